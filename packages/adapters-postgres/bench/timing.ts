/** The value below which the given share of the sorted samples falls (nearest rank). */
export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

/** Runs fn `runs` times after a few warm-up calls and answers each run's duration in ms. */
export async function timeRuns(runs: number, fn: (run: number) => Promise<unknown>): Promise<number[]> {
  for (let run = 0; run < 5; run += 1) await fn(run);
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await fn(run);
    samples.push(performance.now() - started);
  }
  return samples;
}
