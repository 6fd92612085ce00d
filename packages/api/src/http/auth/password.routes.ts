import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { AuthError, sessionMissingError } from '@app/domain';
import type { RequestLimits } from '../request-limits.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { authAnswer, authAnswerSchema, authErrorSchema, authFailure } from './auth-answers.ts';
import { gatewayForBrowser, recordAuthEvent, type HttpAuthDeps } from './auth-deps.ts';
import { startPasswordReset } from './password-reset-request.ts';
import { readSessionCookie, writeSessionCookie } from './session-cookie.ts';
import { createSignInLockout, SIGN_IN_RATE_LIMITED } from './sign-in-lockout.ts';

/** Reset requests one address may make in the window (each may send a mail). */
export const RECOVER_LIMIT = { name: 'password-reset', points: 5, windowMs: 15 * 60_000 } as const;
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * The reset page mailed links lead to, on the site's own address (SITE_URL): never built from the request's Host
 * header, which a visitor chooses (`Host: evil.example` would otherwise mail the victim a link to evil.example).
 */
export function resetPageUrl(siteUrl: string): string {
  return new URL(RESET_PASSWORD_PATH, `${siteUrl}/`).toString();
}

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const answers = {
  200: { description: 'The event and the user', ...json(authAnswerSchema) },
  400: { description: 'Refused', ...json(authErrorSchema) },
};

const recoverRoute = createRoute({
  method: 'post',
  path: '/api/auth/recover',
  summary: 'Mail a password-reset link (the same answer whether or not the address has an account)',
  request: {
    body: { ...json(z.object({ email: z.email({ error: 'Enter a valid email address' }) })), required: true },
  },
  responses: {
    200: { description: 'Accepted', ...json(z.object({ sent: z.literal(true) })) },
    429: { description: 'Too many requests', ...json(authErrorSchema) },
  },
});
const exchangeRoute = createRoute({
  method: 'post',
  path: '/api/auth/exchange',
  summary: 'Trade the code of a reset or invite link for a session (PASSWORD_RECOVERY)',
  request: { body: { ...json(z.object({ code: z.string().min(1, 'The link has no code') })), required: true } },
  responses: answers,
});
const updateUserRoute = createRoute({
  method: 'put',
  path: '/api/auth/user',
  summary:
    "Set a new password for the signed-in user (USER_UPDATED): the current one is needed (400 current_password_required or current_password_invalid) unless a reset or invitation link opened the session; the user's other sessions end, this one continues; 422 weak_password with reasons",
  request: {
    body: {
      ...json(z.object({ password: z.string(), current_password: z.string().optional() })),
      required: true,
    },
  },
  responses: {
    ...answers,
    422: { description: 'Password too weak', ...json(authErrorSchema) },
    429: { description: 'Too many wrong current passwords from this address', ...json(authErrorSchema) },
  },
});

/** Forgot password, the reset link's code exchange, and setting a new password; mailed links go to `siteUrl`. */
export function passwordRoutes(deps: HttpAuthDeps, siteUrl: string, limits: RequestLimits) {
  const resetPage = resetPageUrl(siteUrl);
  const limiter = limits.counters(RECOVER_LIMIT);
  const lockout = createSignInLockout(limits.counters);
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest })
    .openapi(recoverRoute, async (c) => {
      if (!(await limiter.consume(limits.clientAddress(c))).allowed)
        return c.json(
          { error: 'Too many reset requests. Please wait 15 minutes.', code: 'over_request_rate_limit' },
          429,
        );
      const { email } = c.req.valid('json');
      await startPasswordReset(c, deps, email, resetPage);
      return c.json({ sent: true }, 200);
    })
    .openapi(exchangeRoute, async (c) => {
      const { code } = c.req.valid('json');
      try {
        const session = await gatewayForBrowser(c, deps).exchangeCode(code);
        writeSessionCookie(c, session);
        return authAnswer(c, 'PASSWORD_RECOVERY', session.user, session.expires_at);
      } catch (error) {
        return authFailure(c, error);
      }
    })
    .openapi(updateUserRoute, async (c) => {
      const { password, current_password: currentPassword } = c.req.valid('json');
      const stored = readSessionCookie(c);
      const address = limits.clientAddress(c);
      try {
        if (stored === null) throw sessionMissingError();
        // A guess at the current password is a sign-in attempt of the account (ADR 0020): the same lock-out applies,
        // so a stolen session cannot try passwords without limit.
        const account =
          currentPassword === undefined ? '' : (await deps.gateway.getUser(stored.access_token)).email.toLowerCase();
        if (account !== '' && !(await lockout.mayTry(account, address)))
          return c.json({ error: SIGN_IN_RATE_LIMITED, code: 'over_request_rate_limit' }, 429);
        const user = await deps.gateway
          .updatePassword(stored.access_token, { password, currentPassword })
          .catch(async (error: unknown) => {
            if (error instanceof AuthError && error.code === 'current_password_invalid')
              await lockout.failed(account, address);
            throw error;
          });
        if (account !== '') await lockout.succeeded(account, address);
        await recordAuthEvent(
          deps,
          user,
          'password-reset',
          `${user.email} set a new password; their other sessions were signed out`,
        );
        return authAnswer(c, 'USER_UPDATED', user, stored.expires_at);
      } catch (error) {
        return authFailure(c, error);
      }
    });
}
