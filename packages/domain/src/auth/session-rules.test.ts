import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasSessionExpired,
  passwordChangeNeedsCurrent,
  REFRESH_REUSE_GRACE_S,
  refreshTokenUse,
  SESSION_LIFETIME_S,
  sessionEndsAtMs,
} from './session-rules.ts';
import { SESSION_COOKIE_MAX_AGE_S } from '../shared/constants.ts';

const DAY_MS = 24 * 60 * 60_000;
const instant = fc.integer({ min: 1_600_000_000_000, max: 2_500_000_000_000 });

describe(hasSessionExpired, () => {
  it('ends a session 30 days after sign-in, well before the 400-day cookie', () => {
    expect(SESSION_LIFETIME_S).toBe(30 * 24 * 60 * 60);
    expect(SESSION_LIFETIME_S).toBeLessThan(SESSION_COOKIE_MAX_AGE_S);
    const start = Date.UTC(2026, 0, 1);
    expect(hasSessionExpired(start, start + 30 * DAY_MS - 1)).toBe(false);
    expect(hasSessionExpired(start, start + 30 * DAY_MS)).toBe(true);
  });

  it('is alive exactly before its end and over from it on, whatever the times', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 400 * DAY_MS }), (start, elapsed) => {
        expect(hasSessionExpired(start, start + elapsed)).toBe(start + elapsed >= sessionEndsAtMs(start));
        expect(hasSessionExpired(start, start + elapsed)).toBe(elapsed >= SESSION_LIFETIME_S * 1000);
      }),
    );
  });
});

describe(refreshTokenUse, () => {
  it('rotates an unused token, answers the successor within 10 s of its use, and calls later use a theft', () => {
    expect(REFRESH_REUSE_GRACE_S).toBe(10);
    expect(refreshTokenUse(null, 5)).toBe('fresh');
    expect(refreshTokenUse(1_000, 11_000)).toBe('grace');
    expect(refreshTokenUse(1_000, 11_001)).toBe('theft');
  });

  it('never answers a used token as fresh, and grace turns to theft once and for good', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: DAY_MS }), fc.integer({ min: 0, max: DAY_MS }), (used, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(refreshTokenUse(used, used + early)).not.toBe('fresh');
        if (refreshTokenUse(used, used + early) === 'theft') expect(refreshTokenUse(used, used + late)).toBe('theft');
      }),
    );
  });
});

describe(passwordChangeNeedsCurrent, () => {
  it('asks for the current password in a signed-in session, not in one a reset or invitation link opened', () => {
    expect(passwordChangeNeedsCurrent('password')).toBe(true);
    expect(passwordChangeNeedsCurrent('link')).toBe(false);
  });
});
