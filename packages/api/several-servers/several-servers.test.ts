import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXCLUSIVE_LOCK_NAMESPACE, openPostgresDatabase, type Database } from '@app/adapters-postgres';
import { createPostgres15TestDatabase } from '@app/testing/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContactLoad } from './contact-load.ts';
import { loopbackRequest } from './loopback-request.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.ts';

const ADMIN = { email: 'multi.admin@palmetto.example', password: 'Gulf-Shore-2026' };

/** Resolves once `check` answers true, asking every 10 ms; rejects after `timeoutMs`. Answers the time it took. */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

/** The cookies a sign-in set, as a Cookie header. */
function cookieHeader(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [setCookie];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

// Issue 12, item 3: Postgres 15, two server processes and our round-robin proxy, all on loopback.
describe('two server processes on one Postgres database, behind a round-robin proxy', () => {
  let databaseUrl: string;
  let dataDir: string;
  let database: Database;
  let proxy: RoundRobinProxy;
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_LISTINGS: '200',
      SITE_URL: proxy.origin,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    servers.push(server);
    return server;
  };
  /** The pid in the application name of the session holding the scheduled jobs' lock, or null. */
  const lockHolderPid = async (): Promise<number | null> => {
    const { rows } = await database.query<{ name: string }>(
      `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where l.locktype = 'advisory' and l.granted and l.objsubid = 2 and l.classid = $1`,
      [EXCLUSIVE_LOCK_NAMESPACE],
    );
    const pid = /pid (\d+)$/.exec(rows[0]?.name ?? '')?.[1];
    return pid === undefined ? null : Number(pid);
  };

  beforeAll(async () => {
    databaseUrl = await createPostgres15TestDatabase('several_servers');
    dataDir = await mkdtemp(join(tmpdir(), 'several-servers-'));
    database = await openPostgresDatabase({ url: databaseUrl, maxConnections: 2 });
    proxy = await startRoundRobinProxy([]);
    // Both at once, as an orchestrator starts replicas: one migrates and seeds, the other waits for it.
    proxy.backends.push(...(await Promise.all([start(), start()])).map((server) => server.port));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server, 'SIGKILL')));
    await proxy?.close();
    await database?.close();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a footer link an admin adds through one process on the public footer the other serves, within 2 s', async () => {
    const [writer, reader] = servers as [ServerProcess, ServerProcess];
    const text = 'Storm shutter checklist';
    // The reader has the home page and the footer answer in its caches before the edit.
    for (let warm = 0; warm < 2; warm += 1) {
      expect((await loopbackRequest(`${reader.origin}/`)).body).not.toContain(text);
      expect((await loopbackRequest(`${reader.origin}/api/footer/links`)).body).not.toContain(text);
    }
    const signIn = await loopbackRequest(`${writer.origin}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status, signIn.body).toBe(200);

    const created = await loopbackRequest(`${writer.origin}/api/admin/footer-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieHeader(signIn.headers['set-cookie']) },
      body: JSON.stringify({ link_text: text, link_url: '/resources', column: 2, enabled: true }),
    });
    expect(created.status, created.body).toBe(201);
    const shown = await eventually(
      async () =>
        (await loopbackRequest(`${reader.origin}/`)).body.includes(text) &&
        (await loopbackRequest(`${reader.origin}/api/footer/links`)).body.includes(text),
      'the link on the other process',
      2_000,
    );

    expect(shown).toBeLessThan(2_000);
  });

  it('moves the scheduled jobs (replication, demo refresh) to the other process when the holder of their lock is killed', async () => {
    await eventually(async () => (await lockHolderPid()) !== null, 'a lock holder', 15_000);
    const holderPid = await lockHolderPid();
    const [victim, survivor] = (servers[0]?.pid === holderPid ? servers : [...servers].reverse()) as [
      ServerProcess,
      ServerProcess,
    ];
    expect(victim.pid).toBe(holderPid);

    await stopServerProcess(victim, 'SIGKILL');
    await eventually(async () => (await lockHolderPid()) === survivor.pid, 'the take-over', 20_000);

    await survivor.waitForOutput(/Took the "scheduled-jobs" lock/, 1_000);
    servers.splice(servers.indexOf(victim), 1);
    proxy.backends = [survivor.port, (await start()).port];
  });

  it('loses no acknowledged contact submission when one process is killed with SIGKILL under load', async () => {
    const [victim, survivor] = servers as [ServerProcess, ServerProcess];
    const load = startContactLoad(proxy.origin, 8);
    await eventually(async () => load.acknowledgedCount() >= 40, 'submissions before the kill', 30_000);

    await stopServerProcess(victim, 'SIGKILL');
    const atKill = load.acknowledgedCount();
    await eventually(async () => load.acknowledgedCount() >= atKill + 40, 'submissions after the kill', 30_000);
    const { acknowledged, refused } = await load.stop();

    const { rows } = await database.query<{ stored: number }>(
      'select count(*)::integer as stored from contact_submissions where id = any($1::uuid[])',
      [acknowledged],
    );
    expect({ acknowledged: acknowledged.length, stored: rows[0]?.stored }).toEqual({
      acknowledged: acknowledged.length,
      stored: acknowledged.length,
    });
    expect(Object.keys(refused).every((status) => status === '0' || status === '502')).toBe(true);
    servers.splice(servers.indexOf(victim), 1);
    expect(survivor.output()).not.toMatch(/could not be stored/);
  });
});
