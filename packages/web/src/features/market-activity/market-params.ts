import { MARKET_MONTHS_DEFAULT, type MarketActivityRequest } from '@app/domain';

/** The period choices of the page, in months. */
export const MARKET_PERIODS = [6, 12, 24] as const;

/** The page's address parameters: `?city=Naples&months=24` (every city and 12 months when absent). */
export interface MarketParams {
  readonly city?: string;
  readonly months?: string;
}

/** The parameters the page understands, as text; anything else in the address is dropped. */
export function pickMarketParams(raw: Record<string, unknown>): MarketParams {
  const city = typeof raw.city === 'string' ? raw.city.trim() : '';
  const months = typeof raw.months === 'string' || typeof raw.months === 'number' ? String(raw.months) : '';
  return {
    ...(city === '' ? {} : { city }),
    ...(MARKET_PERIODS.some((period) => String(period) === months) ? { months } : {}),
  };
}

/** What to ask the market service for: a period the page offers, the default otherwise. */
export function marketRequest(params: MarketParams): MarketActivityRequest {
  const months = Number(params.months ?? MARKET_MONTHS_DEFAULT);
  return { ...(params.city === undefined ? {} : { city: params.city }), months };
}

/** The address parameters of a choice, leaving out the defaults so the plain page has the plain address. */
export function marketSearch(city: string | null, months: number): MarketParams {
  return {
    ...(city === null ? {} : { city }),
    ...(months === MARKET_MONTHS_DEFAULT ? {} : { months: String(months) }),
  };
}
