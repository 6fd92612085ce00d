import type { Listing } from '../listing/listing.ts';
import { DEFAULT_SEARCH_STATUSES } from '../search/listing-search.ts';
import { median } from '../shared/median.ts';

/** A listing is new for this many days after its contract date. */
export const NEW_LISTING_DAYS = 30;

const DAY_MS = 86_400_000;

/** The fields of a listing the statistics read (a search summary has them all). */
export type StatisticsListing = Pick<
  Listing,
  'ListingKey' | 'ListPrice' | 'LivingArea' | 'ListingContractDate' | 'StandardStatus'
>;

/** Live figures of a community's homes for sale; null where no listing gives the figure. */
export interface CommunityStatistics {
  readonly homesForSale: number;
  readonly medianListPrice: number | null;
  readonly lowestListPrice: number | null;
  readonly highestListPrice: number | null;
  /** Median of list price divided by living area, over the listings that have both. */
  readonly medianPricePerSqft: number | null;
  /** Homes for sale whose contract date falls in the last 30 days (not after `now`). */
  readonly newListings: number;
}

function isNew(contractDate: string | null, nowMs: number): boolean {
  if (contractDate === null) return false;
  const listed = Date.parse(contractDate);
  return listed <= nowMs && nowMs - listed < NEW_LISTING_DAYS * DAY_MS;
}

/**
 * The statistics of a community from its listings: only homes for sale count (the statuses a
 * search shows by default: active, under contract, coming soon), each listing once (by
 * `ListingKey`). Prices that are missing or not positive count as a home but not as a price.
 */
export function communityStatistics(listings: readonly StatisticsListing[], now: string): CommunityStatistics {
  const forSale = new Map<string, StatisticsListing>();
  for (const listing of listings)
    if (DEFAULT_SEARCH_STATUSES.includes(listing.StandardStatus)) forSale.set(listing.ListingKey, listing);
  const homes = [...forSale.values()];
  const prices = homes.map((home) => home.ListPrice).filter((price): price is number => price !== null && price > 0);
  const perSqft = homes.flatMap((home) =>
    home.ListPrice !== null && home.ListPrice > 0 && home.LivingArea !== null && home.LivingArea > 0
      ? [home.ListPrice / home.LivingArea]
      : [],
  );
  const nowMs = Date.parse(now);
  return {
    homesForSale: homes.length,
    medianListPrice: median(prices),
    lowestListPrice: prices.length > 0 ? Math.min(...prices) : null,
    highestListPrice: prices.length > 0 ? Math.max(...prices) : null,
    medianPricePerSqft: median(perSqft),
    newListings: homes.filter((home) => isNew(home.ListingContractDate, nowMs)).length,
  };
}
