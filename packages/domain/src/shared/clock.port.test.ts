import { describe, expect, it } from 'vitest';
import { systemClock } from './clock.port.ts';

describe('systemClock', () => {
  it('tells the current time in milliseconds since the epoch', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
