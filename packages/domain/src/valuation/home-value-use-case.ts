import { formatListingAddress } from '../listing/listing-address.ts';
import { PUBLIC_STATUSES, type Listing } from '../listing/listing.ts';
import type { ListingStore } from '../listing/listing-store.port.ts';
import type { MarketDataSource } from '../market/market-data-source.port.ts';
import type { ListingVisibility } from '../search/search-use-cases.ts';
import type { Clock } from '../shared/clock.port.ts';
import { cityPriceTrend } from './city-price-trend.ts';
import type { ClosedSale } from './closed-sale.ts';
import type { ClosedSaleQuery, ClosedSales } from './closed-sales.port.ts';
import { lookbackStart } from './comparable-selection.ts';
import { estimateHomeValue, type HomeValuation } from './home-valuation.ts';
import { VALUATION_POLICY, type ValuationPolicy } from './valuation-policy.ts';
import { subjectOfListing, type ValuationSubject } from './valuation-subject.ts';

/** The facts of a home a visitor types when we know no listing of it. */
export interface TypedHome {
  readonly livingArea: number;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  readonly yearBuilt: number | null;
  readonly subdivision: string | null;
  readonly city: string | null;
}

/** What to value: a listing we know (by `ListingId`), or typed facts. */
export type HomeValueRequest = { readonly listingId: string } | { readonly home: TypedHome };

/** The home as valued: its facts, and for a known listing its address, place and annual taxes. */
export interface ValuedHome extends TypedHome {
  readonly listingId: string | null;
  readonly address: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly annualTaxes: number | null;
}

/** A home value answer: the home, the estimate (or why there is none) and the data date it is valued on. */
export interface HomeValue {
  readonly home: ValuedHome;
  readonly valuation: HomeValuation;
  /** `YYYY-MM-DD`: the day of the newest change in the listing data (today when there is none). */
  readonly asOf: string;
}

/** Candidate sales asked for per area; the rule picks the comparables among them. */
const CANDIDATES_PER_AREA = 60;

function blank(text: string | null): boolean {
  return text === null || text.trim() === '';
}

async function candidateSales(
  sales: ClosedSales,
  subject: ValuationSubject,
  asOf: string,
  policy: ValuationPolicy,
): Promise<ClosedSale[]> {
  const base: Omit<ClosedSaleQuery, 'area'> = {
    closedFrom: lookbackStart(asOf, policy),
    closedTo: asOf,
    minLivingArea: subject.livingArea * (1 - policy.sizeTolerance),
    maxLivingArea: subject.livingArea * (1 + policy.sizeTolerance),
    ...(subject.propertySubType === null ? {} : { propertySubType: subject.propertySubType }),
    ...(subject.listingKey === null ? {} : { excludeListingKey: subject.listingKey }),
    limit: CANDIDATES_PER_AREA,
  };
  const areas: ClosedSaleQuery['area'][] = [
    ...(blank(subject.subdivision) ? [] : [{ subdivision: subject.subdivision as string }]),
    ...(subject.location !== null
      ? [{ near: subject.location, radiusMiles: policy.radiusMiles }]
      : blank(subject.city)
        ? []
        : [{ city: subject.city as string }]),
  ];
  return (await Promise.all(areas.map((area) => sales.closedSales({ ...base, area })))).flat();
}

function valuedListing(listing: Listing): ValuedHome {
  const subject = subjectOfListing(listing);
  return {
    listingId: listing.ListingId,
    address: formatListingAddress(listing),
    latitude: listing.Latitude,
    longitude: listing.Longitude,
    annualTaxes: listing.TaxAnnualAmount,
    livingArea: listing.LivingArea ?? 0,
    bedrooms: listing.BedroomsTotal,
    bathrooms: subject?.bathrooms ?? null,
    yearBuilt: listing.YearBuilt,
    subdivision: listing.SubdivisionName,
    city: listing.City,
  };
}

function typedSubject(home: TypedHome): ValuationSubject {
  return { ...home, propertySubType: null, location: null, listingKey: null, estimatesAllowed: true };
}

/**
 * Values a home from comparable sales (`estimateHomeValue`) on the listing data's date, with its city's market trend.
 * Answers null for a listing the public may not see. No estimate when sold data is not public or the size is unknown.
 */
export function createEstimateHomeValue(deps: {
  listings: Pick<ListingStore, 'findById' | 'freshness'>;
  sales: ClosedSales;
  market: MarketDataSource;
  clock: Clock;
  visibility: ListingVisibility;
  policy?: ValuationPolicy;
}) {
  const policy = deps.policy ?? VALUATION_POLICY;
  const visible = (listing: Listing | null): listing is Listing =>
    listing !== null &&
    PUBLIC_STATUSES.includes(listing.StandardStatus) &&
    (listing.StandardStatus !== 'Closed' || deps.visibility.closedListingsPublic);
  return async (request: HomeValueRequest): Promise<HomeValue | null> => {
    const listing = 'listingId' in request ? await deps.listings.findById(request.listingId) : null;
    if ('listingId' in request && !visible(listing)) return null;
    const freshness = await deps.listings.freshness();
    const asOf = (freshness.latestModification ?? new Date(deps.clock.now()).toISOString()).slice(0, 10);
    const home =
      listing === null
        ? {
            ...(request as { home: TypedHome }).home,
            listingId: null,
            address: null,
            latitude: null,
            longitude: null,
            annualTaxes: null,
          }
        : valuedListing(listing);
    const subject = listing === null ? typedSubject(home) : subjectOfListing(listing);
    const refuse = (reason: 'sold-data-private' | 'unknown-size' | 'seller-opted-out'): HomeValue => ({
      home,
      asOf,
      valuation: { kind: 'refused', reason, comparables: [] },
    });
    if (subject !== null && !subject.estimatesAllowed) return refuse('seller-opted-out');
    if (!deps.visibility.closedListingsPublic) return refuse('sold-data-private');
    if (subject === null) return refuse('unknown-size');
    const [sales, trend] = await Promise.all([
      candidateSales(deps.sales, subject, asOf, policy),
      cityPriceTrend(deps.market, subject.city, asOf),
    ]);
    return { home, asOf, valuation: estimateHomeValue(subject, sales, trend, asOf, policy) };
  };
}
