import type { ScheduleTimers } from '../application/replication/replication-schedule.ts';
import type { RunningWork } from '../coordination/exclusive-job.ts';
import { deliverDueMail, type MailDeliveryDeps } from './mail-delivery.ts';

/** The delivery worker of one process: a pass every `intervalMs`, and one at once when told a mail was queued. */
export interface MailDeliveryWorker extends RunningWork {
  /** A mail was just queued here: deliver it now rather than at the next tick. */
  wake(): void;
}

/**
 * Starts the delivery worker: a pass at once, then one every `intervalMs` (mails queued by other processes, retries
 * that came due, leases that ran out) and one whenever `wake` is called. Passes never overlap; a failed pass (the
 * database did not answer) is reported to `passFailed` and the next one still runs. Stop waits for a pass under way.
 * Every process may run one: the queue hands each mail to one of them.
 */
export function startMailDelivery(
  deps: MailDeliveryDeps & {
    readonly timers: ScheduleTimers;
    readonly intervalMs: number;
    readonly passFailed: (error: unknown) => void;
  },
): MailDeliveryWorker {
  let stopped = false;
  let timer: unknown = null;
  let current: Promise<void> | null = null;
  let again = false;

  const schedule = () => {
    if (!stopped && timer === null) timer = deps.timers.set(run, deps.intervalMs);
  };
  const run = (): void => {
    if (timer !== null) deps.timers.clear(timer);
    timer = null;
    if (stopped) return;
    if (current !== null) {
      again = true;
      return;
    }
    current = deliverDueMail(deps)
      .then(
        () => undefined,
        (error: unknown) => deps.passFailed(error),
      )
      .finally(() => {
        current = null;
        if (again) {
          again = false;
          run();
        } else schedule();
      });
  };
  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      if (timer !== null) deps.timers.clear(timer);
      timer = null;
      await current;
    },
  };
}
