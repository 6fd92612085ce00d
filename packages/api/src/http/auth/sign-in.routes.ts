import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { ERROR_MESSAGES, isSignOutScope, sessionMissingError } from '@app/domain';
import type { RequestLimits } from '../request-limits.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { authAnswer, authAnswerSchema, authErrorSchema, authFailure } from './auth-answers.ts';
import { recordAuthEvent, type HttpAuthDeps } from './auth-deps.ts';
import { currentSession } from './current-session.ts';
import { owedFactorId } from './two-step.routes.ts';
import { takeRememberedPath } from './redirect-path-cookie.ts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie.ts';
import { createSignInLockout, SIGN_IN_RATE_LIMITED } from './sign-in-lockout.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const answers = {
  200: { description: 'The event and the user', ...json(authAnswerSchema) },
  400: { description: 'Refused', ...json(authErrorSchema) },
};

const signInRoute = createRoute({
  method: 'post',
  path: '/api/auth/sign-in',
  summary: 'Sign in with email and password; the session is set in httpOnly cookies',
  request: {
    body: { ...json(z.object({ email: z.string().default(''), password: z.string().default('') })), required: true },
  },
  responses: { ...answers, 429: { description: 'Too many attempts', ...json(authErrorSchema) } },
});
const sessionRoute = createRoute({
  method: 'get',
  path: '/api/auth/session',
  summary: 'The signed-in user (INITIAL_SESSION), or null',
  responses: answers,
});
const refreshRoute = createRoute({
  method: 'post',
  path: '/api/auth/refresh',
  summary: 'Refresh the session now (rotates the refresh token)',
  responses: answers,
});
const signOutRoute = createRoute({
  method: 'post',
  path: '/api/auth/sign-out',
  summary: 'Sign out this session (local, default), every session (global) or the others',
  request: { query: z.object({ scope: z.string().optional() }) },
  responses: answers,
});

/** Sign-in (with the lock-out of sign-in-lockout.ts), the current session, refresh and sign-out. */
export function signInRoutes(deps: HttpAuthDeps, limits: RequestLimits) {
  const lockout = createSignInLockout(limits.counters);
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest })
    .openapi(signInRoute, async (c) => {
      const { email, password } = c.req.valid('json');
      const account = (email ?? '').trim().toLowerCase();
      const address = limits.clientAddress(c);
      if (!(await lockout.mayTry(account, address)))
        return c.json({ error: SIGN_IN_RATE_LIMITED, code: 'over_request_rate_limit' }, 429);
      try {
        const session = await deps.gateway.signInWithPassword(
          { email: email ?? '', password: password ?? '' },
          { clientAddress: address },
        );
        writeSessionCookie(c, session);
        await lockout.succeeded(account, address);
        await recordAuthEvent(deps, session.user, 'sign-in', `${session.user.email} signed in`);
        const mfaFactorId = await owedFactorId(deps.factors, session.access_token);
        return authAnswer(c, 'SIGNED_IN', session.user, session.expires_at, {
          // The remembered path waits until the two-step code is entered.
          redirectTo: mfaFactorId === null ? (takeRememberedPath(c) ?? '/admin') : '/admin',
          ...(mfaFactorId === null ? {} : { mfaFactorId }),
        });
      } catch (error) {
        await lockout.failed(account, address);
        return authFailure(c, error);
      }
    })
    .openapi(sessionRoute, async (c) => {
      const session = await currentSession(c, deps);
      const mfaFactorId = session === null ? null : await owedFactorId(deps.factors, session.accessToken);
      return authAnswer(
        c,
        session?.refreshed ? 'TOKEN_REFRESHED' : 'INITIAL_SESSION',
        session?.user ?? null,
        session?.expiresAt ?? null,
        mfaFactorId === null ? {} : { mfaFactorId },
      );
    })
    .openapi(refreshRoute, async (c) => {
      const stored = readSessionCookie(c);
      try {
        if (stored === null) throw sessionMissingError();
        const session = await deps.gateway.refreshSession(stored.refresh_token);
        writeSessionCookie(c, session);
        return authAnswer(c, 'TOKEN_REFRESHED', session.user, session.expires_at);
      } catch (error) {
        if (stored !== null) clearSessionCookie(c);
        return authFailure(c, error);
      }
    })
    .openapi(signOutRoute, async (c) => {
      const scope = c.req.query('scope') ?? 'local';
      if (!isSignOutScope(scope))
        return c.json({ error: 'Sign-out scope must be global, local or others', code: 'validation_failed' }, 400);
      const stored = readSessionCookie(c);
      if (stored === null) return c.json({ error: ERROR_MESSAGES.authSessionMissing, code: 'session_missing' }, 400);
      try {
        const user = await deps.gateway.getUser(stored.access_token);
        await deps.gateway.signOut(stored.access_token, scope);
        await recordAuthEvent(deps, user, 'sign-out', `${user.email} signed out (${scope})`);
      } catch (error) {
        clearSessionCookie(c);
        return authFailure(c, error);
      }
      if (scope !== 'others') clearSessionCookie(c);
      return authAnswer(c, 'SIGNED_OUT', null, null);
    });
}
