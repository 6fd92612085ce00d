import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { AuthError, PROFILE_NAME_MAX_LENGTH, sessionMissingError, type AuthUser } from '@app/domain';
import type { RequestLimits } from '../request-limits.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { authAnswer, authAnswerSchema, authErrorSchema, authFailure } from './auth-answers.ts';
import { recordAuthEvent, type HttpAuthDeps } from './auth-deps.ts';
import { readSessionCookie } from './session-cookie.ts';
import { createSignInLockout, SIGN_IN_RATE_LIMITED } from './sign-in-lockout.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

/** The body of a profile change; the domain's validProfileChange has the last word on every part. */
const profileChangeSchema = z
  .object({
    name: z.string().max(PROFILE_NAME_MAX_LENGTH * 2, `Keep your name to ${PROFILE_NAME_MAX_LENGTH} characters.`),
    email: z.string().max(320, 'Enter a valid email address.'),
    current_password: z.string().max(1000),
  })
  .partial()
  .strict();

const updateProfileRoute = createRoute({
  method: 'put',
  path: '/api/auth/profile',
  summary:
    "Change the signed-in user's name and e-mail address (USER_UPDATED). A new address needs the current password " +
    '(400 current_password_required or current_password_invalid, counted by the sign-in lock-out); 422 email_exists ' +
    'for an address another account holds. With Supabase Auth the new address holds once its confirmation link is opened.',
  request: { body: { ...json(profileChangeSchema), required: true } },
  responses: {
    200: { description: 'The event and the user as changed', ...json(authAnswerSchema) },
    400: { description: 'Refused', ...json(authErrorSchema) },
    422: { description: 'The address belongs to another account', ...json(authErrorSchema) },
    429: { description: 'Too many wrong current passwords from this address', ...json(authErrorSchema) },
  },
});

/** What changed, in plain words for the audit log. */
export function profileChangeSummary(before: AuthUser, after: AuthUser, askedEmail: string | undefined): string {
  const changes: string[] = [];
  if ((before.name ?? '') !== (after.name ?? ''))
    changes.push(after.name === undefined ? 'removed their name' : `set their name to "${after.name}"`);
  if (before.email !== after.email) changes.push(`changed their email address to ${after.email}`);
  else if (askedEmail !== undefined && askedEmail.trim().toLowerCase() !== before.email.toLowerCase())
    changes.push(`asked to change their email address to ${askedEmail.trim()} (waiting for its confirmation link)`);
  return `${before.email} ${changes.length === 0 ? 'saved their account unchanged' : changes.join(' and ')}`;
}

/** The My account page's name and e-mail change (the password has its own route in password.routes.ts). */
export function profileRoutes(deps: HttpAuthDeps, limits: RequestLimits) {
  const lockout = createSignInLockout(limits.counters);
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(updateProfileRoute, async (c) => {
    const { name, email, current_password: currentPassword } = c.req.valid('json');
    const stored = readSessionCookie(c);
    const address = limits.clientAddress(c);
    try {
      if (stored === null) throw sessionMissingError();
      const before = await deps.gateway.getUser(stored.access_token);
      // A guess at the current password is a sign-in attempt of the account (ADR 0020), as for a password change.
      const account = before.email.toLowerCase();
      const provesPassword = currentPassword !== undefined && currentPassword !== '';
      if (provesPassword && !(await lockout.mayTry(account, address)))
        return c.json({ error: SIGN_IN_RATE_LIMITED, code: 'over_request_rate_limit' }, 429);
      const after = await deps.gateway
        .updateProfile(stored.access_token, { name, email, currentPassword })
        .catch(async (error: unknown) => {
          if (error instanceof AuthError && error.code === 'current_password_invalid')
            await lockout.failed(account, address);
          throw error;
        });
      if (provesPassword) await lockout.succeeded(account, address);
      await recordAuthEvent(deps, after, 'update', profileChangeSummary(before, after, email));
      return authAnswer(c, 'USER_UPDATED', after, stored.expires_at);
    } catch (error) {
      return authFailure(c, error);
    }
  });
}
