import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTO_REFRESH_THRESHOLD_TICKS, AUTO_REFRESH_TICK_MS, REFRESH_RETRY_BUDGET_MS } from '../shared/constants.ts';
import { refreshBackoffMs, shouldRefreshSession, shouldRetryRefresh, ticksUntilExpiry } from './session-refresh.ts';

const NOW = Date.parse('2025-03-01T12:00:00.000Z');
const expiresIn = (seconds: number) => NOW / 1000 + seconds;

describe(ticksUntilExpiry, () => {
  it('counts whole 30 s ticks left', () => {
    expect(AUTO_REFRESH_TICK_MS).toBe(30_000);
    expect(ticksUntilExpiry(expiresIn(3_600), NOW)).toBe(120);
    expect(ticksUntilExpiry(expiresIn(89), NOW)).toBe(2);
    expect(ticksUntilExpiry(expiresIn(90), NOW)).toBe(3);
    expect(ticksUntilExpiry(expiresIn(-1), NOW)).toBe(-1);
  });

  it('never rises as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3_600, max: 7_200 }), fc.nat(600_000), fc.nat(600_000), (expiry, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(ticksUntilExpiry(expiresIn(expiry), NOW + later)).toBeLessThanOrEqual(
          ticksUntilExpiry(expiresIn(expiry), NOW + earlier),
        );
      }),
    );
  });
});

describe(shouldRefreshSession, () => {
  it('refreshes within 3 ticks of 30 s of expiry, while the tab is visible', () => {
    expect(AUTO_REFRESH_THRESHOLD_TICKS).toBe(3);
    expect(shouldRefreshSession({ expiresAtSeconds: expiresIn(90), now: NOW, tabVisible: true })).toBe(true);
    expect(shouldRefreshSession({ expiresAtSeconds: expiresIn(10), now: NOW, tabVisible: true })).toBe(true);
    expect(shouldRefreshSession({ expiresAtSeconds: expiresIn(-5), now: NOW, tabVisible: true })).toBe(true);
  });

  it('waits while more than 3 whole ticks are left', () => {
    expect(shouldRefreshSession({ expiresAtSeconds: expiresIn(120), now: NOW, tabVisible: true })).toBe(false);
    expect(shouldRefreshSession({ expiresAtSeconds: expiresIn(3_600), now: NOW, tabVisible: true })).toBe(false);
  });

  it('never refreshes while the tab is hidden', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3_600, max: 7_200 }), (seconds) => {
        expect(shouldRefreshSession({ expiresAtSeconds: expiresIn(seconds), now: NOW, tabVisible: false })).toBe(false);
      }),
    );
  });

  it('refreshes a visible tab exactly when at most 3 ticks are left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3_600, max: 7_200 }), (seconds) => {
        const decision = shouldRefreshSession({ expiresAtSeconds: expiresIn(seconds), now: NOW, tabVisible: true });
        expect(decision).toBe(seconds < 4 * 30);
      }),
    );
  });
});

describe(refreshBackoffMs, () => {
  it('waits nothing before the first attempt, then 200 ms doubling', () => {
    expect([0, 1, 2, 3, 4].map(refreshBackoffMs)).toEqual([0, 200, 400, 800, 1_600]);
  });

  it('doubles from one retry to the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (attempt) => {
        expect(refreshBackoffMs(attempt + 1)).toBe(2 * refreshBackoffMs(attempt));
      }),
    );
  });
});

describe(shouldRetryRefresh, () => {
  it('retries a retryable failure while the next wait ends within 30 s', () => {
    expect(shouldRetryRefresh({ attempt: 0, startedAt: NOW, now: NOW, retryable: true })).toBe(true);
    expect(shouldRetryRefresh({ attempt: 1, startedAt: NOW, now: NOW + 29_599, retryable: true })).toBe(true);
    expect(shouldRetryRefresh({ attempt: 1, startedAt: NOW, now: NOW + 29_600, retryable: true })).toBe(false);
  });

  it('never retries a failure a retry cannot cure', () => {
    expect(shouldRetryRefresh({ attempt: 0, startedAt: NOW, now: NOW, retryable: false })).toBe(false);
  });

  it('gives up within the 30 s budget however fast each attempt fails', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(2_000), { minLength: 1, maxLength: 30 }), (attemptDurations) => {
        let now = NOW;
        let attempt = 0;
        for (const duration of attemptDurations) {
          now += duration;
          if (!shouldRetryRefresh({ attempt, startedAt: NOW, now, retryable: true })) break;
          attempt += 1;
          now += refreshBackoffMs(attempt);
          expect(now - NOW).toBeLessThan(REFRESH_RETRY_BUDGET_MS);
        }
      }),
    );
  });
});
