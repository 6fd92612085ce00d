import type { SpentTotpCodes } from '@app/adapters-supabase';
import { TOTP_CODE_ACCEPTABLE_MS } from '@app/domain';
import type { AttemptCounters, LimitRule } from '../limits/attempt-counter.ts';

/** One claim per factor and code while the code could be accepted again (ADR 0039). */
export const SPENT_TOTP_CODES_RULE: LimitRule = { name: 'totp-spent', points: 1, windowMs: TOTP_CODE_ACCEPTABLE_MS };

/**
 * The Supabase factors adapter's spent codes over the attempt counters: with the database's counters (ADR 0020) a
 * claim is one atomic upsert shared by every server, so a code entered in two tabs at once works in one of them.
 */
export function spentTotpCodesOver(counters: AttemptCounters): SpentTotpCodes {
  const counter = counters(SPENT_TOTP_CODES_RULE);
  const key = (factorId: string, code: string) => `${factorId}:${code}`;
  return {
    claim: async (factorId, code) => (await counter.consume(key(factorId, code))).allowed,
    release: (factorId, code) => counter.refund(key(factorId, code)),
  };
}
