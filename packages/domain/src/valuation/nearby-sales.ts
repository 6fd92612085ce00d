import type { Listing } from '../listing/listing.ts';
import type { ListingStore } from '../listing/listing-store.port.ts';
import type { ListingVisibility } from '../search/search-use-cases.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { ClosedSale } from './closed-sale.ts';
import type { ClosedSales } from './closed-sales.port.ts';
import { chooseComparables, lookbackStart } from './comparable-selection.ts';
import { VALUATION_POLICY } from './valuation-policy.ts';
import { subjectOfListing } from './valuation-subject.ts';

/** Sold homes a property page shows at most. */
export const NEARBY_SALES_SHOWN = 4;

/** A sold home next to the one on the page, with its price per square foot. */
export interface NearbySale {
  readonly sale: ClosedSale;
  readonly distanceMiles: number | null;
  readonly pricePerSqft: number;
}

/** The closest comparable sales of a listing, and its own price per square foot (asking, or sold when closed). */
export interface NearbySales {
  readonly pricePerSqft: number | null;
  readonly sales: readonly NearbySale[];
}

function ownPricePerSqft(listing: Listing): number | null {
  const price = listing.StandardStatus === 'Closed' ? listing.ClosePrice : listing.ListPrice;
  return price === null || listing.LivingArea === null || !(price > 0) || !(listing.LivingArea > 0)
    ? null
    : price / listing.LivingArea;
}

/**
 * The sold homes shown on a property page: up to {@link NEARBY_SALES_SHOWN} comparable sales of the last year
 * (`chooseComparables`: its subdivision first, then the nearest). Null when sold data is not public, the listing is
 * unknown or has no living area.
 */
export function createNearbySales(deps: {
  listings: Pick<ListingStore, 'findById' | 'freshness'>;
  sales: ClosedSales;
  clock: Clock;
  visibility: ListingVisibility;
}) {
  const policy = { ...VALUATION_POLICY, maxComparables: NEARBY_SALES_SHOWN };
  return async (listingId: string): Promise<NearbySales | null> => {
    if (!deps.visibility.closedListingsPublic) return null;
    const listing = await deps.listings.findById(listingId);
    const subject = listing === null ? null : subjectOfListing(listing);
    if (listing === null || subject === null) return null;
    const freshness = await deps.listings.freshness();
    const asOf = (freshness.latestModification ?? new Date(deps.clock.now()).toISOString()).slice(0, 10);
    const base = {
      closedFrom: lookbackStart(asOf, policy),
      closedTo: asOf,
      minLivingArea: subject.livingArea * (1 - policy.sizeTolerance),
      maxLivingArea: subject.livingArea * (1 + policy.sizeTolerance),
      excludeListingKey: listing.ListingKey,
      ...(subject.propertySubType === null ? {} : { propertySubType: subject.propertySubType }),
      limit: 20,
    };
    const areas = [
      ...(subject.subdivision === null ? [] : [{ subdivision: subject.subdivision }]),
      ...(subject.location === null ? [] : [{ near: subject.location, radiusMiles: policy.radiusMiles }]),
    ];
    const candidates = (await Promise.all(areas.map((area) => deps.sales.closedSales({ ...base, area })))).flat();
    const sales = chooseComparables(subject, candidates, asOf, policy).map(({ sale, distanceMiles }) => ({
      sale,
      distanceMiles,
      pricePerSqft: sale.ClosePrice / sale.LivingArea,
    }));
    return { pricePerSqft: ownPricePerSqft(listing), sales };
  };
}
