import {
  createGetMarketActivity,
  MARKET_MONTHS_DEFAULT,
  type Clock,
  type ListingStore,
  type ListingVisibility,
  type MarketActivity,
  type MarketActivityRequest,
  type MarketDataSource,
} from '@app/domain';
import { createCachedPerKey } from '../cache/cached-per-key.ts';

/** How long computed market figures are kept: they move by the day, and a county takes a second to compute. */
export const MARKET_ACTIVITY_TTL_MS = 5 * 60_000;
/** Distinct (city, months) answers kept: every city at the usual lengths. */
const MARKET_ANSWERS_KEPT = 60;

function requestKey(request: MarketActivityRequest): string {
  return `${request.city?.toLowerCase() ?? ''}|${request.months ?? MARKET_MONTHS_DEFAULT}`;
}

/** The market activity use case, each answer kept for {@link MARKET_ACTIVITY_TTL_MS} per city and length. */
export function createMarketActivityService(deps: {
  readonly marketData: MarketDataSource;
  readonly listings: ListingStore;
  readonly visibility: ListingVisibility;
  readonly clock: Clock;
}): (request: MarketActivityRequest) => Promise<MarketActivity | null> {
  const getMarketActivity = createGetMarketActivity({ source: deps.marketData, listings: deps.listings, visibility: deps.visibility });
  return createCachedPerKey(requestKey, getMarketActivity, { ttlMs: MARKET_ACTIVITY_TTL_MS, clock: deps.clock, maxKeys: MARKET_ANSWERS_KEPT });
}
