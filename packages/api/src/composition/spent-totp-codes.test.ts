import { describe, expect, it } from 'vitest';
import { memoryAttemptCounters } from '../limits/memory-attempt-counters.ts';
import { spentTotpCodesOver } from './spent-totp-codes.ts';

describe(spentTotpCodesOver, () => {
  it('lets a code of a factor be claimed once, again after its claim is given back, and per factor', async () => {
    const spent = spentTotpCodesOver(memoryAttemptCounters());
    expect(await spent.claim('factor-a', '123456')).toBe(true);
    expect(await spent.claim('factor-a', '123456')).toBe(false);
    expect(await spent.claim('factor-a', '654321')).toBe(true);
    expect(await spent.claim('factor-b', '123456')).toBe(true);
    await spent.release('factor-a', '123456');
    expect(await spent.claim('factor-a', '123456')).toBe(true);
  });
});
