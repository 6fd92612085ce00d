import type { ListingFreshness } from '../listing/listing-store.port.ts';

/** Listing data changed within this long is up to date (the sync runs every 15 minutes by default). */
export const LISTING_DATA_FRESH_MS = 24 * 3_600_000;
/** Listing data unchanged for longer than this is out of date: the sync has likely stopped. */
export const LISTING_DATA_STALE_MS = 7 * 24 * 3_600_000;

/** How current the local copy of the listing data is, for the dashboard. */
export type ListingDataState = 'empty' | 'fresh' | 'aging' | 'stale';

export interface ListingDataFreshness extends ListingFreshness {
  readonly state: ListingDataState;
  /** Time since the newest change, in milliseconds (never negative); null without listings. */
  readonly ageMs: number | null;
}

/**
 * Judges the listing data by its newest change: up to a day old is fresh, up to a week aging,
 * older stale; no listings at all is empty. A change dated after `now` counts as just now.
 */
export function listingDataFreshness(freshness: ListingFreshness, now: number): ListingDataFreshness {
  if (freshness.count === 0 || freshness.latestModification === null)
    return { ...freshness, state: 'empty', ageMs: null };
  const ageMs = Math.max(0, now - Date.parse(freshness.latestModification));
  const state = ageMs <= LISTING_DATA_FRESH_MS ? 'fresh' : ageMs <= LISTING_DATA_STALE_MS ? 'aging' : 'stale';
  return { ...freshness, state, ageMs };
}
