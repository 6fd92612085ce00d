import { TOTP_CODE_ACCEPTABLE_MS } from '@app/domain';

/**
 * The replay rule GoTrue does not keep: it accepts a code again for every new challenge while the code's step is in
 * its window. The adapter claims each code of a factor before GoTrue checks it; a claimed code is refused for
 * TOTP_CODE_ACCEPTABLE_MS (after which GoTrue refuses it anyway). The claim must be atomic across the servers that
 * share one Supabase project (the API composes it over its shared attempt counters).
 */
export interface SpentTotpCodes {
  /** Claims a code of a factor: false when it was claimed within TOTP_CODE_ACCEPTABLE_MS. */
  claim(factorId: string, code: string): Promise<boolean>;
  /** Gives a claim back (GoTrue refused the code, so it was never used). */
  release(factorId: string, code: string): Promise<void>;
}

/** Spent codes in this process's memory: for one server and for tests. */
export function createMemorySpentTotpCodes(nowMs: () => number = Date.now): SpentTotpCodes {
  const claimedAt = new Map<string, number>();
  const key = (factorId: string, code: string) => `${factorId}:${code}`;
  return {
    claim: async (factorId, code) => {
      const now = nowMs();
      for (const [stored, at] of claimedAt) if (now - at >= TOTP_CODE_ACCEPTABLE_MS) claimedAt.delete(stored);
      if (claimedAt.has(key(factorId, code))) return false;
      claimedAt.set(key(factorId, code), now);
      return true;
    },
    release: async (factorId, code) => void claimedAt.delete(key(factorId, code)),
  };
}
