import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pinnedCommand } from './processes.ts';
import { median } from './shared.ts';

/** What one autocannon run measured. */
export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly non2xx: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

/** Runs autocannon (pinned to `core`) against a URL for `seconds` with `connections` connections and optional request
 * headers. */
export function runLoad(
  binDir: string,
  url: string,
  options: { seconds: number; connections: number; core: number; headers?: Record<string, string> },
): LoadResult {
  const autocannon = join(binDir, 'autocannon');
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = ['--json', '-d', String(options.seconds), '-c', String(options.connections), ...headers, url];
  const output = execFileSync(...pinnedCommand(options.core, autocannon, args), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(output) as AutocannonJson;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The run whose requests per second is the median of the rounds. */
export function medianRun(results: LoadResult[]): LoadResult {
  const target = median(results.map((result) => result.requestsPerSecond));
  return results.find((result) => result.requestsPerSecond === target) ?? results[0]!;
}
