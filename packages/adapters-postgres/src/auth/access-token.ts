import { createHmac, timingSafeEqual } from 'node:crypto';
import { AuthError, isJwtShaped, SITE_ROLES, type SiteRole } from '@app/domain';

/** The claims of an access token, shaped like Supabase's so one set of RLS policies reads both. */
export interface AccessClaims {
  readonly sub: string;
  readonly email: string;
  readonly role: 'authenticated';
  readonly aud: 'authenticated';
  /** The account's role; `visitor` for a visitor account (ADR 0028). */
  readonly app_metadata: { readonly role: SiteRole | 'visitor' | null };
  readonly session_id: string;
  readonly iat: number;
  readonly exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** An HS256 JWT of the claims. */
export function signAccessToken(claims: AccessClaims, secret: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret)}`;
}

function badJwt(reason: string): AuthError {
  return new AuthError('bad_jwt', `invalid JWT: ${reason}`);
}

function parseClaims(payload: string): AccessClaims {
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
  const role = claims.app_metadata?.role ?? null;
  if (
    typeof claims.sub !== 'string' ||
    typeof claims.session_id !== 'string' ||
    typeof claims.exp !== 'number' ||
    (role !== null && role !== 'visitor' && !SITE_ROLES.includes(role))
  )
    throw badJwt('unexpected claims');
  return claims as AccessClaims;
}

/** The claims of a token this server signed that has not expired; AuthError bad_jwt otherwise. */
export function verifyAccessToken(token: string, secret: string, nowSeconds: number): AccessClaims {
  if (!isJwtShaped(token)) throw badJwt('not three base64url parts');
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const actual = Buffer.from(signature);
  if (header !== HEADER || actual.length !== expected.length || !timingSafeEqual(actual, expected))
    throw badJwt('signature does not match');
  let claims: AccessClaims;
  try {
    claims = parseClaims(payload);
  } catch (error) {
    throw error instanceof AuthError ? error : badJwt('unreadable payload');
  }
  if (claims.exp <= nowSeconds) throw badJwt('token has expired');
  return claims;
}
