import type { Context } from 'hono';
import { logFailure } from '../../logging/logger.ts';
import { browserCookies, type BrowserCookies, type HttpAuthDeps } from './auth-deps.ts';

/**
 * Starts a password reset and returns before the gateway looks the address up or mails anything, so the answer takes
 * the same time whether or not the address has an account (the lookup, the code and the mail go on after it, their
 * failure logged). A flow that keeps its secret in the asking browser (Supabase Auth's PKCE verifier, written before
 * Supabase is called) is awaited until that cookie is written, and no longer; cookies written after the answer are
 * dropped.
 */
export async function startPasswordReset(
  c: Context,
  deps: Pick<HttpAuthDeps, 'gateway' | 'forBrowser'>,
  email: string,
  redirectTo: string,
): Promise<void> {
  let answered = false;
  let flowCookieWritten = () => undefined as void;
  const flowCookie = new Promise<void>((resolve) => {
    flowCookieWritten = resolve;
  });
  const cookies = browserCookies(c);
  const watched: BrowserCookies = {
    getAll: () => cookies.getAll(),
    set: (name, value, options) => {
      if (answered) return;
      cookies.set(name, value, options);
      flowCookieWritten();
    },
  };
  const gateway = deps.forBrowser?.(watched) ?? deps.gateway;
  const work = Promise.resolve()
    .then(() => gateway.requestPasswordReset(email, redirectTo))
    .catch((error: unknown) => logFailure('A password reset could not be requested:', error));
  if (deps.forBrowser !== undefined) await Promise.race([work, flowCookie]);
  answered = true;
}
