// Listing search speed on 50,000 generated listings, measured directly on PostgresListingStore:
// an in-memory PGlite and a throwaway Postgres 15 (the testing harness). Prints p50 and p99 per
// query and adapter; asserts nothing (the targets are in the README).
// Run from the repository root: pnpm exec tsx packages/adapters-postgres/bench/search-bench.ts
import { loadavg } from 'node:os';
import { migrate } from '@app/database';
import { generateDemoListings } from '@app/demo';
import { startPostgres15 } from '@app/testing/harness';
import type { Database } from '../src/connection/database.ts';
import { openEmbeddedDatabase } from '../src/connection/embedded-database.ts';
import { openPostgresDatabase } from '../src/connection/postgres-database.ts';
import { PostgresListingStore } from '../src/listing/postgres-listing-store.ts';
import { BENCH_QUERIES } from './bench-queries.ts';
import { diskMigrations } from './disk-migrations.ts';
import { percentile, timeRuns } from './timing.ts';

const COUNT = Number(process.env.BENCH_LISTINGS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

async function seed(db: Database): Promise<void> {
  const started = performance.now();
  await migrate(db, diskMigrations());
  await new PostgresListingStore(db).upsertMany(generateDemoListings({ count: COUNT }));
  // Twice: on Postgres an autovacuum started by the load can hold back the first one's visibility map.
  for (const statement of ['vacuum analyze listings', 'vacuum analyze listing_media', 'vacuum listings'])
    await db.exec(statement);
  console.info(`  seeded ${COUNT.toLocaleString('en-US')} listings in ${Math.round(performance.now() - started)} ms`);
}

async function measure(adapter: string, db: Database): Promise<void> {
  console.info(`\n${adapter} (load average ${loadavg()[0]?.toFixed(1)}: figures drift with other work on the machine)`);
  await seed(db);
  const store = new PostgresListingStore(db);
  for (const query of BENCH_QUERIES) {
    let answered = 0;
    const samples = await timeRuns(RUNS, async (run) => {
      const criteria = query.variants[run % query.variants.length]!;
      answered = query.kind === 'pins' ? (await store.pins(criteria)).length : (await store.search(criteria)).total;
    });
    const figures = `p50 ${percentile(samples, 0.5).toFixed(1)} ms  p99 ${percentile(samples, 0.99).toFixed(1)} ms`;
    console.info(
      `  ${query.name.padEnd(36)} ${figures.padEnd(30)} (last run: ${answered} ${query.kind === 'pins' ? 'pins' : 'found'})`,
    );
  }
}

const embedded = await openEmbeddedDatabase();
try {
  await measure('PGlite (in memory)', embedded);
} finally {
  await embedded.close();
}
const server = await startPostgres15();
try {
  const db = await openPostgresDatabase({ url: await server.createDatabase('search_bench'), maxConnections: 2 });
  try {
    await measure('Postgres 15', db);
  } finally {
    await db.close();
  }
} finally {
  await server.stop();
}
