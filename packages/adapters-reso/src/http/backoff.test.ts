import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelayMs, DEFAULT_BACKOFF, retryAfterMs } from './backoff.ts';

describe(backoffDelayMs, () => {
  it('doubles from one second, with the jitter spread over the upper half', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelayMs(attempt, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([0, 1, 2, 3].map((attempt) => backoffDelayMs(attempt, () => 0.999_999))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
  });

  it('never waits more than the cap nor less than half the ceiling', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, chance) => {
        const ceiling = Math.min(DEFAULT_BACKOFF.maxMs, DEFAULT_BACKOFF.baseMs * 2 ** attempt);
        const delay = backoffDelayMs(attempt, () => chance);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(DEFAULT_BACKOFF.maxMs);
      }),
    );
  });
});

describe(retryAfterMs, () => {
  const now = Date.UTC(2026, 10, 1, 12, 0, 0);

  it('reads delay-seconds', () => {
    expect(retryAfterMs('7', now)).toBe(7_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP-date, and a date already past as no wait', () => {
    expect(retryAfterMs('Sun, 01 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 01 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('answers null when absent or unreadable', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
