import { describe, expect, it } from 'vitest';
import { FixedClock, InMemoryMailQueue, RecordingMailTransport } from '@app/testing';
import { startMailDelivery } from './mail-delivery-worker.ts';
import { DEFAULT_MAIL_RETRY } from './mail-retry.ts';

/** Timers a test fires by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    set: (callback: () => void) => {
      next += 1;
      pending.set(next, callback);
      return next;
    },
    clear: (handle: unknown) => void pending.delete(handle as number),
    fire: () => {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback();
    },
    count: () => pending.size,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function setUp() {
  const clock = new FixedClock();
  const queue = new InMemoryMailQueue(clock);
  const transport = new RecordingMailTransport();
  const timers = manualTimers();
  const failures: unknown[] = [];
  const worker = startMailDelivery({
    queue,
    transport,
    clock,
    policy: DEFAULT_MAIL_RETRY,
    random: () => 0.5,
    report: { sent: () => undefined, retrying: () => undefined, gaveUp: () => undefined },
    timers,
    intervalMs: 5000,
    passFailed: (error) => failures.push(error),
  });
  return { queue, transport, timers, failures, worker };
}

describe(startMailDelivery, () => {
  it('delivers a mail at once when woken, and what others queued at the next tick', async () => {
    const { queue, transport, timers, worker } = setUp();
    await settle();
    await queue.send({ to: 'a@palmetto.example', subject: 'Woken', text: 'x' });
    worker.wake();
    await settle();
    expect(transport.delivered.map((mail) => mail.subject)).toEqual(['Woken']);

    await queue.send({ to: 'b@palmetto.example', subject: 'Ticked', text: 'x' });
    expect(timers.count()).toBe(1);
    timers.fire();
    await settle();
    expect(transport.delivered.map((mail) => mail.subject)).toEqual(['Woken', 'Ticked']);
    await worker.stop();
  });

  it('reports a pass that failed and keeps ticking; after stop nothing is scheduled', async () => {
    const { queue, timers, failures, worker } = setUp();
    await settle();
    queue.claimDue = () => Promise.reject(new Error('connection terminated'));
    timers.fire();
    await settle();
    expect(failures.map((error) => (error as Error).message)).toEqual(['connection terminated']);
    expect(timers.count()).toBe(1);

    await worker.stop();
    expect(timers.count()).toBe(0);
    worker.wake();
    expect(timers.count()).toBe(0);
  });
});
