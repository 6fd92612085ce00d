import { DataUnavailableError } from '@app/domain';
import { FixedClock } from '@app/testing';
import { describe, expect, it } from 'vitest';
import { FakeSleep } from '../../test-support/fake-sleep.ts';
import { TrestleQuotaThrottle } from './quota-throttle.ts';

function setUp(budget = { perMinute: 3, perHour: 100 }, maxWaitMs = 3_600_000) {
  const clock = new FixedClock();
  const sleep = new FakeSleep(clock);
  return { clock, sleep, throttle: new TrestleQuotaThrottle(clock, sleep.sleep, budget, maxWaitMs) };
}

async function acquireTimes(throttle: TrestleQuotaThrottle, clock: FixedClock, times: number): Promise<number[]> {
  const starts: number[] = [];
  for (let i = 0; i < times; i++) {
    await throttle.acquire();
    starts.push(clock.now());
  }
  return starts;
}

describe(TrestleQuotaThrottle, () => {
  it('lets queries through at once while the minute has room, then waits for the oldest to leave it', async () => {
    const { clock, sleep, throttle } = setUp();
    const start = clock.now();
    const starts = await acquireTimes(throttle, clock, 7);
    expect(starts.map((at) => at - start)).toEqual([0, 0, 0, 60_000, 60_000, 60_000, 120_000]);
    expect(sleep.waits).toEqual([60_000, 60_000]);
  });

  it('never starts more queries in a rolling minute than the budget', async () => {
    const { clock, throttle } = setUp({ perMinute: 5, perHour: 1_000 });
    const starts: number[] = [];
    for (let i = 0; i < 40; i++) {
      clock.advance((i * 7_919) % 13_000);
      await throttle.acquire();
      starts.push(clock.now());
    }
    for (const at of starts)
      expect(starts.filter((other) => other > at - 60_000 && other <= at).length).toBeLessThanOrEqual(5);
  });

  it('shrinks the budget to 95% of the quota the answers announce', async () => {
    const { clock, sleep, throttle } = setUp({ perMinute: 170, perHour: 6_800 });
    throttle.observe(new Headers({ 'Minute-Quota-Limit': '10.0', 'Hour-Quota-Limit': '7200.0' }));
    await acquireTimes(throttle, clock, 10);
    expect(sleep.waits).toEqual([60_000]);
  });

  it('keeps its own budget when the announced quota is larger or unreadable', async () => {
    const { clock, sleep, throttle } = setUp();
    throttle.observe(new Headers({ 'Minute-Quota-Limit': '180.0', 'Hour-Quota-Limit': 'lots' }));
    await acquireTimes(throttle, clock, 4);
    expect(sleep.waits).toEqual([60_000]);
  });

  it('keeps to the hourly budget too', async () => {
    const { clock, sleep, throttle } = setUp({ perMinute: 100, perHour: 4 });
    await acquireTimes(throttle, clock, 5);
    expect(sleep.waits).toEqual([3_600_000]);
  });

  it('fails instead of waiting longer than it may', async () => {
    const { clock, throttle } = setUp({ perMinute: 100, perHour: 2 }, 300_000);
    await acquireTimes(throttle, clock, 2);
    await expect(throttle.acquire()).rejects.toThrow(DataUnavailableError);
    await expect(throttle.acquire()).rejects.toThrow('Trestle query quota used up: the next query fits in 3600 s');
  });
});
