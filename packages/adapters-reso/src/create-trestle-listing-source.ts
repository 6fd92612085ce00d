import { systemClock, type Clock } from '@app/domain';
import { TrestleQuotaThrottle, DEFAULT_QUERY_BUDGET, type QueryBudget } from './http/quota-throttle.ts';
import { createRetryingFetch, DEFAULT_RETRY_POLICY, type RetryPolicy } from './http/retrying-fetch.ts';
import { realSleep, type Sleep } from './http/sleep.ts';
import { TrestleHttpClient } from './http/trestle-http-client.ts';
import { TrestleTokenProvider } from './http/trestle-token-provider.ts';
import type { Logger } from './logger.ts';
import type { LocalFieldTable } from './mapping/local-field-table.ts';
import { DEFAULT_TRESTLE_PAGING, TrestleListingSource, type TrestlePaging } from './trestle-listing-source.ts';

/** CoreLogic Trestle's production host. */
export const DEFAULT_TRESTLE_BASE_URL = 'https://api-trestle.corelogic.com';

/** The most records Trestle answers in one query (`$top`), key-only queries aside. */
export const TRESTLE_MAX_TOP = 1_000;

/** Everything a Trestle listing source needs; only the credentials and a logger are required. */
export interface TrestleSourceOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly logger: Logger;
  readonly baseUrl?: string;
  readonly clock?: Clock;
  readonly sleep?: Sleep;
  readonly fetch?: typeof fetch;
  /** Chance for the backoff jitter, in [0, 1). */
  readonly random?: () => number;
  readonly retry?: RetryPolicy;
  readonly budget?: QueryBudget;
  readonly paging?: Partial<TrestlePaging>;
  /** Which of the board's fields carry the Florida facts (the default table when absent). */
  readonly localFields?: LocalFieldTable;
}

/**
 * A `TrestleListingSource` wired to the real thing: the global `fetch`, OAuth2 client credentials,
 * retries with backoff and a quota throttle shared by every query of this source.
 */
export function createTrestleListingSource(options: TrestleSourceOptions): TrestleListingSource {
  const baseUrl = (options.baseUrl ?? DEFAULT_TRESTLE_BASE_URL).replace(/\/+$/, '');
  const paging = { ...DEFAULT_TRESTLE_PAGING, ...options.paging };
  if (!(paging.pageSize >= 1 && paging.pageSize <= TRESTLE_MAX_TOP))
    throw new RangeError(`pageSize must be 1 to ${TRESTLE_MAX_TOP}`);
  const clock = options.clock ?? systemClock;
  const sleep = options.sleep ?? realSleep;
  const common = {
    fetch: options.fetch ?? ((input: string | URL | Request, init?: RequestInit) => fetch(input, init)),
    clock,
    sleep,
    random: options.random ?? Math.random,
    logger: options.logger,
    policy: options.retry ?? DEFAULT_RETRY_POLICY,
  };
  const throttle = new TrestleQuotaThrottle(
    clock,
    sleep,
    options.budget ?? DEFAULT_QUERY_BUDGET,
    common.policy.maxWaitMs,
  );
  const tokens = new TrestleTokenProvider(
    { baseUrl, clientId: options.clientId, clientSecret: options.clientSecret },
    createRetryingFetch(common),
    clock,
  );
  const client = new TrestleHttpClient(baseUrl, tokens, createRetryingFetch({ ...common, throttle }));
  return new TrestleListingSource(client, baseUrl, options.logger, paging, options.localFields);
}
