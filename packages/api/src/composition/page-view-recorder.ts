import { createRecordPageView, type AnalyticsSink, type Clock, type PageRequest } from '@app/domain';
import { logRecovered } from '../logging/logger.ts';

/** A failing sink is reported at most this often, so a database outage does not flood the log. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

/**
 * Counts a served page without making it wait: the count is written after the answer is on its
 * way (fire-and-forget), and a failure is logged, never thrown. Bots, prefetches, admin pages and
 * non-200 answers are not counted (the domain's countsAsPageView).
 */
export function createPageViewRecorder(
  sink: AnalyticsSink,
  clock: Clock,
  log: (message: string, error: unknown) => void = logRecovered,
) {
  const record = createRecordPageView(sink, clock);
  let lastFailureLog = Number.NEGATIVE_INFINITY;
  return (request: PageRequest): void => {
    record(request).catch((error: unknown) => {
      if (clock.now() - lastFailureLog < FAILURE_LOG_INTERVAL_MS) return;
      lastFailureLog = clock.now();
      log('A page view could not be counted:', error);
    });
  };
}
