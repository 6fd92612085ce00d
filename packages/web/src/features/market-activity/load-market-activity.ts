import { isNotFound, notFound } from '@tanstack/react-router';
import { errorMessageOr, type MarketActivity } from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';
import { marketRequest, type MarketParams } from './market-params.ts';

/** The message shown when the figures cannot be loaded and the error carries none. */
export const MARKET_LOAD_FAILED = 'The market figures could not be loaded. Please try again in a few minutes.';

/** What the market page shows: the figures, or why there are none. */
export interface MarketActivityData {
  readonly params: MarketParams;
  readonly activity: MarketActivity | null;
  readonly error: string | null;
}

/** Loads the figures of the city in the address; a city without listing data is not found (404). */
export async function loadMarketActivity(
  services: Pick<WebServices, 'marketActivity'>,
  params: MarketParams,
): Promise<MarketActivityData> {
  try {
    const activity = await services.marketActivity(marketRequest(params));
    if (activity === null) throw notFound();
    return { params, activity, error: null };
  } catch (error) {
    if (isNotFound(error)) throw error;
    return { params, activity: null, error: errorMessageOr(error, MARKET_LOAD_FAILED) };
  }
}
