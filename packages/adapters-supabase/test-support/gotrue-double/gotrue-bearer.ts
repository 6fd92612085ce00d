import { gotrueError, type GoTrueConfig } from './gotrue-answers.ts';
import { verifyJwt } from './gotrue-jwt.ts';
import type { DoubleSession, DoubleUser, GoTrueState } from './gotrue-state.ts';

/** The signed-in caller of an endpoint that needs a user's access token. */
export interface Caller {
  readonly user: DoubleUser;
  readonly session: DoubleSession;
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** The token's claims, or GoTrue's refusal: 401 without a token, 403 bad_jwt for a bad one. */
function bearerClaims(request: Request, state: GoTrueState, config: GoTrueConfig): Record<string, unknown> | Response {
  const token = bearer(request);
  if (token === null || token === '')
    return gotrueError(request, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = verifyJwt(token, config.jwtSecret, Math.floor(state.now() / 1000));
  if (typeof claims === 'string')
    return gotrueError(request, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${claims}`);
  return claims;
}

/**
 * GoTrue's requireAuthentication: a valid user token whose session still exists (403
 * session_not_found once signed out) and whose user still exists (403 user_not_found).
 */
export function requireCaller(request: Request, state: GoTrueState, config: GoTrueConfig): Caller | Response {
  const claims = bearerClaims(request, state, config);
  if (claims instanceof Response) return claims;
  if (typeof claims.sub !== 'string' || claims.sub === '')
    return gotrueError(request, 403, 'bad_jwt', 'invalid claim: missing sub claim');
  const session = state.sessions.get(String(claims.session_id));
  if (session === undefined)
    return gotrueError(request, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const user = state.users.get(claims.sub);
  if (user === undefined)
    return gotrueError(request, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, session };
}

/** The admin API needs the service role's key (403 not_admin otherwise). */
export function requireServiceRole(request: Request, state: GoTrueState, config: GoTrueConfig): Response | null {
  const claims = bearerClaims(request, state, config);
  if (claims instanceof Response) return claims;
  return claims.role === 'service_role' ? null : gotrueError(request, 403, 'not_admin', 'User not allowed');
}

/** Every request through the Supabase gateway carries a project key in `apikey`. */
export function requireApiKey(request: Request, keys: readonly string[]): Response | null {
  const key = request.headers.get('apikey');
  if (key === null) return Response.json({ message: 'No API key found in request' }, { status: 401 });
  return keys.includes(key) ? null : Response.json({ message: 'Invalid API key' }, { status: 401 });
}
