import { randomUUID } from 'node:crypto';
import { HttpResponse } from 'msw';
import { renderSVG } from 'uqr';
import { gotrueError, jsonBody, textField, tokenAnswer, type GoTrueConfig } from './gotrue-answers.ts';
import { requireCaller, type Caller } from './gotrue-bearer.ts';
import type { DoubleFactor, DoubleUser, GoTrueState } from './gotrue-state.ts';
import { newTotpSecret, totpKeyUri, validTotp } from './gotrue-totp.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Handler = (request: Request, params: Record<string, string>) => Promise<Response> | Response;

/** utilities.GetIPAddress: the first X-Forwarded-For entry (the double has no socket address; '' without one). */
function ipAddressOf(request: Request): string {
  return (request.headers.get('x-forwarded-for') ?? '').split(',')[0]?.trim() ?? '';
}

/** loadFactor: 404 validation_failed for a malformed id, 404 mfa_factor_not_found for a factor the user lacks. */
export function ownedFactor(request: Request, user: DoubleUser, id: string | undefined): DoubleFactor | Response {
  if (id === undefined || !UUID.test(id))
    return gotrueError(request, 404, 'validation_failed', 'factor_id must be an UUID');
  return (
    user.factors.find((factor) => factor.id === id) ??
    gotrueError(request, 404, 'mfa_factor_not_found', 'Factor not found')
  );
}

/**
 * Factor.DowngradeSessionsToAAL1 after a factor is deleted: the sessions it raised lose their totp claim (aal1).
 */
export function downgradeSessions(state: GoTrueState, factorId: string): void {
  for (const session of state.sessions.values()) if (session.mfa?.factorId === factorId) session.mfa = null;
}

/** The caller and the factor of the path, or GoTrue's refusal. */
function callerAndFactor(
  request: Request,
  state: GoTrueState,
  config: GoTrueConfig,
  id: string | undefined,
): { caller: Caller; factor: DoubleFactor } | Response {
  const caller = requireCaller(request, state, config);
  if (caller instanceof Response) return caller;
  const factor = ownedFactor(request, caller.user, id);
  return factor instanceof Response ? factor : { caller, factor };
}

/** validateFactors: old unverified factors go; a taken name, too many factors, or aal1 with a verified one refuse. */
function factorsRefusal(
  request: Request,
  state: GoTrueState,
  config: GoTrueConfig,
  caller: Caller,
  friendlyName: string,
): Response | null {
  const expiredBefore = state.now() - config.mfaFactorExpirySeconds * 1000;
  for (const user of state.users.values())
    user.factors = user.factors.filter((factor) => factor.status === 'verified' || factor.createdAt >= expiredBefore);
  const { factors } = caller.user;
  if (factors.some((factor) => factor.friendlyName === friendlyName))
    return gotrueError(
      request,
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= config.mfaMaxEnrolledFactors || verified >= config.mfaMaxVerifiedFactors)
    return gotrueError(
      request,
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  if (verified > 0 && state.aalOf(caller.session) !== 'aal2')
    return gotrueError(request, 403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  return null;
}

/** POST /factors: a TOTP factor, unverified, with its secret, otpauth URI and QR code (SVG) answered this once. */
function enroll(state: GoTrueState, config: GoTrueConfig): Handler {
  return async (request) => {
    const caller = requireCaller(request, state, config);
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    const factorType = textField(body, 'factor_type');
    if (factorType === 'phone' || factorType === 'webauthn')
      return gotrueError(
        request,
        422,
        `mfa_${factorType}_enroll_not_enabled`,
        `MFA enroll is disabled for ${factorType}`,
      );
    if (factorType !== 'totp')
      return gotrueError(request, 400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    const friendlyName = textField(body, 'friendly_name');
    const refusal = factorsRefusal(request, state, config, caller, friendlyName);
    if (refusal !== null) return refusal;
    const issuer = textField(body, 'issuer') || new URL(config.url).host;
    const secret = newTotpSecret();
    const uri = totpKeyUri(issuer, caller.user.email, secret);
    const now = state.now();
    const factor: DoubleFactor = {
      id: randomUUID(),
      friendlyName,
      secret,
      status: 'unverified',
      createdAt: now,
      updatedAt: now,
      lastChallengedAt: null,
      challenges: [],
    };
    caller.user.factors.push(factor);
    return HttpResponse.json({
      id: factor.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: renderSVG(uri), secret, uri },
    });
  };
}

/** POST /factors/{id}/challenge: a challenge from the caller's address, valid mfaChallengeExpirySeconds. */
function challenge(state: GoTrueState, config: GoTrueConfig): Handler {
  return (request, params) => {
    const found = callerAndFactor(request, state, config, params.id);
    if (found instanceof Response) return found;
    const now = state.now();
    const created = { id: randomUUID(), ipAddress: ipAddressOf(request), createdAt: now, verifiedAt: null };
    found.factor.challenges.push(created);
    found.factor.lastChallengedAt = now;
    return HttpResponse.json({
      id: created.id,
      type: 'totp',
      expires_at: Math.floor(now / 1000) + config.mfaChallengeExpirySeconds,
    });
  };
}

/**
 * POST /factors/{id}/verify `{ challenge_id, code }`: validateChallenge (unknown 422 mfa_factor_not_found; used or from
 * another address 422 mfa_ip_address_mismatch; expired 422 mfa_challenge_expired), then the code (422
 * mfa_verification_failed). A right code verifies the challenge and the factor, adds the session's totp claim (aal2),
 * swaps its refresh token, deletes the user's sessions below aal2 and their other unverified TOTP factors, and answers
 * the new tokens. As upstream, a code is not remembered: the same code verifies another challenge while it is valid.
 */
function verify(state: GoTrueState, config: GoTrueConfig): Handler {
  return async (request, params) => {
    const found = callerAndFactor(request, state, config, params.id);
    if (found instanceof Response) return found;
    const { caller, factor } = found;
    const body = await jsonBody(request);
    const code = textField(body, 'code');
    if (code === '') return gotrueError(request, 400, 'validation_failed', 'Code needs to be non-empty');
    const challenged = factor.challenges.find((candidate) => candidate.id === textField(body, 'challenge_id'));
    if (challenged === undefined)
      return gotrueError(request, 422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (challenged.verifiedAt !== null || challenged.ipAddress !== ipAddressOf(request))
      return gotrueError(request, 422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    if (state.now() > challenged.createdAt + config.mfaChallengeExpirySeconds * 1000) {
      factor.challenges = factor.challenges.filter((candidate) => candidate !== challenged);
      return gotrueError(
        request,
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challenged.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (!validTotp(code, factor.secret, state.now()))
      return gotrueError(request, 422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    const now = state.now();
    challenged.verifiedAt = now;
    if (factor.status !== 'verified') Object.assign(factor, { status: 'verified', updatedAt: now });
    caller.session.mfa = { factorId: factor.id, timestamp: Math.floor(now / 1000) };
    const current = state.activeRefreshToken(caller.session.id);
    if (current !== undefined) Object.assign(current, { revoked: true, updatedAt: now });
    const next = state.addRefreshToken(caller.session.id, current?.token ?? null);
    state.deleteSessions(
      [...state.sessions.values()]
        .filter((session) => session.userId === caller.user.id && state.aalOf(session) === 'aal1')
        .map((session) => session.id),
    );
    caller.user.factors = caller.user.factors.filter((other) => other.status === 'verified');
    return HttpResponse.json(tokenAnswer(state, config, caller.session.id, next.token));
  };
}

/** DELETE /factors/{id}: a verified one only from an aal2 session (422 insufficient_aal); its sessions go to aal1. */
function unenroll(state: GoTrueState, config: GoTrueConfig): Handler {
  return (request, params) => {
    const found = callerAndFactor(request, state, config, params.id);
    if (found instanceof Response) return found;
    const { caller, factor } = found;
    if (factor.status === 'verified' && state.aalOf(caller.session) !== 'aal2')
      return gotrueError(request, 422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    caller.user.factors = caller.user.factors.filter((other) => other !== factor);
    downgradeSessions(state, factor.id);
    return HttpResponse.json({ id: factor.id });
  };
}

/** The factor endpoints of a signed-in user (`/factors`, GoTrue's internal/api/mfa.go). */
export function factorEndpoints(state: GoTrueState, config: GoTrueConfig): Record<string, Handler> {
  return {
    'POST /factors': enroll(state, config),
    'POST /factors/:id/challenge': challenge(state, config),
    'POST /factors/:id/verify': verify(state, config),
    'DELETE /factors/:id': unenroll(state, config),
  };
}
