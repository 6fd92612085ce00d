import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { medianRun, runLoad, type LoadResult } from './load.ts';
import { residentMiB, spawnPinned, stop, waitForFirstAnswer } from './processes.ts';
import { BENCH, median, startServer } from './shared.ts';

async function coldStart(dataDir: string) {
  const started = performance.now();
  const server = startServer({ DATA_DIR: dataDir });
  await waitForFirstAnswer(`http://127.0.0.1:${BENCH.port}/api/health`);
  return { ms: Math.round(performance.now() - started), server };
}

/**
 * Our server and the bare one, measured in alternating rounds (this machine's speed drifts by
 * tens of percent over a minute): the ratio reported is the median of the per-round ratios.
 */
async function compareWithBare(path: string): Promise<{ ours: LoadResult; bare: LoadResult; ratio: number }> {
  const url = `http://127.0.0.1:${BENCH.port}${path}`;
  const response = await fetch(url);
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'cache-control', 'etag']) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const capture = join(mkdtempSync(join(tmpdir(), 'bench-')), 'capture.json');
  writeFileSync(capture, JSON.stringify({ body: await response.text(), headers }));
  const bare = spawnPinned(BENCH.serverCore, process.execPath, [
    join(BENCH.here, 'bare-server.mjs'),
    String(BENCH.barePort),
    capture,
  ]);
  const bareUrl = `http://127.0.0.1:${BENCH.barePort}/`;
  await waitForFirstAnswer(bareUrl);
  const options = { seconds: BENCH.seconds, connections: 50, core: BENCH.loadCore };
  runLoad(BENCH.bin, url, { ...options, seconds: 2 });
  runLoad(BENCH.bin, bareUrl, { ...options, seconds: 2 });
  const ours: LoadResult[] = [];
  const bares: LoadResult[] = [];
  for (let round = 0; round < BENCH.rounds; round += 1) {
    ours.push(runLoad(BENCH.bin, url, options));
    bares.push(runLoad(BENCH.bin, bareUrl, options));
  }
  await stop(bare);
  const ratio = median(
    ours.map((result, round) => result.requestsPerSecond / (bares[round]?.requestsPerSecond ?? Number.NaN)),
  );
  return { ours: medianRun(ours), bare: medianRun(bares), ratio };
}

/** One line of the report. */
export function row(label: string, result: LoadResult): string {
  return `${label.padEnd(52)} ${String(result.requestsPerSecond).padStart(7)} req/s   p50 ${String(result.p50Ms).padStart(4)} ms   p99 ${String(result.p99Ms).padStart(4)} ms   errors ${result.errors + result.non2xx}`;
}

/** Requests per second of a server-rendered page at 10 connections, median of 3 runs. */
export function pageRate(path: string): LoadResult {
  const url = `http://127.0.0.1:${BENCH.port}${path}`;
  runLoad(BENCH.bin, url, { seconds: 2, connections: 10, core: BENCH.loadCore });
  return medianRun(
    Array.from({ length: 3 }, () =>
      runLoad(BENCH.bin, url, { seconds: BENCH.seconds, connections: 10, core: BENCH.loadCore }),
    ),
  );
}

/** Issue 2's figures: cold starts, the footer and featured endpoints against bare node:http, the home page. */
export async function foundationBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const fresh = await coldStart(dataDir);
  await stop(fresh.server);
  const existing = await coldStart(dataDir);
  console.info(`Cold start to first answer, fresh data folder (migrate + seed 5,000 listings): ${fresh.ms} ms`);
  console.info(
    `Cold start to first answer, existing data folder:                          ${existing.ms} ms   (target < 3000 ms)\n`,
  );
  for (const path of ['/api/footer/links', '/api/corelogic/properties?listOfficeMlsId=PRG']) {
    const { ours, bare, ratio } = await compareWithBare(path);
    console.info(row(`GET ${path}`, ours));
    console.info(row('  bare node:http, same bytes', bare));
    const target = path === '/api/footer/links' ? '   (target >= 0.60)' : '';
    console.info(`  ratio ours / bare (median of ${BENCH.rounds} alternating rounds): ${ratio.toFixed(2)}${target}\n`);
  }
  console.info(row('GET / (server-rendered home page)', pageRate('/')));
  console.info(`\nServer resident memory after the runs: ${residentMiB(existing.server.pid) ?? 'unknown'} MiB\n`);
  await stop(existing.server);
  rmSync(dataDir, { recursive: true, force: true });
}
