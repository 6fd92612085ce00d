import { describe, expect, it } from 'vitest';
import type { Logger } from '../../shared/logger.port.ts';
import type { ListingReplication } from './listing-replication.ts';
import type { ReplicationReport } from './replication-report.ts';
import { startReplicationSchedule, type ScheduleTimers } from './replication-schedule.ts';

/** `ScheduleTimers` that fire only when the test says so. */
class ManualTimers implements ScheduleTimers {
  readonly pending: { readonly id: number; readonly callback: () => void; readonly ms: number }[] = [];
  private nextId = 0;

  set(callback: () => void, ms: number): unknown {
    const id = ++this.nextId;
    this.pending.push({ id, callback, ms });
    return id;
  }

  clear(handle: unknown): void {
    const index = this.pending.findIndex((timer) => timer.id === handle);
    if (index >= 0) this.pending.splice(index, 1);
  }

  /** Fires the oldest pending timer. */
  fire(): void {
    const timer = this.pending.shift();
    if (timer === undefined) throw new Error('no timer pending');
    timer.callback();
  }
}

type Level = 'info' | 'warn' | 'error';

/** A `Logger` that keeps every line for the test to read. */
class RecordingLogger implements Logger {
  readonly entries: { level: Level; message: string; details: Record<string, unknown> | undefined }[] = [];
  info = (message: string, details?: Record<string, unknown>) =>
    void this.entries.push({ level: 'info', message, details });
  warn = (message: string, details?: Record<string, unknown>) =>
    void this.entries.push({ level: 'warn', message, details });
  error = (message: string, details?: Record<string, unknown>) =>
    void this.entries.push({ level: 'error', message, details });
  at = (level: Level) => this.entries.filter((entry) => entry.level === level);
}

/** A replication whose runs finish when the test says so. */
class ControlledReplication implements ListingReplication {
  calls = 0;
  running = 0;
  maxRunning = 0;
  private finishers: { resolve: () => void; reject: (error: Error) => void }[] = [];

  runOnce(): Promise<ReplicationReport> {
    this.calls++;
    this.maxRunning = Math.max(this.maxRunning, ++this.running);
    return new Promise<ReplicationReport>((resolve, reject) => {
      this.finishers.push({ resolve: () => resolve({ mode: 'full' } as ReplicationReport), reject });
    }).finally(() => this.running--);
  }

  async finish(error?: Error): Promise<void> {
    const finisher = this.finishers.shift();
    if (error === undefined) finisher?.resolve();
    else finisher?.reject(error);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }
}

function setUp(runImmediately = true) {
  const replication = new ControlledReplication();
  const timers = new ManualTimers();
  const logger = new RecordingLogger();
  const schedule = startReplicationSchedule({ replication, intervalMs: 900_000, logger, timers, runImmediately });
  return { replication, timers, logger, schedule };
}

describe(startReplicationSchedule, () => {
  it('runs at once, and sets the next run only when the current one has ended', async () => {
    const { replication, timers } = setUp();
    expect([replication.calls, timers.pending.length]).toEqual([1, 0]);
    await replication.finish();
    expect(timers.pending.map((timer) => timer.ms)).toEqual([900_000]);
    timers.fire();
    expect(replication.calls).toBe(2);
  });

  it('never starts a second run while one is under way', async () => {
    const { replication, schedule } = setUp();
    const asked = [schedule.runNow(), schedule.runNow()];
    await replication.finish();
    expect(await Promise.all(asked)).toEqual([{ mode: 'full' }, { mode: 'full' }]);
    expect([replication.calls, replication.maxRunning]).toEqual([1, 1]);
  });

  it('logs a failed run and still schedules the next one', async () => {
    const { replication, timers, logger } = setUp();
    await replication.finish(new Error('Trestle could not be reached'));
    expect(logger.at('error')).toEqual([
      { level: 'error', message: 'Listing replication failed', details: { error: 'Trestle could not be reached' } },
    ]);
    expect(timers.pending).toHaveLength(1);
  });

  it('can wait one interval before the first run', () => {
    const { replication, timers } = setUp(false);
    expect([replication.calls, timers.pending.length]).toEqual([0, 1]);
  });

  it('stops: waits for the run under way and schedules nothing more', async () => {
    const { replication, timers, schedule } = setUp();
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    await replication.finish();
    await stopping;
    expect([stopped, timers.pending.length]).toEqual([true, 0]);
    expect(await schedule.runNow()).toBeNull();
    expect(replication.calls).toBe(1);
  });
});
