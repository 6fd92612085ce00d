import {
  acceptedTotpStep,
  factorNotFoundError,
  insufficientAalError,
  requiredAssuranceLevel,
  sessionMissingError,
  totpUri,
  wrongTotpCodeError,
  type AssuranceLevel,
  type AssuranceLevels,
  type AuthFactor,
  type AuthFactorAdmin,
  type AuthFactors,
  type AuthSession,
  type FactorStatus,
  type TotpEnrolment,
} from '@app/domain';
import type { Database } from '../connection/database.ts';
import { findAccount, STAFF_ACCOUNT, userFromAccount } from './auth-account.mapper.ts';
import { addRefreshToken, liveSessionClaims, sessionAnswer, type SessionIssuer } from './auth-sessions.ts';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpCodeAt } from './totp-secret.ts';

interface FactorRow {
  readonly id: string;
  readonly status: FactorStatus;
  readonly friendly_name: string;
  readonly secret_ciphertext: string;
  readonly last_used_step: string | number | null;
  readonly created_at: Date | string;
}

const FACTOR_COLUMNS = 'id, status, friendly_name, secret_ciphertext, last_used_step, created_at';

function factorFromRow(row: FactorRow): AuthFactor {
  return {
    id: row.id,
    factorType: 'totp',
    status: row.status,
    friendlyName: row.friendly_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The embedded AuthFactors (migration 0040): TOTP factors with their secret sealed under the signing key, the last
 * accepted step kept per factor (a code is accepted once, even from two requests at the same moment: the update is
 * conditional), and each session's assurance level.
 */
export class PostgresAuthFactors implements AuthFactors, AuthFactorAdmin {
  constructor(
    private readonly db: Database,
    private readonly issuer: SessionIssuer,
  ) {}

  private async accountOf(accessToken: string): Promise<{ accountId: string; sessionId: string }> {
    const claims = await liveSessionClaims(this.db, this.issuer, accessToken);
    return { accountId: claims.sub, sessionId: claims.session_id };
  }

  private async factor(accountId: string, factorId: string): Promise<FactorRow> {
    const { rows } = await this.db.query<FactorRow>(
      `select ${FACTOR_COLUMNS} from auth_factors where account_id = $1 and id::text = $2`,
      [accountId, factorId],
    );
    if (rows[0] === undefined) throw factorNotFoundError();
    return rows[0];
  }

  async listFactors(accessToken: string): Promise<AuthFactor[]> {
    const { accountId } = await this.accountOf(accessToken);
    const { rows } = await this.db.query<FactorRow>(
      `select ${FACTOR_COLUMNS} from auth_factors where account_id = $1 order by created_at`,
      [accountId],
    );
    return rows.map(factorFromRow);
  }

  async enrollTotp(accessToken: string, issuer: string): Promise<TotpEnrolment> {
    const { accountId } = await this.accountOf(accessToken);
    await this.assertFullyVerified(accessToken);
    const account = await findAccount(this.db, STAFF_ACCOUNT, 'id', accountId);
    if (account === undefined) throw sessionMissingError();
    const secret = newTotpSecret();
    const factorId = await this.db.transaction(async (tx) => {
      await tx.query("delete from auth_factors where account_id = $1 and status = 'unverified'", [accountId]);
      const { rows } = await tx.query<{ id: string }>(
        `insert into auth_factors (account_id, friendly_name, secret_ciphertext) values ($1, 'Authenticator app', $2)
         returning id`,
        [accountId, sealTotpSecret(secret, this.issuer.secret)],
      );
      return rows[0]?.id ?? '';
    });
    return { factorId, secret, uri: totpUri({ issuer, account: account.email, secretBase32: secret }) };
  }

  /** Uses up the code's step on the factor, or throws mfa_verification_failed. */
  private async spendCode(accountId: string, factorId: string, code: string): Promise<void> {
    const factor = await this.factor(accountId, factorId);
    const secret = openTotpSecret(factor.secret_ciphertext, this.issuer.secret);
    const lastUsed = factor.last_used_step === null ? null : Number(factor.last_used_step);
    const step = acceptedTotpStep(code, this.issuer.nowMs(), lastUsed, (at) => totpCodeAt(secret, at));
    if (step === null) throw wrongTotpCodeError();
    const { rows } = await this.db.query(
      `update auth_factors set last_used_step = $3, status = 'verified'
       where id = $1 and account_id = $2 and (last_used_step is null or last_used_step < $3) returning id`,
      [factor.id, accountId, step],
    );
    if (rows.length === 0) throw wrongTotpCodeError();
  }

  async verifyTotp(accessToken: string, factorId: string, code: string): Promise<AuthSession> {
    const { accountId, sessionId } = await this.accountOf(accessToken);
    await this.spendCode(accountId, factorId, code);
    return this.db.transaction(async (tx) => {
      await tx.query("update auth_sessions set aal = 'aal2' where id = $1", [sessionId]);
      const account = await findAccount(tx, STAFF_ACCOUNT, 'id', accountId);
      if (account === undefined) throw sessionMissingError();
      return sessionAnswer(this.issuer, userFromAccount(account), sessionId, await addRefreshToken(tx, sessionId));
    });
  }

  /** The session's tokens stay good (its level is kept in its row): answers null. */
  async unenroll(accessToken: string, factorId: string, code: string): Promise<null> {
    const { accountId } = await this.accountOf(accessToken);
    await this.assertFullyVerified(accessToken);
    await this.spendCode(accountId, factorId, code);
    await this.db.query('delete from auth_factors where id = $1 and account_id = $2', [factorId, accountId]);
    return null;
  }

  /** Changing factors needs the level the user's factors ask for: a password alone may not remove them. */
  private async assertFullyVerified(accessToken: string): Promise<void> {
    const levels = await this.assuranceLevel(accessToken);
    if (levels.currentLevel !== levels.nextLevel) throw insufficientAalError();
  }

  async assuranceLevel(accessToken: string): Promise<AssuranceLevels> {
    const { sessionId } = await this.accountOf(accessToken);
    const { rows } = await this.db.query<{ aal: AssuranceLevel; has_factor: boolean }>(
      `select s.aal, exists (select 1 from auth_factors f where f.account_id = s.account_id and f.status = 'verified')
         as has_factor
       from auth_sessions s where s.id = $1`,
      [sessionId],
    );
    const row = rows[0];
    if (row === undefined) throw sessionMissingError();
    return { currentLevel: row.aal, nextLevel: requiredAssuranceLevel(row.has_factor) };
  }

  /** Every factor of a user removed (an admin's recovery); answers how many. */
  async removeFactors(userId: string): Promise<number> {
    const { rows } = await this.db.query('delete from auth_factors where account_id::text = $1 returning id', [userId]);
    return rows.length;
  }
}
