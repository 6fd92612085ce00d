import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import { AuthError, WeakPasswordError, type AuthEvent, type AuthUser } from '@app/domain';

/** The user as the browser sees it (no tokens ever leave the server). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  role: z.enum(['admin', 'editor']).nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});

/** Every auth answer: the event that happened, the user (null when signed out) and the session's expiry. */
export const authAnswerSchema = z
  .object({
    event: z.string(),
    user: authUserSchema.nullable(),
    expiresAt: z.number().nullable(),
    redirectTo: z.string().optional(),
    /** The factor whose two-step code this session still owes before the admin area opens (ADR 0039). */
    mfaFactorId: z.string().optional(),
  })
  .openapi('AuthAnswer');

export const authErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  reasons: z.array(z.string()).optional(),
});

/** A successful auth answer. */
export function authAnswer(
  c: Context,
  event: AuthEvent,
  user: AuthUser | null,
  expiresAt: number | null,
  extra: { redirectTo?: string; mfaFactorId?: string } = {},
) {
  return c.json({ event, user, expiresAt, ...extra }, 200);
}

/**
 * An AuthError as an answer with its status, code and (for a weak password) its reasons; anything
 * else is rethrown. Typed as the routes' 400 "Refused" answer: the body is the same for every
 * status an AuthError carries (401, 422, 429 and the like).
 */
export function authFailure(c: Context, error: unknown) {
  if (!(error instanceof AuthError)) throw error;
  const reasons = error instanceof WeakPasswordError ? { reasons: [...error.reasons] } : {};
  return c.json({ error: error.message, code: error.code, ...reasons }, error.status as 400);
}
