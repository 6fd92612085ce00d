import { refreshDemoData, type Database } from '@app/adapters-postgres';
import type { Clock, RunningWork } from '@app/domain';
import { logRecovered } from '../logging/logger.ts';

/** How often the demo data is refreshed while the server runs. */
export const DEMO_REFRESH_INTERVAL_MS = 60 * 60_000;

/**
 * Refreshes the demo data now and then every `intervalMs` (the demo open houses stay upcoming
 * on a server that runs for days), telling `changed` when a refresh changed what visitors see.
 * A failed refresh is logged and the next one still runs; stop waits for a refresh under way.
 */
export function startDemoRefresh(deps: {
  database: Database;
  clock: Clock;
  changed: () => void;
  intervalMs?: number;
}): RunningWork {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;
  const run = () => {
    timer = null;
    current = refreshDemoData(deps.database, new Date(deps.clock.now()))
      .then(
        (report) => {
          if (report.removed + report.added === 0) return;
          console.info(`Demo open houses: ${report.removed} ended and removed, ${report.added} upcoming added`);
          deps.changed();
        },
        (error: unknown) => logRecovered('The demo data could not be refreshed:', error),
      )
      .finally(() => {
        current = null;
        if (!stopped) timer = setTimeout(run, deps.intervalMs ?? DEMO_REFRESH_INTERVAL_MS).unref();
      });
  };
  run();
  return {
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await current;
    },
  };
}
