import type { ScheduleTimers } from '../src/replication/replication-schedule.ts';

/** `ScheduleTimers` that fire only when the test says so. */
export class ManualTimers implements ScheduleTimers {
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
