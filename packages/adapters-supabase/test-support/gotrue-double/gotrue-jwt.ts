import { createHmac, timingSafeEqual } from 'node:crypto';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs claims as GoTrue does (HS256 with the project's JWT secret). */
export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Why a token was refused, in GoTrue's words (after "invalid JWT: unable to parse or verify signature, "). */
export type JwtProblem = 'token is malformed' | 'signature is invalid' | 'token is expired';

/** The claims of a well-signed, unexpired token, or the problem. */
export function verifyJwt(token: string, secret: string, nowSeconds: number): Record<string, unknown> | JwtProblem {
  const parts = token.split('.');
  if (parts.length !== 3) return 'token is malformed';
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature is invalid';
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return 'token is malformed';
  }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) return 'token is expired';
  return claims;
}
