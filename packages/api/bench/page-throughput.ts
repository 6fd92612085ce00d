import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { medianRun, runLoad, type LoadResult } from './load.ts';
import { spawnPinned, stop, waitForFirstAnswer } from './processes.ts';
import { BENCH, median } from './shared.ts';

/** What a browser asks for: the server answers compressed, the bare server sends those bytes. */
const PAGE_REQUEST_HEADERS = { 'accept-encoding': 'br, gzip' };

/** Rounds and seconds of the page comparisons (fewer than the API ones: pages come in pairs). */
const ROUNDS = Number(process.env.BENCH_WEB_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_WEB_SECONDS ?? 3);
const CONNECTIONS = 10;

/** Headers node:http writes itself (or that describe the connection), left to the bare server. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** A page's answer as sent: its headers and the raw (compressed) bytes. */
interface Capture {
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

function capture(url: string): Promise<Capture> {
  return new Promise((resolve, reject) => {
    get(url, { headers: PAGE_REQUEST_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string' && !PER_CONNECTION.has(name)) headers[name] = value;
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

/** Our server's answer to a page next to bare node:http sending the same bytes and headers (all but per-connection
 * ones). */
export interface PageComparison {
  readonly bytes: number;
  readonly encoding: string;
  readonly ours: LoadResult;
  readonly bare: LoadResult;
  readonly ratio: number;
}

/**
 * Requests per second of a page on the running server (its page cache warmed by the first
 * request) and on bare node:http answering with the bytes the server sent, in alternating rounds
 * (this machine's speed drifts): the ratio is the median of the per-round ratios.
 */
export async function compareWithBarePage(path: string): Promise<PageComparison> {
  const url = `http://127.0.0.1:${BENCH.port}${path}`;
  const page = await capture(url);
  const folder = mkdtempSync(join(tmpdir(), 'bench-page-'));
  const file = join(folder, 'capture.json');
  writeFileSync(file, JSON.stringify({ bodyBase64: page.body.toString('base64'), headers: page.headers }));
  const bare = spawnPinned(BENCH.serverCore, process.execPath, [
    join(BENCH.here, 'bare-server.mjs'),
    String(BENCH.barePort),
    file,
  ]);
  const bareUrl = `http://127.0.0.1:${BENCH.barePort}/`;
  try {
    await waitForFirstAnswer(bareUrl);
    const options = { seconds: SECONDS, connections: CONNECTIONS, core: BENCH.loadCore, headers: PAGE_REQUEST_HEADERS };
    runLoad(BENCH.bin, url, { ...options, seconds: 2 });
    runLoad(BENCH.bin, bareUrl, { ...options, seconds: 2 });
    const ours: LoadResult[] = [];
    const bares: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ours.push(runLoad(BENCH.bin, url, options));
      bares.push(runLoad(BENCH.bin, bareUrl, options));
    }
    const ratio = median(
      ours.map((result, round) => result.requestsPerSecond / (bares[round]?.requestsPerSecond ?? Number.NaN)),
    );
    return {
      bytes: page.body.length,
      encoding: page.headers['content-encoding'] ?? 'identity',
      ours: medianRun(ours),
      bare: medianRun(bares),
      ratio,
    };
  } finally {
    await stop(bare);
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One connection, one request after the other, for the configured seconds: the latency of a render. */
export function singleConnection(path: string): LoadResult {
  const url = `http://127.0.0.1:${BENCH.port}${path}`;
  const options = { seconds: 1, connections: 1, core: BENCH.loadCore, headers: PAGE_REQUEST_HEADERS };
  runLoad(BENCH.bin, url, options);
  return runLoad(BENCH.bin, url, { ...options, seconds: BENCH.seconds });
}

/** The figures per round count, for the report. */
export const PAGE_LOAD_SETUP = { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS };
