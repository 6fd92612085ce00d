import type { SqlExecutor } from '@app/database';
import { AuthError } from '@app/domain';
import { newOpaqueToken, tokenHash } from './opaque-token.ts';

/** What a link code is for, and how long it lives. */
const CODE_LIFETIME_MS = { recovery: 60 * 60_000, invite: 7 * 24 * 60 * 60_000, 'sign-in': 60 * 60_000 } as const;
export type CodePurpose = keyof typeof CODE_LIFETIME_MS;

/** Makes a one-time code for an account and answers it (only its hash is stored). */
export async function createOneTimeCode(
  tx: SqlExecutor,
  accountId: string,
  purpose: CodePurpose,
  nowMs: number,
): Promise<string> {
  const code = newOpaqueToken();
  await tx.query(
    'insert into auth_one_time_codes (code_hash, account_id, purpose, expires_at) values ($1, $2, $3, $4)',
    [tokenHash(code), accountId, purpose, new Date(nowMs + CODE_LIFETIME_MS[purpose]).toISOString()],
  );
  return code;
}

/**
 * Uses up a code of one of the purposes that exists, is unused and has not expired; answers its account and
 * purpose. A code of another purpose stays unused and is refused like an unknown one (a visitor's sign-in code
 * never opens an admin session, nor a staff reset code a visitor session).
 */
export async function redeemOneTimeCode(
  tx: SqlExecutor,
  code: string,
  nowMs: number,
  purposes: readonly CodePurpose[],
): Promise<{ accountId: string; purpose: CodePurpose }> {
  const { rows } = await tx.query<{ account_id: string; purpose: CodePurpose }>(
    `update auth_one_time_codes set used_at = $2
     where code_hash = $1 and used_at is null and expires_at > $2 and purpose = any($3::text[])
     returning account_id, purpose`,
    [tokenHash(code), new Date(nowMs).toISOString(), [...purposes]],
  );
  const row = rows[0];
  if (row === undefined)
    throw new AuthError('pkce_exchange_failed', 'This link is invalid or has expired. Ask for a new one.');
  return { accountId: row.account_id, purpose: row.purpose };
}
