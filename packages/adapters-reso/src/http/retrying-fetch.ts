import { DataUnavailableError, type Clock } from '@app/domain';
import type { Logger } from '../logger.ts';
import { backoffDelayMs, DEFAULT_BACKOFF, retryAfterMs, type BackoffPolicy } from './backoff.ts';
import type { TrestleQuotaThrottle } from './quota-throttle.ts';
import type { Sleep } from './sleep.ts';

/** Answers that a later try may cure: over quota, bad gateway, unavailable, gateway timeout. */
const RETRYABLE_STATUSES: readonly number[] = [429, 502, 503, 504];

/** How many times and how long a request is retried. */
export interface RetryPolicy {
  /** Retries after a network failure (fetch rejected). */
  readonly networkRetries: number;
  /** Retries after a 429, 502, 503 or 504 answer. */
  readonly statusRetries: number;
  /** A single wait longer than this (a long `Retry-After`) fails the request instead. */
  readonly maxWaitMs: number;
  readonly backoff: BackoffPolicy;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  networkRetries: 3,
  statusRetries: 6,
  maxWaitMs: 5 * 60_000,
  backoff: DEFAULT_BACKOFF,
};

/** What a retrying fetch is built from; everything that waits or draws chance is injected. */
export interface RetryingFetchDeps {
  readonly fetch: typeof fetch;
  readonly clock: Clock;
  readonly sleep: Sleep;
  readonly random: () => number;
  readonly logger: Logger;
  readonly policy?: RetryPolicy;
  /** When given, every attempt waits for room in the query quota and reports the answer's quota headers. */
  readonly throttle?: TrestleQuotaThrottle;
}

/** A request function that retries network failures and 429/5xx answers, honouring `Retry-After`. */
export type RetryingFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Builds a fetch that retries a bounded number of times; the last failure becomes a `DataUnavailableError`. */
export function createRetryingFetch(deps: RetryingFetchDeps): RetryingFetch {
  const policy = deps.policy ?? DEFAULT_RETRY_POLICY;
  return async (url, init) => {
    for (let network = 0, status = 0; ;) {
      await deps.throttle?.acquire();
      let response: Response;
      try {
        response = await deps.fetch(url, init);
      } catch (cause) {
        if (network >= policy.networkRetries) throw new DataUnavailableError('Trestle could not be reached', { cause });
        await wait(
          deps,
          backoffDelayMs(network++, deps.random, policy.backoff),
          policy,
          `network failure: ${String(cause)}`,
          url,
        );
        continue;
      }
      deps.throttle?.observe(response.headers);
      if (!RETRYABLE_STATUSES.includes(response.status)) return response;
      await response.body?.cancel();
      if (status >= policy.statusRetries)
        throw new DataUnavailableError(`Trestle answered HTTP ${response.status} ${status + 1} times in a row`);
      const delay =
        retryAfterMs(response.headers.get('Retry-After'), deps.clock.now()) ??
        backoffDelayMs(status, deps.random, policy.backoff);
      status++;
      await wait(deps, delay, policy, `HTTP ${response.status}`, url);
    }
  };
}

async function wait(
  deps: RetryingFetchDeps,
  ms: number,
  policy: RetryPolicy,
  reason: string,
  url: string,
): Promise<void> {
  if (ms > policy.maxWaitMs)
    throw new DataUnavailableError(`Trestle asked to wait ${Math.ceil(ms / 1_000)} s (${reason}); giving up this run`);
  deps.logger.warn('Trestle request will be retried', { reason, waitMs: ms, path: new URL(url).pathname });
  await deps.sleep(ms);
}
