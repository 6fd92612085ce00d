import { once } from 'node:events';
import { connect, createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { createPostgres15TestDatabase } from '@app/testing/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresChangeBus } from './postgres-change-bus.ts';
import { EXCLUSIVE_LOCK_NAMESPACE, PostgresExclusiveLock } from './postgres-exclusive-lock.ts';

/** Resolves once `condition` holds, checking every 10 ms; rejects after `timeoutMs`. */
async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A TCP relay to Postgres whose traffic can be cut without closing anything, as a network cut
 * does: no reset reaches either side, data just stops.
 */
async function startCuttableRelay(url: string) {
  const target = new URL(url);
  let cut = false;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    client.on('data', (data: Buffer) => void (cut || upstream.write(data)));
    upstream.on('data', (data: Buffer) => void (cut || client.write(data)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const relayed = new URL(url);
  relayed.port = String((server.address() as AddressInfo).port);
  return {
    url: relayed.href,
    cut: (value: boolean) => void (cut = value),
    close: () => {
      server.close();
      server.unref();
    },
  };
}

describe('Postgres coordination when a connection breaks', () => {
  let url: string;
  let admin: pg.Client;
  /** Ends the server sessions of an application name, as a crash or a network cut would. */
  const cut = (applicationName: string) =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);

  beforeAll(async () => {
    url = await createPostgres15TestDatabase('coordination');
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(() => admin.end());

  it('shows the held lock in pg_locks under its application name, and loses it when the session ends', async () => {
    const holder = new PostgresExclusiveLock({ url, applicationName: 'server-a', heartbeatMs: 50 });
    const other = new PostgresExclusiveLock({ url, applicationName: 'server-b' });
    const held = await holder.tryAcquire('scheduled-jobs');
    const { rows } = await admin.query<{ application_name: string }>(
      `select a.application_name from pg_locks l join pg_stat_activity a using (pid)
       where l.locktype = 'advisory' and l.classid = $1 and l.objid = hashtext('scheduled-jobs')::oid`,
      [EXCLUSIVE_LOCK_NAMESPACE],
    );
    expect(rows).toEqual([{ application_name: 'server-a' }]);
    expect(await other.tryAcquire('scheduled-jobs')).toBeNull();

    await cut('server-a');
    await held?.lost;

    expect(held?.isHeld()).toBe(false);
    expect((await other.tryAcquire('scheduled-jobs'))?.isHeld()).toBe(true);
    await Promise.all([holder.close(), other.close()]);
  });

  it('reports a held lock lost when its connection goes silent (a cut network sends no reset)', async () => {
    const relay = await startCuttableRelay(url);
    const lock = new PostgresExclusiveLock({ url: relay.url, heartbeatMs: 100 });
    const held = await lock.tryAcquire('silent');

    relay.cut(true);
    await held?.lost;

    expect(held?.isHeld()).toBe(false);
    await expect(lock.tryAcquire('silent')).rejects.toThrow();
    relay.close();
  });

  it('reopens a change bus whose connection went silent once the network is back, and says changes may be missed', async () => {
    const relay = await startCuttableRelay(url);
    let noticed = false;
    const reader = await PostgresChangeBus.open({
      url: relay.url,
      heartbeatMs: 100,
      reconnectMs: 20,
      warn: () => void (noticed = true),
    });
    let heard = 0;
    reader.subscribe(() => (heard += 1));

    relay.cut(true);
    await eventually(() => noticed, 10_000);
    expect(heard).toBe(0);
    relay.cut(false);
    await eventually(() => heard >= 1, 10_000);

    expect(heard).toBeGreaterThanOrEqual(1);
    await reader.close();
    relay.close();
  });

  it('reconnects a change bus whose listening session ended, tells its listeners changes may be missed, and hears later ones', async () => {
    const reader = await PostgresChangeBus.open({
      url,
      applicationName: 'reader',
      reconnectMs: 20,
      warn: () => undefined,
    });
    const writer = await PostgresChangeBus.open({ url });
    let heard = 0;
    reader.subscribe(() => (heard += 1));

    await cut('reader');
    await eventually(() => heard === 1);
    await eventually(async () => {
      await writer.publish();
      return heard >= 2;
    });

    expect(heard).toBeGreaterThanOrEqual(2);
    await Promise.all([reader.close(), writer.close()]);
  });
});
