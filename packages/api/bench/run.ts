// `pnpm bench`: measures, in one run on loopback, the product API next to a bare node:http
// server sending the same bytes, the server-rendered home page, and cold starts on a fresh and
// on an existing data folder. Prints the figures; asserts nothing (targets are in the README).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadResult } from './load.ts';
import { residentMiB, spawnPinned, stop, waitForFirstAnswer } from './processes.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const SERVER = join(HERE, '..', 'dist', 'main.js');
const BIN = join(HERE, '..', 'node_modules', '.bin');
const PORT = 3900;
const BARE_PORT = 3901;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SERVER_CORE = 0;
const LOAD_CORE = 1;

function startServer(dataDir: string) {
  return spawnPinned(SERVER_CORE, process.execPath, [SERVER], { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir });
}

async function coldStart(dataDir: string): Promise<{ ms: number; server: ReturnType<typeof startServer> }> {
  const started = performance.now();
  const server = startServer(dataDir);
  await waitForFirstAnswer(`http://127.0.0.1:${PORT}/api/health`);
  return { ms: Math.round(performance.now() - started), server };
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The run whose requests per second is the median of the rounds. */
function medianRun(results: LoadResult[]): LoadResult {
  const target = median(results.map((result) => result.requestsPerSecond));
  return results.find((result) => result.requestsPerSecond === target) ?? results[0]!;
}

/**
 * Our server and the bare one, measured in alternating rounds (this machine's speed drifts by
 * tens of percent over a minute): the ratio reported is the median of the per-round ratios.
 */
async function compareWithBare(path: string): Promise<{ ours: LoadResult; bare: LoadResult; ratio: number }> {
  const url = `http://127.0.0.1:${PORT}${path}`;
  const response = await fetch(url);
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'cache-control', 'etag']) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const capture = join(mkdtempSync(join(tmpdir(), 'bench-')), 'capture.json');
  writeFileSync(capture, JSON.stringify({ body: await response.text(), headers }));
  const bare = spawnPinned(SERVER_CORE, process.execPath, [join(HERE, 'bare-server.mjs'), String(BARE_PORT), capture]);
  await waitForFirstAnswer(`http://127.0.0.1:${BARE_PORT}/`);
  const options = { seconds: SECONDS, connections: 50, core: LOAD_CORE };
  runLoad(BIN, url, { ...options, seconds: 2 });
  runLoad(BIN, `http://127.0.0.1:${BARE_PORT}/`, { ...options, seconds: 2 });
  const ours: LoadResult[] = [];
  const bares: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    ours.push(runLoad(BIN, url, options));
    bares.push(runLoad(BIN, `http://127.0.0.1:${BARE_PORT}/`, options));
  }
  await stop(bare);
  const ratio = median(ours.map((result, round) => result.requestsPerSecond / (bares[round]?.requestsPerSecond ?? Number.NaN)));
  return { ours: medianRun(ours), bare: medianRun(bares), ratio };
}

function row(label: string, result: LoadResult): string {
  return `${label.padEnd(48)} ${String(result.requestsPerSecond).padStart(7)} req/s   p50 ${String(result.p50Ms).padStart(4)} ms   p99 ${String(result.p99Ms).padStart(4)} ms   errors ${result.errors + result.non2xx}`;
}

async function assertPortFree(port: number): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Port ${port} is in use: stop whatever listens there (an earlier benchmark's server?) and run again.`);
}

async function main(): Promise<void> {
  await assertPortFree(PORT);
  await assertPortFree(BARE_PORT);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  console.info(`Benchmark on loopback: server pinned to core ${SERVER_CORE}, load to core ${LOAD_CORE}, ${SECONDS} s per run, median of ${ROUNDS} rounds\n`);

  const fresh = await coldStart(dataDir);
  await stop(fresh.server);
  const existing = await coldStart(dataDir);
  const server = existing.server;
  console.info(`Cold start to first answer, fresh data folder (migrate + seed 5,000 listings): ${fresh.ms} ms`);
  console.info(`Cold start to first answer, existing data folder:                          ${existing.ms} ms   (target < 3000 ms)\n`);

  for (const path of ['/api/footer/links', '/api/corelogic/properties?listOfficeMlsId=PRG']) {
    const { ours, bare, ratio } = await compareWithBare(path);
    console.info(row(`GET ${path}`, ours));
    console.info(row('  bare node:http, same bytes', bare));
    const target = path === '/api/footer/links' ? '   (target >= 0.60)' : '';
    console.info(`  ratio ours / bare (median of ${ROUNDS} alternating rounds): ${ratio.toFixed(2)}${target}\n`);
  }

  runLoad(BIN, `http://127.0.0.1:${PORT}/`, { seconds: 2, connections: 10, core: LOAD_CORE });
  const home = medianRun(
    Array.from({ length: 3 }, () => runLoad(BIN, `http://127.0.0.1:${PORT}/`, { seconds: SECONDS, connections: 10, core: LOAD_CORE })),
  );
  console.info(row('GET / (server-rendered home page)', home));
  console.info(`\nServer resident memory after the runs: ${residentMiB(server.pid) ?? 'unknown'} MiB`);

  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
