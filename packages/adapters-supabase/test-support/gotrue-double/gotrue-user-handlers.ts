import { HttpResponse } from 'msw';
import {
  gotrueError,
  jsonBody,
  passwordReasons,
  textField,
  tokenAnswer,
  userJson,
  weakPasswordAnswer,
  type GoTrueConfig,
} from './gotrue-answers.ts';
import { requireCaller, type Caller } from './gotrue-bearer.ts';
import { sendMail, startFlow, verifyLink, withParameters } from './gotrue-links.ts';
import { passwordDigest, type DoubleOneTimeToken, type DoubleUser, type GoTrueState } from './gotrue-state.ts';

/** GET /user: the caller. */
export function getUserEndpoint(state: GoTrueState, config: GoTrueConfig) {
  return (request: Request): Response => {
    const caller = requireCaller(request, state, config);
    return caller instanceof Response ? caller : HttpResponse.json(userJson(caller.user));
  };
}

/** Session.IsRecovery(): a mailed link opened the session, whose holder may set a password without the current one. */
const RECOVERY_METHODS = new Set(['otp', 'magiclink', 'recovery']);

/** GoTrue's refusal of a password change without the right current password, or null to go on. */
function currentPasswordRefusal(
  request: Request,
  config: GoTrueConfig,
  caller: Caller,
  currentPassword: string,
): Response | null {
  if (!config.updatePasswordRequireCurrentPassword || caller.user.passwordHash === null) return null;
  if (RECOVERY_METHODS.has(caller.session.amr.method)) return null;
  const message = 'Current password required when setting new password.';
  if (currentPassword === '') return gotrueError(request, 400, 'current_password_required', message);
  if (passwordDigest(currentPassword) !== caller.user.passwordHash)
    return gotrueError(request, 400, 'current_password_invalid', message);
  return null;
}

/**
 * The `email` of PUT /user, as GoTrue without autoconfirm: 422 email_exists for an address another user holds;
 * otherwise the address waits in email_change (answered as new_email) and a confirmation link goes to it.
 */
function startEmailChange(state: GoTrueState, config: GoTrueConfig, request: Request, user: DoubleUser, email: string) {
  const wanted = email.trim().toLowerCase();
  if (wanted === user.email) return null;
  if (state.userByEmail(wanted) !== undefined)
    return gotrueError(request, 422, 'email_exists', 'A user with this email address has already been registered');
  user.emailChange = wanted;
  const hash = state.addOneTimeToken(user.id, 'email_change_new', false);
  sendMail(state, wanted, 'email_change', verifyLink(config, hash, 'email_change', config.url));
  return null;
}

/** The `data` of PUT /user merged into user_metadata (a key set to null is removed). */
function mergeUserMetadata(user: DoubleUser, data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  for (const [key, value] of Object.entries(data)) {
    if (value === null) delete user.userMetadata[key];
    else user.userMetadata[key] = value;
  }
}

/**
 * PUT /user: `data` merged into user_metadata, a new `email` (startEmailChange), a new password (weak_password with
 * reasons; the current password when the project asks for it; same_password when unchanged). As GoTrue's
 * User.UpdatePassword, every other session of the user ends (LogoutAllExceptMe) and the caller's goes on.
 */
export function updateUserEndpoint(state: GoTrueState, config: GoTrueConfig) {
  return async (request: Request): Promise<Response> => {
    const caller = requireCaller(request, state, config);
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    const email = textField(body, 'email');
    const emailRefusal = email === '' ? null : startEmailChange(state, config, request, caller.user, email);
    if (emailRefusal !== null) return emailRefusal;
    mergeUserMetadata(caller.user, body.data);
    const password = textField(body, 'password');
    if (password !== '') {
      const reasons = passwordReasons(password, config);
      if (reasons.length > 0) return weakPasswordAnswer(request, reasons, config);
      const refusal = currentPasswordRefusal(request, config, caller, textField(body, 'current_password'));
      if (refusal !== null) return refusal;
      if (caller.user.passwordHash === passwordDigest(password))
        return gotrueError(request, 422, 'same_password', 'New password should be different from the old password.');
      caller.user.passwordHash = passwordDigest(password);
      caller.user.updatedAt = state.now();
      state.deleteSessions(
        [...state.sessions.values()]
          .filter((session) => session.userId === caller.user.id && session.id !== caller.session.id)
          .map((session) => session.id),
      );
    }
    return HttpResponse.json(userJson(caller.user));
  };
}

/** POST /logout?scope=global|local|others: deletes sessions (and with them their refresh tokens); 204. */
export function logoutEndpoint(state: GoTrueState, config: GoTrueConfig) {
  return (request: Request): Response => {
    const caller = requireCaller(request, state, config);
    if (caller instanceof Response) return caller;
    const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope))
      return gotrueError(request, 400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    const ofUser = [...state.sessions.values()].filter((session) => session.userId === caller.user.id);
    const ended = ofUser.filter((session) =>
      scope === 'global'
        ? true
        : scope === 'local'
          ? session.id === caller.session.id
          : session.id !== caller.session.id,
    );
    state.deleteSessions(ended.map((session) => session.id));
    return new HttpResponse(null, { status: 204 });
  };
}

/**
 * POST /recover: mails a reset link to an address with an account and answers `{}` either way
 * (GoTrue does not tell who has an account). With a code_challenge the link ends in a PKCE flow.
 */
export function recoverEndpoint(state: GoTrueState, config: GoTrueConfig) {
  return async (request: Request): Promise<Response> => {
    const body = await jsonBody(request);
    const email = textField(body, 'email');
    if (email === '') return gotrueError(request, 422, 'validation_failed', 'Password recovery requires an email');
    const user = state.userByEmail(email);
    if (user === undefined) return HttpResponse.json({});
    if (user.recoverySentAt !== null && state.now() < user.recoverySentAt + config.mailIntervalSeconds * 1000) {
      const seconds = Math.ceil((user.recoverySentAt + config.mailIntervalSeconds * 1000 - state.now()) / 1000);
      return gotrueError(
        request,
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${seconds} seconds.`,
      );
    }
    const challenge = textField(body, 'code_challenge');
    if (challenge !== '') startFlow(state, user, challenge, textField(body, 'code_challenge_method'), 'recovery');
    const hash = state.addOneTimeToken(user.id, 'recovery', challenge !== '');
    user.recoverySentAt = state.now();
    const redirectTo = new URL(request.url).searchParams.get('redirect_to') ?? config.url;
    sendMail(state, user.email, 'recovery', verifyLink(config, hash, 'recovery', redirectTo));
    return HttpResponse.json({});
  };
}

const KINDS_BY_TYPE: Record<string, DoubleOneTimeToken['kind'][]> = {
  email: ['confirmation', 'recovery'],
  signup: ['confirmation'],
  invite: ['confirmation'],
  recovery: ['recovery'],
  magiclink: ['recovery'],
  email_change: ['email_change_new'],
};

/** Uses up a link's token: confirms the address; undefined when the token is unknown, of another type or expired. */
function redeem(state: GoTrueState, config: GoTrueConfig, hash: string, type: string): DoubleOneTimeToken | undefined {
  const token = state.oneTimeTokens.get(hash);
  if (token === undefined || !(KINDS_BY_TYPE[type] ?? []).includes(token.kind)) return undefined;
  state.oneTimeTokens.delete(hash);
  if (state.now() > token.createdAt + config.otpExpirySeconds * 1000) return undefined;
  const user = state.users.get(token.userId);
  if (user === undefined) return undefined;
  if (token.kind === 'email_change_new' && user.emailChange !== null) {
    user.email = user.emailChange;
    user.emailChange = null;
  }
  user.emailConfirmedAt ??= state.now();
  user.lastSignInAt = state.now();
  return token;
}

/**
 * GET /verify (the mailed link): redirects to redirect_to with `?code=` for a PKCE link, with the
 * session in the fragment otherwise, or with the error in the fragment.
 */
export function verifyLinkEndpoint(state: GoTrueState, config: GoTrueConfig) {
  return (request: Request): Response => {
    const query = new URL(request.url).searchParams;
    const hash = query.get('token') ?? '';
    const type = query.get('type') ?? '';
    const redirectTo = query.get('redirect_to') ?? config.url;
    const token = redeem(state, config, hash, type);
    if (token === undefined)
      return HttpResponse.redirect(
        withParameters(
          redirectTo,
          {
            error: 'access_denied',
            error_code: 'otp_expired',
            error_description: 'Email link is invalid or has expired',
          },
          'fragment',
        ),
        303,
      );
    const kind = type === 'invite' ? 'invite' : 'recovery';
    const flow = [...state.flowStates.values()].find(
      (candidate) => candidate.userId === token.userId && candidate.authenticationMethod === kind,
    );
    if (hash.startsWith('pkce_') && flow !== undefined)
      return HttpResponse.redirect(withParameters(redirectTo, { code: flow.authCode }, 'query'), 303);
    const { session, refreshToken } = state.openSession(token.userId, 'otp');
    const answer = tokenAnswer(state, config, session.id, refreshToken.token);
    const fragment = {
      access_token: String(answer.access_token),
      expires_at: String(answer.expires_at),
      expires_in: String(answer.expires_in),
      refresh_token: refreshToken.token,
      token_type: 'bearer',
      type,
    };
    return HttpResponse.redirect(withParameters(redirectTo, fragment, 'fragment'), 303);
  };
}

/** POST /verify `{ type, token_hash }`: the link's token traded for a session (403 otp_expired when unusable). */
export function verifyTokenHashEndpoint(state: GoTrueState, config: GoTrueConfig) {
  return async (request: Request): Promise<Response> => {
    const body = await jsonBody(request);
    const token = redeem(state, config, textField(body, 'token_hash'), textField(body, 'type'));
    if (token === undefined) return gotrueError(request, 403, 'otp_expired', 'Email link is invalid or has expired');
    const { session, refreshToken } = state.openSession(token.userId, 'otp');
    return HttpResponse.json(tokenAnswer(state, config, session.id, refreshToken.token));
  };
}
