// `pnpm bench`: measures, in one run on loopback, the figures the issues ask for and prints them;
// it asserts nothing (targets are in the README). BENCH_ONLY=foundation|listings|web|reliability runs
// one part; BENCH_ONLY=suggestions only the place suggestions of the listings part (issue 16).
import { foundationBench } from './foundation-bench.ts';
import { listingsBench } from './listings-bench.ts';
import { reliabilityBench } from './reliability-bench.ts';
import { assertPortFree, BENCH } from './shared.ts';
import { webBench } from './web-bench.ts';

async function main(): Promise<void> {
  await assertPortFree(BENCH.port);
  await assertPortFree(BENCH.barePort);
  console.info(
    `Benchmark on loopback: server pinned to core ${BENCH.serverCore}, load to core ${BENCH.loadCore}, ${BENCH.seconds} s per run\n`,
  );
  const only = process.env.BENCH_ONLY;
  if (only === undefined || only === 'foundation') await foundationBench();
  if (only === undefined || only === 'listings') await listingsBench();
  if (only === 'suggestions') await listingsBench('suggestions');
  if (only === undefined || only === 'web') await webBench();
  if (only === undefined || only === 'reliability') await reliabilityBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
