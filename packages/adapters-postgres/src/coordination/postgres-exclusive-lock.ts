import pg from 'pg';
import type { ExclusiveLock, HeldLock } from '@app/domain';

/** The first key of every advisory lock taken here (the second is the lock name's hash), apart from other uses. */
export const EXCLUSIVE_LOCK_NAMESPACE = 7_242_027;

/** Options of {@link PostgresExclusiveLock}. */
export interface PostgresExclusiveLockOptions {
  /** A `postgres://` connection string (a direct or session-mode connection: not a transaction pooler). */
  readonly url: string;
  /** Shown in pg_stat_activity beside the held lock, so an operator sees which server holds it. */
  readonly applicationName?: string;
  /** How often a held lock checks that its connection still answers (5 s by default). */
  readonly heartbeatMs?: number;
}

/** A lock held on its own connection, given up when that connection ends. */
class PostgresHeldLock implements HeldLock {
  readonly lost: Promise<void>;
  private held = true;
  private settle: () => void = () => undefined;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly client: pg.Client,
    heartbeatMs: number,
    private readonly forget: (lock: PostgresHeldLock) => void,
  ) {
    this.lost = new Promise((resolve) => (this.settle = resolve));
    client.on('error', () => void this.end());
    client.on('end', () => void this.end());
    // A connection that died quietly (server restarted, network cut) shows only when used.
    this.heartbeat = setInterval(() => {
      client.query('select 1').catch(() => void this.end());
    }, heartbeatMs).unref();
  }

  isHeld(): boolean {
    return this.held;
  }

  /** Session-level advisory locks go with their session: ending the connection releases the lock. */
  async release(): Promise<void> {
    await this.end();
  }

  private async end(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    clearInterval(this.heartbeat);
    this.forget(this);
    this.settle();
    await this.client.end().catch(() => undefined);
  }
}

/**
 * An `ExclusiveLock` on Postgres session-level advisory locks (`pg_try_advisory_lock`), each held
 * on a connection of its own: when the holding process dies, its connection closes and Postgres
 * releases the lock, so another process takes it at its next try. A held lock notices a broken
 * connection (error, end, or a heartbeat query failing) and reports itself lost.
 */
export class PostgresExclusiveLock implements ExclusiveLock {
  private readonly heldLocks = new Set<PostgresHeldLock>();
  private closed = false;

  constructor(private readonly options: PostgresExclusiveLockOptions) {}

  async tryAcquire(name: string): Promise<HeldLock | null> {
    if (this.closed) throw new Error('This lock instance is closed');
    const heartbeatMs = this.options.heartbeatMs ?? 5_000;
    const client = new pg.Client({
      connectionString: this.options.url,
      keepAlive: true,
      // A heartbeat that gets no answer counts as a lost connection (a network cut sends no reset), and an
      // attempt on a cut network gives up, so the next one is made.
      query_timeout: Math.max(heartbeatMs, 1_000),
      connectionTimeoutMillis: Math.max(heartbeatMs, 1_000),
      ...(this.options.applicationName === undefined ? {} : { application_name: this.options.applicationName }),
    });
    // Until the lock is held, a connection error surfaces through the awaited calls below.
    const ignore = () => undefined;
    client.on('error', ignore);
    try {
      await client.connect();
      const { rows } = await client.query<{ taken: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as taken',
        [EXCLUSIVE_LOCK_NAMESPACE, name],
      );
      if (rows[0]?.taken !== true || this.closed) {
        await client.end();
        return null;
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.off('error', ignore);
    const held = new PostgresHeldLock(client, heartbeatMs, (lock) => this.heldLocks.delete(lock));
    this.heldLocks.add(held);
    return held;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.heldLocks].map((held) => held.release()));
  }
}
