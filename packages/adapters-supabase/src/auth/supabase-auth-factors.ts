import {
  factorNotFoundError,
  insufficientAalError,
  isUuid,
  normalizedTotpCode,
  NotFoundError,
  requiredAssuranceLevel,
  sessionMissingError,
  wrongTotpCodeError,
  type AssuranceLevels,
  type AuthFactor,
  type AuthFactorAdmin,
  type AuthFactors,
  type AuthSession,
  type TotpEnrolment,
} from '@app/domain';
import type { Factor, SupabaseClient, User } from '@supabase/supabase-js';
import { accessTokenClaims } from './access-token-claims.ts';
import { createMemoryFlowCookies } from './flow-cookies.ts';
import { createAdminClient, unwrapAdmin, type SupabaseUserAdminOptions } from './gotrue-admin-client.ts';
import { isVisitorUser, sessionFromGoTrue } from './gotrue-user.mapper.ts';
import { createAuthCall, type SupabaseAuthOptions } from './supabase-auth-client.ts';
import { unwrapAuth as unwrap } from './supabase-auth-errors.ts';
import type { SpentTotpCodes } from './spent-totp-codes.ts';

/** The project, its service-role key (for an admin's recovery) and where spent codes are kept. */
export interface SupabaseAuthFactorsOptions extends SupabaseAuthOptions {
  readonly serviceRoleKey: string;
  readonly spentCodes: SpentTotpCodes;
}

/** The name a new factor gets: GoTrue refuses a friendly name the user's factors already hold. */
const FACTOR_NAME = 'Authenticator app';

function factorFromGoTrue(factor: Factor): AuthFactor {
  return {
    id: factor.id,
    factorType: 'totp',
    status: factor.status === 'verified' ? 'verified' : 'unverified',
    friendlyName: factor.friendly_name ?? '',
    createdAt: new Date(factor.created_at).toISOString(),
  };
}

const totpFactorsOf = (user: User): Factor[] =>
  (user.factors ?? [])
    .filter((factor) => factor.factor_type === 'totp')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));

/**
 * The AuthFactors port over Supabase Auth's MFA (supabase-js `auth.mfa` with the user's access token: enroll,
 * challengeAndVerify, unenroll; the factors and levels from GET /user), and AuthFactorAdmin through the admin API
 * (`auth.admin.mfa.listFactors` / `deleteFactor`). GoTrue keeps each session's level (aal2 once a code was verified in
 * it, carried in the access token's `aal` claim) and ends the user's aal1 sessions when a code is verified. What GoTrue
 * does not do, the adapter adds so both back-ends behave alike (ADR 0039): a code is accepted once (SpentTotpCodes),
 * removing a factor takes a current code, and changing factors needs the level the user's factors ask for.
 */
export class SupabaseAuthFactors implements AuthFactors, AuthFactorAdmin {
  private readonly admin: SupabaseClient;

  constructor(private readonly options: SupabaseAuthFactorsOptions) {
    const adminOptions: SupabaseUserAdminOptions = {
      url: options.url,
      serviceRoleKey: options.serviceRoleKey,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    };
    this.admin = createAdminClient(adminOptions);
  }

  /** A client acting as the holder of the token (supabase-js's mfa calls read the session from its storage). */
  private clientFor(accessToken: string): SupabaseClient {
    const { client, seedSession } = createAuthCall(this.options, createMemoryFlowCookies());
    seedSession({ access_token: accessToken, expires_at: accessTokenClaims(accessToken).exp });
    return client;
  }

  /** The staff user of a token (GoTrue checks it and its session); a visitor's is a missing session. */
  private async staffUser(accessToken: string): Promise<User> {
    if (accessToken.trim() === '') throw sessionMissingError();
    const { client } = createAuthCall(this.options, createMemoryFlowCookies());
    const { user } = await unwrap(() => client.auth.getUser(accessToken));
    if (isVisitorUser(user)) throw sessionMissingError();
    return user;
  }

  private static levelsOf(accessToken: string, user: User): AssuranceLevels {
    return {
      currentLevel: accessTokenClaims(accessToken).aal,
      nextLevel: requiredAssuranceLevel(totpFactorsOf(user).some((factor) => factor.status === 'verified')),
    };
  }

  async listFactors(accessToken: string): Promise<AuthFactor[]> {
    return totpFactorsOf(await this.staffUser(accessToken)).map(factorFromGoTrue);
  }

  /**
   * What supabase-js's getAuthenticatorAssuranceLevel(jwt) reads (the token's `aal` after GoTrue accepted the token,
   * and the user's verified factors), with the next level by the domain's rule: aal1 once no verified factor is left.
   */
  async assuranceLevel(accessToken: string): Promise<AssuranceLevels> {
    return SupabaseAuthFactors.levelsOf(accessToken, await this.staffUser(accessToken));
  }

  /** Changing factors needs the level the user's factors ask for: a password alone may not. */
  private async fullyVerifiedUser(accessToken: string): Promise<User> {
    const user = await this.staffUser(accessToken);
    const levels = SupabaseAuthFactors.levelsOf(accessToken, user);
    if (levels.currentLevel !== levels.nextLevel) throw insufficientAalError();
    return user;
  }

  async enrollTotp(accessToken: string, issuer: string): Promise<TotpEnrolment> {
    const user = await this.fullyVerifiedUser(accessToken);
    const client = this.clientFor(accessToken);
    const factors = totpFactorsOf(user);
    for (const factor of factors.filter((candidate) => candidate.status !== 'verified'))
      await unwrap(() => client.auth.mfa.unenroll({ factorId: factor.id }));
    const taken = new Set(factors.filter((f) => f.status === 'verified').map((f) => f.friendly_name));
    let friendlyName = FACTOR_NAME;
    for (let n = 2; taken.has(friendlyName); n++) friendlyName = `${FACTOR_NAME} ${String(n)}`;
    const enrolled = await unwrap(() => client.auth.mfa.enroll({ factorType: 'totp', issuer, friendlyName }));
    if (enrolled.type !== 'totp') throw new Error('GoTrue enrolled another kind of factor than TOTP');
    return { factorId: enrolled.id, uri: enrolled.totp.uri, secret: enrolled.totp.secret };
  }

  /**
   * A challenge and its verification (GoTrue asks for both, from one address), after the code is claimed: a claimed
   * code is refused as a wrong one; a claim GoTrue refused is given back.
   */
  async verifyTotp(accessToken: string, factorId: string, code: string): Promise<AuthSession> {
    const digits = normalizedTotpCode(code);
    if (digits === null) throw wrongTotpCodeError();
    if (!isUuid(factorId)) throw factorNotFoundError();
    if (!(await this.options.spentCodes.claim(factorId, digits))) throw wrongTotpCodeError();
    try {
      const client = this.clientFor(accessToken);
      const verified = await unwrap(() => client.auth.mfa.challengeAndVerify({ factorId, code: digits }));
      return sessionFromGoTrue(verified);
    } catch (error) {
      await this.options.spentCodes.release(factorId, digits);
      throw error;
    }
  }

  /**
   * Removes a factor with a current code. Verifying swaps the session's refresh token (GoTrue), so the session after
   * the code is answered, for the caller to keep.
   */
  async unenroll(accessToken: string, factorId: string, code: string): Promise<AuthSession> {
    await this.fullyVerifiedUser(accessToken);
    const session = await this.verifyTotp(accessToken, factorId, code);
    const client = this.clientFor(session.access_token);
    await unwrap(() => client.auth.mfa.unenroll({ factorId }));
    return session;
  }

  /** Every factor of a user removed through the admin API (an admin's recovery); answers how many. */
  async removeFactors(userId: string): Promise<number> {
    if (!isUuid(userId)) throw new NotFoundError('User not found');
    const { factors } = await unwrapAdmin(() => this.admin.auth.admin.mfa.listFactors({ userId }));
    for (const factor of factors)
      await unwrapAdmin(() => this.admin.auth.admin.mfa.deleteFactor({ id: factor.id, userId }));
    return factors.length;
  }
}
