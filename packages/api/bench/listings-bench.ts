import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres15 } from '@app/testing/harness';
import { measureLatencies, type Latencies } from './latency.ts';
import { pageRate, row } from './foundation-bench.ts';
import { stop, waitForFirstAnswer } from './processes.ts';
import { BENCH, startServer } from './shared.ts';
import { suggestionLatencies } from './suggestions-bench.ts';

const LISTINGS = 50_000;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 200);

/** Typical searches: the query of each (the API path is /api/listings/search). */
const SEARCHES: Record<string, string> = {
  'default (for sale, newest)': '',
  'city + price range + beds': 'city=Naples&minPrice=500000&maxPrice=1500000&beds=3',
  'free text': 'q=gulf',
  'status + sort by price': 'status=active,pending&sort=price-desc',
  'map bounds': 'bounds=26.10,-81.85,26.30,-81.70',
  'drawn polygon': 'polygon=26.10,-81.85_26.10,-81.70_26.30,-81.70_26.30,-81.85',
};

/**
 * The same search `runs` times with a different, harmless price ceiling each time, so neither the
 * micro-cache nor the pin cache can answer: every request runs the query (an offset keeps two
 * runs of the same search apart).
 */
function distinctUrls(path: string, query: string, runs: number, offset = 0): string[] {
  return Array.from({ length: runs }, (_, position) => {
    const index = position + offset;
    const ceiling = `maxPrice=${100_000_000 - index}`;
    const filters = /maxPrice=/.test(query)
      ? query.replace(/maxPrice=\d+/, `maxPrice=${1_500_000 + index}`)
      : [query, ceiling].filter(Boolean).join('&');
    return `http://127.0.0.1:${BENCH.port}${path}?${filters}`;
  });
}

function line(label: string, latencies: Latencies, target?: string): string {
  return `${label.padEnd(52)} p50 ${String(latencies.p50).padStart(6)} ms   p99 ${String(latencies.p99).padStart(6)} ms   (${latencies.count} requests)${target ? `   ${target}` : ''}`;
}

/** Issue 16's target: a location box's suggestions within 30 ms at the 99th percentile. */
const SUGGESTION_TARGET_P99_MS = 30;
const SUGGESTION_RUNS = Number(process.env.BENCH_SUGGESTION_RUNS ?? 400);

async function measureSuggestions(): Promise<void> {
  const latencies = await suggestionLatencies(SUGGESTION_RUNS);
  console.info(
    line(
      'place suggestions: distinct typed texts, uncached',
      latencies,
      `target p99 <= ${SUGGESTION_TARGET_P99_MS} ms`,
    ),
  );
}

async function measure(
  backend: string,
  env: Record<string, string>,
  targetP99: number,
  only: 'all' | 'suggestions' = 'all',
): Promise<void> {
  const started = performance.now();
  const server = startServer({ ...env, SEED_LISTINGS: String(LISTINGS) });
  await waitForFirstAnswer(`http://127.0.0.1:${BENCH.port}/api/health`, 300_000);
  console.info(
    `\n${backend}: ${LISTINGS.toLocaleString('en-US')} listings seeded and served in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  await measureSuggestions();
  if (only === 'suggestions') {
    await stop(server);
    return;
  }
  for (const [label, query] of Object.entries(SEARCHES)) {
    await measureLatencies(distinctUrls('/api/listings/search', query, 20), 1);
    const latencies = await measureLatencies(distinctUrls('/api/listings/search', query, RUNS), 1);
    console.info(line(`search: ${label}`, latencies, `target p99 < ${targetP99} ms`));
    const loaded = await measureLatencies(distinctUrls('/api/listings/search', query, RUNS, 1_000), 4);
    console.info(line(`  the same, 4 clients at once`, loaded));
  }
  const allStatuses = 'status=active,under-contract,coming-soon,pending,closed';
  const pins = await measureLatencies(distinctUrls('/api/listings/pins', allStatuses, 30), 1);
  console.info(line(`pins: every listing (${LISTINGS.toLocaleString('en-US')}), uncached`, pins, 'target < 100 ms'));
  const samePins = Array.from({ length: 30 }, () => `http://127.0.0.1:${BENCH.port}/api/listings/pins?${allStatuses}`);
  console.info(
    line(
      'pins: every listing, the same map view again (cached)',
      await measureLatencies(samePins, 1),
      'target < 100 ms',
    ),
  );
  const bounds = await measureLatencies(distinctUrls('/api/listings/pins', SEARCHES['map bounds'] ?? '', 50), 1);
  console.info(line('pins: map bounds, uncached', bounds));
  const first = (await (await fetch(`http://127.0.0.1:${BENCH.port}/api/listings/search`)).json()) as {
    listings: { ListingId: string }[];
  };
  console.info(
    row('GET /properties/{id} (server-rendered detail page)', pageRate(`/properties/${first.listings[0]?.ListingId}`)),
  );
  await stop(server);
}

/** Issue 3's figures: search, bounds and pins latency and the detail page on 50,000 listings, on PGlite and Postgres
 * 15. */
export async function listingsBench(only: 'all' | 'suggestions' = 'all'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-50k-'));
  await measure('PGlite (embedded)', { DATA_DIR: dataDir }, 50, only);
  rmSync(dataDir, { recursive: true, force: true });
  const postgres = await startPostgres15();
  try {
    const url = await postgres.createDatabase('bench_listings');
    await measure('Postgres 15', { DATABASE_URL: url }, 20, only);
  } finally {
    await postgres.stop();
  }
}
