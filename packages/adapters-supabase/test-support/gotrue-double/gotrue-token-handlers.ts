import { createHash } from 'node:crypto';
import { HttpResponse } from 'msw';
import { gotrueError, jsonBody, textField, tokenAnswer, type GoTrueConfig } from './gotrue-answers.ts';
import { passwordDigest, type GoTrueState } from './gotrue-state.ts';

type Grant = (request: Request, body: Record<string, unknown>) => Response;

function passwordGrant(state: GoTrueState, config: GoTrueConfig): Grant {
  return (request, body) => {
    const user = state.userByEmail(textField(body, 'email'));
    if (
      user === undefined ||
      user.passwordHash === null ||
      user.passwordHash !== passwordDigest(textField(body, 'password'))
    )
      return gotrueError(request, 400, 'invalid_credentials', 'Invalid login credentials');
    if (user.emailConfirmedAt === null) return gotrueError(request, 400, 'email_not_confirmed', 'Email not confirmed');
    user.lastSignInAt = state.now();
    const { session, refreshToken } = state.openSession(user.id, 'password');
    return HttpResponse.json(tokenAnswer(state, config, session.id, refreshToken.token));
  };
}

/**
 * Rotation with reuse detection, after the timebox check (a session past GOTRUE_SESSIONS_TIMEBOX is
 * refused, session_expired): a used token is answered with its session's active token only within the
 * reuse interval after it was used; later, every token of the session is revoked.
 * (Upstream keeps the session's access tokens valid until they expire, and so does the double.)
 */
function refreshGrant(state: GoTrueState, config: GoTrueConfig): Grant {
  return (request, body) => {
    const token = state.refreshTokens.get(textField(body, 'refresh_token'));
    if (token === undefined)
      return gotrueError(request, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const session = state.sessions.get(token.sessionId);
    if (
      session !== undefined &&
      config.sessionsTimeboxSeconds > 0 &&
      state.now() > session.createdAt + config.sessionsTimeboxSeconds * 1000
    )
      return gotrueError(request, 400, 'session_expired', 'Invalid Refresh Token: Session Expired');
    if (token.revoked) {
      const child = [...state.refreshTokens.values()].find(
        (candidate) => candidate.parent === token.token && !candidate.revoked,
      );
      const withinInterval = state.now() <= token.updatedAt + config.reuseIntervalSeconds * 1000;
      if (child !== undefined && withinInterval)
        return HttpResponse.json(tokenAnswer(state, config, token.sessionId, child.token));
      for (const sibling of state.refreshTokens.values())
        if (sibling.sessionId === token.sessionId && !sibling.revoked)
          Object.assign(sibling, { revoked: true, updatedAt: state.now() });
      return gotrueError(request, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    Object.assign(token, { revoked: true, updatedAt: state.now() });
    const next = state.addRefreshToken(token.sessionId, token.token);
    return HttpResponse.json(tokenAnswer(state, config, token.sessionId, next.token));
  };
}

function challengeOf(verifier: string, method: 's256' | 'plain'): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

function pkceGrant(state: GoTrueState, config: GoTrueConfig): Grant {
  return (request, body) => {
    const authCode = textField(body, 'auth_code');
    const verifier = textField(body, 'code_verifier');
    if (authCode === '' || verifier === '')
      return gotrueError(
        request,
        400,
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      );
    const flow = [...state.flowStates.values()].find((candidate) => candidate.authCode === authCode);
    if (flow === undefined)
      return gotrueError(request, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (state.now() > flow.createdAt + config.flowStateExpirySeconds * 1000)
      return gotrueError(request, 400, 'flow_state_expired', 'invalid flow state, flow state has expired');
    if (challengeOf(verifier, flow.method) !== flow.codeChallenge)
      return gotrueError(
        request,
        403,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    state.flowStates.delete(flow.id);
    const { session, refreshToken } = state.openSession(flow.userId, flow.authenticationMethod);
    return HttpResponse.json(tokenAnswer(state, config, session.id, refreshToken.token));
  };
}

/** POST /auth/v1/token?grant_type=password|refresh_token|pkce. */
export function tokenEndpoint(state: GoTrueState, config: GoTrueConfig) {
  const grants: Record<string, Grant> = {
    password: passwordGrant(state, config),
    refresh_token: refreshGrant(state, config),
    pkce: pkceGrant(state, config),
  };
  return async (request: Request): Promise<Response> => {
    const grant = grants[new URL(request.url).searchParams.get('grant_type') ?? ''];
    if (grant === undefined) return gotrueError(request, 400, 'validation_failed', 'unsupported_grant_type');
    return grant(request, await jsonBody(request));
  };
}
