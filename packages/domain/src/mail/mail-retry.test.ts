import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterFailedTry,
  DEFAULT_MAIL_RETRY,
  retryCeilingMs,
  retryDelayMs,
  type MailRetryPolicy,
} from './mail-retry.ts';

const policyArbitrary: fc.Arbitrary<MailRetryPolicy> = fc
  .record({
    firstDelayMs: fc.integer({ min: 1, max: 600_000 }),
    extra: fc.integer({ min: 0, max: 86_400_000 }),
    maxAttempts: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ firstDelayMs, extra, maxAttempts }) => ({
    firstDelayMs,
    maxDelayMs: firstDelayMs + extra,
    maxAttempts,
    leaseMs: 60_000,
  }));
const attemptArbitrary = fc.integer({ min: 1, max: 200 });
const randomArbitrary = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('the back-off schedule of mail delivery', () => {
  it('waits between half the ceiling and the ceiling, never more than the cap', () => {
    fc.assert(
      fc.property(policyArbitrary, attemptArbitrary, randomArbitrary, (policy, attempt, random) => {
        const ceiling = retryCeilingMs(attempt, policy);
        const delay = retryDelayMs(attempt, policy, random);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
        expect(delay).toBeLessThanOrEqual(ceiling);
        expect(ceiling).toBeLessThanOrEqual(policy.maxDelayMs);
      }),
    );
  });

  it('doubles the ceiling with every try until the cap', () => {
    fc.assert(
      fc.property(policyArbitrary, attemptArbitrary, (policy, attempt) => {
        const next = retryCeilingMs(attempt + 1, policy);
        expect(next).toBe(Math.min(policy.maxDelayMs, 2 * retryCeilingMs(attempt, policy)));
      }),
    );
  });

  it('retries later than now after every try but the last, and gives up after the last', () => {
    fc.assert(
      fc.property(policyArbitrary, attemptArbitrary, randomArbitrary, fc.nat(), (policy, attempt, random, nowMs) => {
        const next = afterFailedTry(attempt, policy, nowMs, random);
        if (attempt >= policy.maxAttempts) expect(next).toEqual({ giveUp: true });
        else expect(next.giveUp === false && next.retryAtMs > nowMs).toBe(true);
      }),
    );
  });

  it('by default tries 8 times over about an hour: 30 s, 1, 2, 4, 8, 16, 32 min at the most', () => {
    const ceilings = Array.from({ length: 7 }, (_, index) => retryCeilingMs(index + 1, DEFAULT_MAIL_RETRY) / 1000);
    expect(ceilings).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    expect(afterFailedTry(8, DEFAULT_MAIL_RETRY, 0, 0.5)).toEqual({ giveUp: true });
  });
});
