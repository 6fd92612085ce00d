import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnvironment, serverNodeFlags } from '../server-launch.mjs';
import { spawnPinned } from './processes.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The built server (BENCH_SERVER names another build, e.g. an older commit's), the load tool's folder, and where
 * things run. */
export const BENCH = {
  here: HERE,
  server: process.env.BENCH_SERVER ?? join(HERE, '..', 'dist', 'main.js'),
  bin: join(HERE, '..', 'node_modules', '.bin'),
  port: Number(process.env.BENCH_PORT ?? 3900),
  barePort: Number(process.env.BENCH_BARE_PORT ?? 3901),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  serverCore: 0,
  loadCore: 1,
} as const;

/** Starts the built server pinned to the server core as `pnpm start` does (server-launch.mjs), with extra
 * environment. */
export function startServer(env: Record<string, string>) {
  return spawnPinned(BENCH.serverCore, process.execPath, [...serverNodeFlags([], undefined), BENCH.server], {
    ...serverEnvironment(process.env, process.platform),
    PORT: String(BENCH.port),
    HOST: '127.0.0.1',
    ...env,
  });
}

/** The middle value (the upper middle for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The value below which the given share of the values lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** Fails early when something already listens on a benchmark port. */
export async function assertPortFree(port: number): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered)
    throw new Error(
      `Port ${port} is in use: stop whatever listens there (an earlier benchmark's server?) and run again.`,
    );
}
