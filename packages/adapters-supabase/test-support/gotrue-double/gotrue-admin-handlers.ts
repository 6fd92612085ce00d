import { HttpResponse } from 'msw';
import {
  factorJson,
  gotrueError,
  jsonBody,
  passwordReasons,
  textField,
  userJson,
  weakPasswordAnswer,
  type GoTrueConfig,
} from './gotrue-answers.ts';
import { requireServiceRole } from './gotrue-bearer.ts';
import { downgradeSessions, ownedFactor } from './gotrue-factor-handlers.ts';
import { sendMail, verifyLink } from './gotrue-links.ts';
import { passwordDigest, type DoubleUser, type GoTrueState } from './gotrue-state.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Handler = (request: Request, params: Record<string, string>) => Promise<Response> | Response;

/** Every admin endpoint answers 403 not_admin unless called with the service role's key. */
function adminOnly(state: GoTrueState, config: GoTrueConfig, handler: Handler): Handler {
  return (request, params) => requireServiceRole(request, state, config) ?? handler(request, params);
}

/** Applies app_metadata changes as GoTrue does: keys merged, a null value removes its key. */
function mergeMetadata(current: Record<string, unknown>, changes: unknown): Record<string, unknown> {
  if (typeof changes !== 'object' || changes === null) return current;
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The user of a path id: 400 for a malformed id, 404 user_not_found for an unknown one. */
function userOf(request: Request, state: GoTrueState, id: string | undefined): DoubleUser | Response {
  if (id === undefined || !UUID.test(id))
    return gotrueError(request, 400, 'validation_failed', 'user_id must be an UUID');
  return state.users.get(id) ?? gotrueError(request, 404, 'user_not_found', 'User not found');
}

const emailTaken = (request: Request) =>
  gotrueError(request, 422, 'email_exists', 'A user with this email address has already been registered');

/** A new user for an invitation, or the existing one while it has not accepted (a confirmed address is taken). */
function invitee(request: Request, state: GoTrueState, email: string, data: unknown): DoubleUser | Response {
  if (!EMAIL.test(email))
    return gotrueError(request, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  const existing = state.userByEmail(email);
  if (existing !== undefined && existing.emailConfirmedAt !== null) return emailTaken(request);
  const user = existing ?? state.addUser(email);
  user.invitedAt = state.now();
  user.userMetadata = mergeMetadata(user.userMetadata, data);
  return user;
}

function listUsers(state: GoTrueState): Handler {
  return (request) => {
    const query = new URL(request.url).searchParams;
    const page = Math.max(1, Number(query.get('page') || 1));
    const perPage = Math.min(1000, Math.max(1, Number(query.get('per_page') || 50)));
    const all = [...state.users.values()].sort((a, b) => b.createdAt - a.createdAt);
    const users = all.slice((page - 1) * perPage, page * perPage).map(userJson);
    return HttpResponse.json({ users, aud: 'authenticated' }, { headers: { 'x-total-count': String(all.length) } });
  };
}

function createUser(state: GoTrueState, config: GoTrueConfig): Handler {
  return async (request) => {
    const body = await jsonBody(request);
    const email = textField(body, 'email');
    if (!EMAIL.test(email))
      return gotrueError(request, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (state.userByEmail(email) !== undefined) return emailTaken(request);
    const password = textField(body, 'password');
    const reasons = password === '' ? [] : passwordReasons(password, config);
    if (reasons.length > 0) return weakPasswordAnswer(request, reasons, config);
    const user = state.addUser(email, {
      passwordHash: password === '' ? null : passwordDigest(password),
      emailConfirmedAt: body.email_confirm === true ? state.now() : null,
    });
    user.appMetadata = mergeMetadata(user.appMetadata, body.app_metadata);
    user.userMetadata = mergeMetadata(user.userMetadata, body.user_metadata);
    return HttpResponse.json(userJson(user));
  };
}

function updateUser(state: GoTrueState, config: GoTrueConfig): Handler {
  return async (request, params) => {
    const user = userOf(request, state, params.id);
    if (user instanceof Response) return user;
    const body = await jsonBody(request);
    const password = textField(body, 'password');
    if (password !== '') {
      const reasons = passwordReasons(password, config);
      if (reasons.length > 0) return weakPasswordAnswer(request, reasons, config);
      user.passwordHash = passwordDigest(password);
    }
    user.appMetadata = mergeMetadata(user.appMetadata, body.app_metadata);
    user.userMetadata = mergeMetadata(user.userMetadata, body.user_metadata);
    user.updatedAt = state.now();
    return HttpResponse.json(userJson(user));
  };
}

/** POST /invite: creates the user and mails GoTrue's invitation (an implicit-flow link). */
function invite(state: GoTrueState, config: GoTrueConfig): Handler {
  return async (request) => {
    const body = await jsonBody(request);
    const user = invitee(request, state, textField(body, 'email'), body.data);
    if (user instanceof Response) return user;
    const hash = state.addOneTimeToken(user.id, 'confirmation', false);
    sendMail(
      state,
      user.email,
      'invite',
      verifyLink(config, hash, 'invite', new URL(request.url).searchParams.get('redirect_to') ?? config.url),
    );
    return HttpResponse.json(userJson(user));
  };
}

/**
 * POST /admin/generate_link (invite, recovery or magiclink): the link and its hashed token for the caller to mail;
 * GoTrue sends nothing. The double answers 404 for a magic link to an address without an account.
 */
function generateLink(state: GoTrueState, config: GoTrueConfig): Handler {
  return async (request) => {
    const body = await jsonBody(request);
    const type = textField(body, 'type');
    if (type !== 'invite' && type !== 'recovery' && type !== 'magiclink')
      return gotrueError(request, 400, 'validation_failed', `Invalid type "${type}"`);
    const email = textField(body, 'email');
    const user =
      type === 'invite'
        ? invitee(request, state, email, body.data)
        : (state.userByEmail(email) ?? gotrueError(request, 404, 'user_not_found', 'User with this email not found'));
    if (user instanceof Response) return user;
    // A magic link is a recovery token in GoTrue (recovery_token, redeemed by recoverVerify), as a reset link.
    const hash = state.addOneTimeToken(user.id, type === 'invite' ? 'confirmation' : 'recovery', false);
    const redirectTo =
      textField(body, 'redirect_to') || (new URL(request.url).searchParams.get('redirect_to') ?? config.url);
    return HttpResponse.json({
      ...userJson(user),
      action_link: verifyLink(config, hash, type, redirectTo),
      email_otp: '000000',
      hashed_token: hash,
      redirect_to: redirectTo,
      verification_type: type,
    });
  };
}

/** GET /admin/users/{id}/factors: the user's factors, as an array. */
function listFactors(state: GoTrueState): Handler {
  return (request, params) => {
    const user = userOf(request, state, params.id);
    return user instanceof Response ? user : HttpResponse.json(user.factors.map(factorJson));
  };
}

/** DELETE /admin/users/{id}/factors/{factor_id}: deletes it, downgrades the sessions it raised, answers it. */
function deleteFactor(state: GoTrueState): Handler {
  return (request, params) => {
    const user = userOf(request, state, params.id);
    if (user instanceof Response) return user;
    const factor = ownedFactor(request, user, params.factorId);
    if (factor instanceof Response) return factor;
    user.factors = user.factors.filter((other) => other !== factor);
    downgradeSessions(state, factor.id);
    return HttpResponse.json(factorJson(factor));
  };
}

/**
 * The admin endpoints: users (list, create, read, update, delete), their factors (list, delete), /invite and
 * /admin/generate_link.
 */
export function adminEndpoints(state: GoTrueState, config: GoTrueConfig): Record<string, Handler> {
  const guard = (handler: Handler) => adminOnly(state, config, handler);
  return {
    'GET /admin/users': guard(listUsers(state)),
    'POST /admin/users': guard(createUser(state, config)),
    'GET /admin/users/:id': guard((request, params) => {
      const user = userOf(request, state, params.id);
      return user instanceof Response ? user : HttpResponse.json(userJson(user));
    }),
    'PUT /admin/users/:id': guard(updateUser(state, config)),
    'DELETE /admin/users/:id': guard((request, params) => {
      const user = userOf(request, state, params.id);
      if (user instanceof Response) return user;
      state.deleteUser(user.id);
      return HttpResponse.json({});
    }),
    'GET /admin/users/:id/factors': guard(listFactors(state)),
    'DELETE /admin/users/:id/factors/:factorId': guard(deleteFactor(state)),
    'POST /invite': guard(invite(state, config)),
    'POST /admin/generate_link': guard(generateLink(state, config)),
  };
}
