import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres15 } from '@app/testing/harness';
import { openPostgresDatabase } from '@app/adapters-postgres';
import { startContactLoad, type ContactLoadResult } from '../several-servers/contact-load.ts';
import { startRoundRobinProxy } from '../several-servers/round-robin-proxy.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../several-servers/server-process.ts';
import { floodPaths, memoryFlood } from './memory-flood.ts';
import { mixedLoad, type MixedLoadResult, type MixPaths } from './mixed-load.ts';
import { residentMiB } from './processes.ts';
import { BENCH } from './shared.ts';
import { printFlood } from './web-report.ts';

const SECONDS = Number(process.env.BENCH_RELIABILITY_SECONDS ?? 60);
const CONNECTIONS = 50;
const FLOOD_URLS = Number(process.env.BENCH_RELIABILITY_FLOOD_URLS ?? 5_000);
const DURABILITY_ACKS = Number(process.env.BENCH_DURABILITY_ACKS ?? 300);
/** The servers get every core but the load's (`pnpm bench` pins itself, the load and the proxy in it, there). */
const SERVER_CPUS =
  cpus()
    .map((_, core) => core)
    .filter((core) => core !== BENCH.loadCore)
    .join(',') || '0';

/** Resolves once `check` holds, asking every 20 ms; rejects after `timeoutMs`. */
async function until(check: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Property pages of the first listings the search answers. */
async function propertyPaths(origin: string): Promise<MixPaths> {
  const answer = (await (await fetch(`${origin}/api/listings/search`)).json()) as { listings: { ListingId: string }[] };
  return { property: answer.listings.map((listing) => `/properties/${listing.ListingId}`) };
}

function printMixed(label: string, result: MixedLoadResult, memory: string): void {
  const refused = Object.entries(result.refused)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  console.info(
    `${label.padEnd(34)} ${String(result.requestsPerSecond).padStart(6)} req/s   p50 ${String(result.p50Ms).padStart(6)} ms   p99 ${String(result.p99Ms).padStart(6)} ms   errors ${result.errors}${refused === '' ? '' : ` (refused: ${refused})`}   contacts stored ${result.contactsAcknowledged}`,
  );
  console.info(`${''.padEnd(34)} ${memory}`);
}

/** Resident memory of each server, start → end. */
function memoryLine(servers: readonly ServerProcess[], start: readonly (number | null)[]): string {
  return servers
    .map((server, index) => `pid ${server.pid}: ${start[index] ?? '?'} → ${residentMiB(server.pid) ?? '?'} MiB`)
    .join(', ');
}

async function measureMixed(
  label: string,
  origin: string,
  servers: readonly ServerProcess[],
  mix: MixPaths,
  firstVisitor: number,
): Promise<void> {
  await mixedLoad(origin, mix, { seconds: 5, connections: CONNECTIONS, firstVisitor: firstVisitor + 500_000 });
  const start = servers.map((server) => residentMiB(server.pid));
  const result = await mixedLoad(origin, mix, { seconds: SECONDS, connections: CONNECTIONS, firstVisitor });
  printMixed(label, result, `resident memory ${memoryLine(servers, start)}`);
}

/** Contact posts through the proxy; one server is killed with SIGKILL midway; then what was acknowledged is counted. */
async function durabilityRun(proxyOrigin: string, victim: ServerProcess): Promise<ContactLoadResult> {
  const load = startContactLoad(proxyOrigin, 16, 40_000);
  await until(() => load.acknowledgedCount() >= DURABILITY_ACKS, 'acknowledged submissions before the kill');
  await stopServerProcess(victim, 'SIGKILL');
  const atKill = load.acknowledgedCount();
  await until(() => load.acknowledgedCount() >= atKill + DURABILITY_ACKS, 'acknowledged submissions after the kill');
  return load.stop();
}

/**
 * Issue 12's figures (`BENCH_ONLY=reliability`): on Postgres 15, a mixed load (home, search,
 * property, pins, contact posts) at 50 connections against one server process and against two
 * behind our round-robin proxy; a flood of distinct URLs; and the durability run: contact posts
 * while one of two processes is killed with SIGKILL, acknowledged against stored.
 */
export async function reliabilityBench(): Promise<void> {
  const started = performance.now();
  const postgres = await startPostgres15();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reliability-'));
  const servers: ServerProcess[] = [];
  try {
    const url = await postgres.createDatabase('bench_reliability');
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${BENCH.port}` };
    const first = await startServerProcess(env, { cpuList: SERVER_CPUS, server: BENCH.server });
    servers.push(first);
    const mix = await propertyPaths(first.origin);
    console.info(
      `Reliability on Postgres 15: servers on cores ${SERVER_CPUS}, load and proxy on core ${BENCH.loadCore}; mixed load of ${SECONDS} s at ${CONNECTIONS} connections (of every 20 requests: 4 home, 5 search, 4 property, 5 pins, 2 contact posts)`,
    );
    await measureMixed('one process', first.origin, [first], mix, 0);
    const second = await startServerProcess(env, { cpuList: SERVER_CPUS, server: BENCH.server });
    servers.push(second);
    const proxy = await startRoundRobinProxy([first.port, second.port], BENCH.port);
    try {
      await measureMixed('two processes behind the proxy', proxy.origin, [first, second], mix, 20_000);
      if (FLOOD_URLS > 0) printFlood(await memoryFlood(first.origin, first.pid, floodPaths(FLOOD_URLS), 4), 4);
      const { acknowledged, refused } = await durabilityRun(proxy.origin, second);
      const database = await openPostgresDatabase({ url, maxConnections: 1 });
      const { rows } = await database.query<{ stored: number }>(
        'select count(*)::integer as stored from contact_submissions where id = any($1::uuid[])',
        [acknowledged],
      );
      await database.close();
      const stored = rows[0]?.stored ?? 0;
      console.info(
        `Durability: contact posts through the proxy (16 at a time), one of the two processes killed with SIGKILL midway: ${acknowledged.length} acknowledged, ${stored} stored, ${acknowledged.length - stored} lost; unanswered or refused: ${JSON.stringify(refused)}`,
      );
    } finally {
      await proxy.close();
    }
  } finally {
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.info(`Reliability part done in ${Math.round((performance.now() - started) / 1000)} s\n`);
}
