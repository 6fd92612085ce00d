import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighthouseRuns } from './lighthouse-runs.ts';
import { floodPaths, memoryFlood } from './memory-flood.ts';
import { pageWeights } from './page-weight.ts';
import { compareWithBarePage, PAGE_LOAD_SETUP, singleConnection } from './page-throughput.ts';
import { stop, waitForFirstAnswer } from './processes.ts';
import { BENCH, startServer } from './shared.ts';
import { webPages } from './web-pages.ts';
import { printComparison, printFlood, printLighthouse, printPageWeights, printUncached } from './web-report.ts';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const FLOOD_URLS = Number(process.env.BENCH_FLOOD_URLS ?? 20_000);
/**
 * Lighthouse's chromium gets every core of the machine (taskset's CPU list; `cpus()`, since this process is itself
 * pinned to one core; BENCH_LIGHTHOUSE_CORES=1 gives it one, as before 2026-11-28). Lighthouse asks for at least 2
 * dedicated cores (its docs/variability.md): on one core the renderer waits behind chromium's other processes and
 * Lighthouse's own, and the simulated TBT counts that wait four times over. The server, answering from its page
 * cache, takes almost none of core 0 while a page loads. (`cpus()` is empty where the system does not say: core 0.)
 */
const LIGHTHOUSE_CORES = process.env.BENCH_LIGHTHOUSE_CORES ?? `0-${Math.max(cpus().length, 1) - 1}`;
const FLOOD_CONCURRENCY = 4;
const ORIGIN = `http://127.0.0.1:${BENCH.port}`;

/** The server of the moment, stopped however the part ends. */
let running: ChildProcess | undefined;

async function serve(env: Record<string, string>) {
  const started = performance.now();
  const server = startServer(env);
  running = server;
  // Drained, so a chatty server never blocks on a full pipe during the long runs.
  server.stdout?.resume();
  server.stderr?.resume();
  let onExit = (_code: number | null) => {};
  const exited = new Promise<never>(
    (_, reject) => (onExit = (code) => reject(new Error(`${BENCH.server} exited (${code}) before answering`))),
  );
  server.once('exit', onExit);
  try {
    await Promise.race([waitForFirstAnswer(`${ORIGIN}/api/health`, 300_000), exited]);
  } finally {
    server.off('exit', onExit);
  }
  return { server, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** Runs one section and prints how long it took (the whole part is long: this shows where the time goes). */
async function section<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.info(`(${name}: ${Math.round((performance.now() - started) / 1000)} s)\n`);
  return result;
}

/**
 * Issue 10's figures on the built site: page weight and data calls in chromium, Lighthouse, server
 * rendering against bare node:http (page cache on) and alone (page cache off), and resident memory
 * under a flood of distinct URLs. The server's page cache is sized by PAGE_CACHE_MAX_BYTES (0: off;
 * a build without page cache ignores it).
 */
export async function webBench(): Promise<void> {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  try {
    const cached = await serve({ DATA_DIR: dataDir });
    console.info(`Web pages: ${BENCH.server}, fresh data folder seeded and answering in ${cached.seconds} s`);
    const pages = await webPages(ORIGIN);
    const paths = pages.map((page) => page.path);
    console.info(`Pages: ${pages.map((page) => `${page.label} ${page.path}`).join(', ')}\n`);
    await section('page weight', async () => printPageWeights(pages, await pageWeights(ORIGIN, paths)));
    await section('Lighthouse', async () =>
      printLighthouse(
        pages,
        await lighthouseRuns(
          paths.map((path) => `${ORIGIN}${path}`),
          LIGHTHOUSE_RUNS,
          LIGHTHOUSE_CORES,
        ),
        LIGHTHOUSE_RUNS,
        LIGHTHOUSE_CORES,
      ),
    );
    const rendered = [pages[0], pages[3]].flatMap((page) => (page ? [page.path] : []));
    const { rounds, seconds, connections } = PAGE_LOAD_SETUP;
    await section('cached rendering', async () => {
      console.info(
        `Server rendering with the page cache (default size), ${connections} connections, ${rounds} alternating rounds of ${seconds} s`,
      );
      for (const path of rendered) printComparison(path, await compareWithBarePage(path), rounds);
    });
    if (FLOOD_URLS > 0) {
      await section('flood', async () =>
        printFlood(
          await memoryFlood(ORIGIN, cached.server.pid, floodPaths(FLOOD_URLS), FLOOD_CONCURRENCY),
          FLOOD_CONCURRENCY,
        ),
      );
    }
    await stop(cached.server);
    await section('uncached rendering', async () => {
      await serve({ DATA_DIR: dataDir, PAGE_CACHE_MAX_BYTES: '0' });
      console.info(`Server rendering without page cache (PAGE_CACHE_MAX_BYTES=0), 1 connection, ${BENCH.seconds} s`);
      for (const path of rendered) printUncached(path, singleConnection(path));
    });
  } finally {
    if (running) await stop(running);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.info(`Web part done in ${Math.round((performance.now() - started) / 1000)} s\n`);
}
