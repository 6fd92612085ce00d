import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScheduleTimers } from '../application/replication/replication-schedule.ts';
import type { Logger } from '../shared/logger.port.ts';
import { startExclusiveJob, type ExclusiveJob } from './exclusive-job.ts';
import { InProcessLockRegistry, type InProcessExclusiveLock } from './in-process-exclusive-lock.ts';

/** `ScheduleTimers` that fire only when the test says so. */
class ManualTimers implements ScheduleTimers {
  private readonly pending = new Map<number, () => void>();
  private nextId = 0;

  set(callback: () => void, _ms: number): unknown {
    this.pending.set(++this.nextId, callback);
    return this.nextId;
  }

  clear(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** Fires every timer pending now. */
  fireAll(): void {
    const due = [...this.pending.values()];
    this.pending.clear();
    for (const callback of due) callback();
  }
}

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Lets every settled promise run its callbacks (the in-process lock answers in microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** N simulated server processes running one exclusive job over one lock registry; counts the works running. */
function cluster(size: number) {
  const registry = new InProcessLockRegistry();
  const timers = new ManualTimers();
  const works = { running: 0, maxRunning: 0, starts: 0 };
  const servers = Array.from({ length: size }, () => {
    const lock = registry.lock();
    const job = startExclusiveJob({
      lock,
      name: 'scheduled-jobs',
      retryMs: 1_000,
      timers,
      logger: silent,
      start: () => {
        works.running += 1;
        works.starts += 1;
        works.maxRunning = Math.max(works.maxRunning, works.running);
        return { stop: async () => void (works.running -= 1) };
      },
    });
    return { lock, job, alive: true };
  });
  return { timers, works, servers };
}

/** A server's lock breaking under it, as when its database connection drops: its held locks go. */
const breakConnection = (lock: InProcessExclusiveLock) => lock.loseAll();

describe(startExclusiveJob, () => {
  it('runs the work on the first server only, and on another after the first stops', async () => {
    const { timers, works, servers } = cluster(3);
    await settle();
    expect(servers.map((server) => server.job.isRunning())).toEqual([true, false, false]);

    await servers[0]?.job.stop();
    timers.fireAll();
    await settle();

    expect(works).toMatchObject({ running: 1, maxRunning: 1, starts: 2 });
    expect(servers.filter((server) => server.job.isRunning())).toHaveLength(1);
  });

  it('stops the work where the lock was lost, and another server takes over at its next try', async () => {
    const { timers, works, servers } = cluster(2);
    await settle();
    const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];

    await breakConnection(first.lock);
    await settle();
    expect(works.running).toBe(0);
    timers.fireAll();
    await settle();

    expect(works).toMatchObject({ running: 1, maxRunning: 1 });
    expect(first.job.isRunning() !== second.job.isRunning()).toBe(true);
  });

  it('retries after a failed start and after a failing lock, and keeps nothing held', async () => {
    const timers = new ManualTimers();
    let attempts = 0;
    const lock = new InProcessLockRegistry().lock();
    const job: ExclusiveJob = startExclusiveJob({
      lock,
      name: 'scheduled-jobs',
      retryMs: 1_000,
      timers,
      logger: silent,
      start: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('the source is down');
        return { stop: async () => undefined };
      },
    });
    await settle();
    expect(job.isRunning()).toBe(false);

    timers.fireAll();
    await settle();

    expect(job.isRunning()).toBe(true);
    await job.stop();
    expect(await lock.tryAcquire('scheduled-jobs')).not.toBeNull();
  });

  it('property: whatever servers stop, lose their connection or retry, the work never runs twice at once and runs somewhere while a server is left', async () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('retry' as const) }),
      fc.record({ kind: fc.constant('stop' as const), server: fc.nat(3) }),
      fc.record({ kind: fc.constant('break' as const), server: fc.nat(3) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 25 }), async (actions) => {
        const { timers, works, servers } = cluster(4);
        await settle();
        for (const step of actions) {
          const server = step.kind === 'retry' ? undefined : servers[step.server];
          if (step.kind === 'retry') timers.fireAll();
          else if (server !== undefined && step.kind === 'stop' && server.alive) {
            server.alive = false;
            await server.job.stop();
          } else if (server !== undefined && step.kind === 'break') await breakConnection(server.lock);
          await settle();
          expect(works.maxRunning).toBeLessThanOrEqual(1);
        }
        timers.fireAll();
        await settle();
        const alive = servers.filter((server) => server.alive).length;
        expect(works.running).toBe(alive > 0 ? 1 : 0);
        await Promise.all(servers.map((server) => server.job.stop()));
        expect(works.running).toBe(0);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
