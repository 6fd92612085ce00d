import { describe, expect, it, vi } from 'vitest';
import { FixedClock, InMemoryAnalyticsSink } from '@app/testing';
import { createPageViewRecorder } from './page-view-recorder.ts';

const visit = {
  method: 'GET',
  path: '/communities/naples-park?tab=map',
  status: 200,
  userAgent: 'Mozilla/5.0 Chrome/126.0',
  purpose: null,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe(createPageViewRecorder, () => {
  it('counts a public page on its Southwest Florida day without waiting for the count', async () => {
    const sink = new InMemoryAnalyticsSink();
    const record = createPageViewRecorder(sink, new FixedClock(Date.parse('2026-03-02T03:00:00Z')));

    expect(record(visit)).toBeUndefined();
    await settle();

    expect(sink.all()).toEqual([{ path: '/communities/naples-park', day: '2026-03-01' }]);
  });

  it('never throws when the sink fails, and logs a failure at most once a minute', async () => {
    const sink = new InMemoryAnalyticsSink();
    const clock = new FixedClock();
    const log = vi.fn();
    const record = createPageViewRecorder(sink, clock, log);

    for (const advance of [0, 10_000, 60_000]) {
      clock.advance(advance);
      sink.failNextWith(new Error('database down'));
      record(visit);
      await settle();
    }

    expect(log).toHaveBeenCalledTimes(2);
    expect(sink.all()).toEqual([]);
  });
});
