import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { assuranceSuffices, sessionMissingError, type AuthFactors } from '@app/domain';
import type { RequestLimits } from '../request-limits.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { authAnswer, authAnswerSchema, authErrorSchema, authFailure } from './auth-answers.ts';
import { recordAuthEvent, type HttpAuthDeps } from './auth-deps.ts';
import { readSessionCookie, writeSessionCookie } from './session-cookie.ts';

/** Wrong codes one account may enter in the window (a code is 6 digits: 10^6 guesses would take years at this rate). */
export const TWO_STEP_CODE_LIMIT = { name: 'two-step-code', points: 5, windowMs: 15 * 60_000 } as const;
const TOO_MANY_CODES = 'Too many wrong codes. Wait 15 minutes, then enter the newest code from your app.';

/** The name authenticator apps show for this site's factors. */
export const TOTP_ISSUER = 'Palmetto Realty Admin';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const refused = { 400: { description: 'Refused', ...json(authErrorSchema) } };
const codeBody = { body: { ...json(z.object({ code: z.string().max(20) }).strict()), required: true } };
const factorParams = z.object({ id: z.string().max(64) });
const factorSchema = z.object({
  id: z.string(),
  factorType: z.literal('totp'),
  status: z.enum(['unverified', 'verified']),
  friendlyName: z.string(),
  createdAt: z.string(),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/auth/factors',
  summary: "The signed-in user's two-step factors",
  responses: { 200: { description: 'The factors', ...json(z.object({ factors: z.array(factorSchema) })) }, ...refused },
});
const enrollRoute = createRoute({
  method: 'post',
  path: '/api/auth/factors',
  summary: 'Start two-step sign-in: a new unverified TOTP factor, its otpauth address and secret (shown this once)',
  responses: {
    200: {
      description: 'The enrolment',
      ...json(z.object({ factorId: z.string(), uri: z.string(), secret: z.string() })),
    },
    ...refused,
  },
});
const verifyRoute = createRoute({
  method: 'post',
  path: '/api/auth/factors/{id}/verify',
  summary:
    'Verify a code (MFA_CHALLENGE_VERIFIED): the first one verifies the factor; each raises the session to aal2. ' +
    '422 mfa_verification_failed for a wrong or used code; 429 after 5 wrong codes in 15 minutes',
  request: { params: factorParams, ...codeBody },
  responses: {
    200: { description: 'The event and the user', ...json(authAnswerSchema) },
    ...refused,
    422: { description: 'Wrong code', ...json(authErrorSchema) },
    429: { description: 'Too many wrong codes', ...json(authErrorSchema) },
  },
});
const unenrollRoute = createRoute({
  method: 'delete',
  path: '/api/auth/factors/{id}',
  summary: 'Remove a factor, proven by a current code of it (from an aal2 session)',
  request: { params: factorParams, ...codeBody },
  responses: {
    200: { description: 'Removed', ...json(z.object({ removed: z.literal(true) })) },
    ...refused,
    422: { description: 'Wrong code', ...json(authErrorSchema) },
    429: { description: 'Too many wrong codes', ...json(authErrorSchema) },
  },
});

/** The verified factor whose code a session still owes (its user has one and the session is at aal1), or null. */
export async function owedFactorId(factors: AuthFactors | undefined, accessToken: string): Promise<string | null> {
  if (factors === undefined) return null;
  const levels = await factors.assuranceLevel(accessToken);
  if (assuranceSuffices(levels.currentLevel, levels.nextLevel)) return null;
  const verified = (await factors.listFactors(accessToken)).find((factor) => factor.status === 'verified');
  return verified?.id ?? null;
}

/** Two-step sign-in's routes (ADR 0039): list, enrol, verify (sign-in's code step too) and remove factors. */
export function twoStepRoutes(deps: HttpAuthDeps & { factors: AuthFactors }, limits: RequestLimits) {
  const wrongCodes = limits.counters(TWO_STEP_CODE_LIMIT);
  const { factors } = deps;
  /** The session's access token, or session_missing. */
  const token = (stored: ReturnType<typeof readSessionCookie>) => {
    if (stored === null) throw sessionMissingError();
    return stored.access_token;
  };
  /** Runs a code check under the wrong-code limit of the account; null when the limit is reached. */
  async function limited<T>(accessToken: string, check: () => Promise<T>): Promise<T | null> {
    const account = (await deps.gateway.getUser(accessToken)).id;
    if ((await wrongCodes.used(account)) >= TWO_STEP_CODE_LIMIT.points) return null;
    try {
      return await check();
    } catch (error) {
      await wrongCodes.consume(account);
      throw error;
    }
  }
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest })
    .openapi(listRoute, async (c) => {
      try {
        return c.json({ factors: await factors.listFactors(token(readSessionCookie(c))) }, 200);
      } catch (error) {
        return authFailure(c, error);
      }
    })
    .openapi(enrollRoute, async (c) => {
      try {
        return c.json(await factors.enrollTotp(token(readSessionCookie(c)), TOTP_ISSUER), 200);
      } catch (error) {
        return authFailure(c, error);
      }
    })
    .openapi(verifyRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { code } = c.req.valid('json');
      try {
        const accessToken = token(readSessionCookie(c));
        const session = await limited(accessToken, () => factors.verifyTotp(accessToken, id, code));
        if (session === null) return c.json({ error: TOO_MANY_CODES, code: 'over_request_rate_limit' }, 429);
        writeSessionCookie(c, session);
        await recordAuthEvent(deps, session.user, 'sign-in', `${session.user.email} entered a two-step code`);
        return authAnswer(c, 'MFA_CHALLENGE_VERIFIED', session.user, session.expires_at);
      } catch (error) {
        return authFailure(c, error);
      }
    })
    .openapi(unenrollRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { code } = c.req.valid('json');
      try {
        const accessToken = token(readSessionCookie(c));
        const done = await limited(accessToken, async () => ({
          renewed: await factors.unenroll(accessToken, id, code),
        }));
        if (done === null) return c.json({ error: TOO_MANY_CODES, code: 'over_request_rate_limit' }, 429);
        if (done.renewed !== null) writeSessionCookie(c, done.renewed);
        const user = done.renewed?.user ?? (await deps.gateway.getUser(accessToken));
        await recordAuthEvent(deps, user, 'update', `${user.email} turned off two-step sign-in`);
        return c.json({ removed: true as const }, 200);
      } catch (error) {
        return authFailure(c, error);
      }
    });
}
