import { percentile } from './shared.ts';

/** Latency figures of a set of requests, in milliseconds. */
export interface Latencies {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/**
 * Sends every URL once, `concurrency` at a time, and measures each answer's time to the last
 * byte. Failing answers abort the run: a benchmark of errors measures nothing.
 */
export async function measureLatencies(urls: readonly string[], concurrency: number): Promise<Latencies> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      const started = performance.now();
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: times.length,
    p50: round(percentile(times, 0.5)),
    p99: round(percentile(times, 0.99)),
    max: round(Math.max(...times)),
  };
}
