import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ChangeBus } from '@app/domain';

/** The channel public-data changes are announced on. */
export const PUBLIC_DATA_CHANNEL = 'public_data_changed';

/** Options of {@link PostgresChangeBus}. */
export interface PostgresChangeBusOptions {
  /** A `postgres://` connection string (a direct or session-mode connection: LISTEN needs a session). */
  readonly url: string;
  readonly channel?: string;
  readonly applicationName?: string;
  /** The pause before reconnecting a lost listening connection (1 s by default). */
  readonly reconnectMs?: number;
  /** How often the listening connection is checked with a query (10 s by default): a cut network sends no reset. */
  readonly heartbeatMs?: number;
  /** Where a lost connection is reported (console.warn by default). */
  readonly warn?: (message: string) => void;
}

/**
 * A `ChangeBus` on Postgres `LISTEN`/`NOTIFY`: one connection listens, a small pool publishes with
 * `pg_notify`. The payload is the publishing instance's id, so an instance ignores its own
 * announcements. A lost listening connection is reopened every `reconnectMs` until it answers,
 * and the listeners are then called once, since announcements made meanwhile were missed.
 */
export class PostgresChangeBus implements ChangeBus {
  private readonly id = randomUUID();
  private readonly listeners = new Set<() => void>();
  private readonly channel: string;
  private readonly publisher: pg.Pool;
  private listener: pg.Client | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(private readonly options: PostgresChangeBusOptions) {
    this.channel = options.channel ?? PUBLIC_DATA_CHANNEL;
    this.publisher = new pg.Pool({ connectionString: options.url, max: 2, ...this.named() });
    this.publisher.on('error', () => undefined);
  }

  /** Opens a bus and waits until it listens. */
  static async open(options: PostgresChangeBusOptions): Promise<PostgresChangeBus> {
    const bus = new PostgresChangeBus(options);
    await bus.listen();
    return bus;
  }

  async publish(): Promise<void> {
    if (this.closed) throw new Error('This change bus is closed');
    await this.publisher.query('select pg_notify($1, $2)', [this.channel, this.id]);
  }

  subscribe(listener: () => void): () => void {
    const own = () => listener();
    this.listeners.add(own);
    return () => void this.listeners.delete(own);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    if (this.reconnect !== null) clearTimeout(this.reconnect);
    const client = this.listener;
    this.listener = null;
    await Promise.all([client?.end().catch(() => undefined), this.publisher.end().catch(() => undefined)]);
  }

  private named(): { application_name?: string } {
    return this.options.applicationName === undefined ? {} : { application_name: this.options.applicationName };
  }

  private async listen(): Promise<void> {
    const heartbeatMs = this.options.heartbeatMs ?? 10_000;
    const client = new pg.Client({
      connectionString: this.options.url,
      keepAlive: true,
      query_timeout: Math.max(heartbeatMs, 1_000),
      connectionTimeoutMillis: Math.max(heartbeatMs, 1_000),
      ...this.named(),
    });
    let lost = false;
    // Checks the connection once it listens (a connection that went silent counts as lost).
    const heartbeat = setInterval(() => {
      if (this.listener === client) client.query('select 1').catch(onLost);
    }, heartbeatMs).unref();
    // Only a connection that was listening is reopened here; a failed opening is retried by its caller.
    const onLost = () => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      const wasListening = this.listener === client;
      if (wasListening) this.listener = null;
      void client.end().catch(() => undefined);
      if (this.closed || !wasListening) return;
      (this.options.warn ?? console.warn)('The change-bus connection was lost: reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== this.id) this.deliver();
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      clearInterval(heartbeat);
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      clearInterval(heartbeat);
      return void (await client.end().catch(() => undefined));
    }
    this.listener = client;
  }

  private scheduleReconnect(): void {
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      this.listen().then(
        () => this.deliver(),
        () => {
          if (!this.closed) this.scheduleReconnect();
        },
      );
    }, this.options.reconnectMs ?? 1_000);
    this.reconnect.unref();
  }

  private deliver(): void {
    for (const listener of this.listeners) listener();
  }
}
