import { residentMiB } from './processes.ts';

/** Resident memory of the server around a flood of distinct URLs. */
export interface FloodResult {
  readonly urls: number;
  readonly startMiB: number | null;
  readonly peakMiB: number | null;
  readonly endMiB: number | null;
  readonly failures: number;
  readonly seconds: number;
}

/**
 * Half map-pin queries, each a different small map area (a 0.05° square moved in 0.01° steps
 * over the coast), half search pages, each a different price floor: every URL is new to every
 * cache. Interleaved, so both kinds run through the whole flood.
 */
export function floodPaths(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const step = Math.floor(index / 2);
    if (index % 2 === 0) {
      const south = 25.8 + (step % 100) * 0.01;
      const west = -82.3 + Math.floor(step / 100) * 0.01;
      const box = [south, west, south + 0.05, west + 0.05].map((value) => value.toFixed(2)).join(',');
      return `/api/listings/pins?bounds=${box}`;
    }
    return `/search?minPrice=${100_000 + step * 37}`;
  });
}

/**
 * Sends every path once to the server at `origin`, `concurrency` at a time (loopback, bounded),
 * and reads the process's resident memory before, every 250 ms during, and after.
 */
export async function memoryFlood(
  origin: string,
  pid: number | undefined,
  paths: readonly string[],
  concurrency: number,
): Promise<FloodResult> {
  const started = performance.now();
  const startMiB = residentMiB(pid);
  let peakMiB = startMiB;
  const sample = setInterval(() => {
    const now = residentMiB(pid);
    if (now !== null && (peakMiB === null || now > peakMiB)) peakMiB = now;
  }, 250);
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      try {
        const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    clearInterval(sample);
  }
  const endMiB = residentMiB(pid);
  if (endMiB !== null && (peakMiB === null || endMiB > peakMiB)) peakMiB = endMiB;
  return {
    urls: paths.length,
    startMiB,
    peakMiB,
    endMiB,
    failures,
    seconds: Math.round((performance.now() - started) / 1000),
  };
}
