const MINUTE_MS = 60_000;

/** Cache times of the spec (section 9). */
export const CACHE_TIMES_MS = {
  publicFooter: 30 * MINUTE_MS,
  adminFooter: 5 * MINUTE_MS,
  featuredProperties: 15 * MINUTE_MS,
} as const;

/** When data was last fetched (ms since epoch, null when never) and the current time. */
export interface FetchState {
  readonly lastFetched: number | null;
  readonly now: number;
}

/** Whether data fetched at lastFetched is younger than maxAgeMs at now. */
export function isFresh({ lastFetched, now }: FetchState, maxAgeMs: number): boolean {
  return lastFetched !== null && now - lastFetched < maxAgeMs;
}

/** Public footer: skipped when the data is under 30 minutes old, unless forced. */
export function shouldFetchPublicFooter(state: FetchState & { readonly force?: boolean }): boolean {
  return state.force === true || !isFresh(state, CACHE_TIMES_MS.publicFooter);
}

/**
 * Admin footer list: always refetches by default (force defaults to true);
 * when not forced it may skip data under 5 minutes old.
 */
export function shouldFetchAdminFooter(state: FetchState & { readonly force?: boolean }): boolean {
  return (state.force ?? true) || !isFresh(state, CACHE_TIMES_MS.adminFooter);
}

/** Whether data fetched at lastFetched is older than maxAgeMs at now (true when never fetched). */
export function isOlderThan({ lastFetched, now }: FetchState, maxAgeMs: number): boolean {
  return lastFetched === null || now - lastFetched > maxAgeMs;
}

/** Featured properties: refetch when forced, when empty, or when older than 15 minutes (exactly 15 is kept). */
export function shouldFetchFeaturedProperties(
  state: FetchState & { readonly count: number; readonly force?: boolean },
): boolean {
  return state.force === true || state.count === 0 || isOlderThan(state, CACHE_TIMES_MS.featuredProperties);
}
