import { TOTP_PERIOD_S } from '@app/domain';
import type { AuthFactorsFixture } from '@app/testing';
import { createMemorySpentTotpCodes } from '../../src/auth/spent-totp-codes.ts';
import { SupabaseAuthFactors } from '../../src/auth/supabase-auth-factors.ts';
import { goTrueFixture } from './gotrue-test-fixture.ts';
import { totpAt } from './gotrue-totp.ts';

/** The AuthFactors contract's fixture: SupabaseAuthFactors over the GoTrue double, codes from the double's clock. */
export async function goTrueFactorsFixture(): Promise<
  AuthFactorsFixture & Awaited<ReturnType<typeof goTrueFixture>> & { factors: SupabaseAuthFactors }
> {
  const base = await goTrueFixture();
  const { double } = base;
  const now = () => double.state.now();
  const factors = new SupabaseAuthFactors({
    url: double.url,
    anonKey: double.anonKey,
    serviceRoleKey: double.serviceRoleKey,
    nowMs: now,
    spentCodes: createMemorySpentTotpCodes(now),
  });
  return {
    ...base,
    factors,
    factorAdmin: factors,
    codeFor: (secret, stepsFromNow = 0) => totpAt(secret, now() + stepsFromNow * TOTP_PERIOD_S * 1000),
  };
}
