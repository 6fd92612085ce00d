import { PostgresChangeBus, PostgresExclusiveLock } from '@app/adapters-postgres';
import { InProcessChangeBus, InProcessExclusiveLock, type ChangeBus, type ExclusiveLock } from '@app/domain';

/** How the server processes sharing one database agree: who runs the scheduled jobs, and news of changes. */
export interface Coordination {
  readonly lock: ExclusiveLock;
  readonly bus: ChangeBus;
  /** Gives up the locks held and stops listening; before the database closes. */
  close(): Promise<void>;
}

/** The name this process shows in pg_stat_activity (and so beside a lock it holds in pg_locks). */
export function serverApplicationName(pid = process.pid): string {
  return `palmetto-api pid ${pid}`;
}

/**
 * The coordination the database asks for: with DATABASE_URL, Postgres advisory locks and
 * LISTEN/NOTIFY, so several processes can serve one database (ADR 0022); on the embedded
 * database, which one process alone may open, in-process ones.
 */
export async function openCoordination(databaseUrl: string | undefined): Promise<Coordination> {
  if (databaseUrl === undefined) return inProcessCoordination();
  const applicationName = serverApplicationName();
  const lock = new PostgresExclusiveLock({ url: databaseUrl, applicationName });
  const bus = await PostgresChangeBus.open({ url: databaseUrl, applicationName });
  return { lock, bus, close: async () => void (await Promise.all([lock.close(), bus.close()])) };
}

/** Coordination within this process only: the embedded database's, and the tests'. */
export function inProcessCoordination(
  lock: ExclusiveLock = new InProcessExclusiveLock(),
  bus: ChangeBus = new InProcessChangeBus(),
): Coordination {
  return { lock, bus, close: async () => void (await Promise.all([lock.close(), bus.close()])) };
}
