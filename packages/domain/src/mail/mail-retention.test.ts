import { describe, expect, it } from 'vitest';
import { FixedClock, InMemoryMailQueue } from '@app/testing';
import { pruneMailOutbox } from './mail-retention.ts';

describe('pruneMailOutbox', () => {
  it('deletes the mail sent more than the retention ago, and keeps newer, waiting and failed mail', async () => {
    const clock = new FixedClock();
    const queue = new InMemoryMailQueue(clock);
    for (const subject of ['old', 'failed', 'new', 'waiting'])
      await queue.send({ to: 'a@example.com', subject, text: '' });
    const [old, failed, recent] = await queue.claimDue(clock.now(), 1000, 3);
    await queue.markSent(old!, clock.now());
    await queue.markFailed(failed!, 'gave up');
    clock.advance(20 * 86_400_000);
    await queue.markSent(recent!, clock.now());
    clock.advance(11 * 86_400_000);

    expect(await pruneMailOutbox({ queue, clock, retentionDays: 30 })).toBe(1);
    expect((await queue.states()).map((state) => state.subject)).toEqual(['failed', 'new', 'waiting']);
    expect(await pruneMailOutbox({ queue, clock, retentionDays: 10 })).toBe(1);
    expect((await queue.states()).map((state) => state.subject)).toEqual(['failed', 'waiting']);
  });
});
