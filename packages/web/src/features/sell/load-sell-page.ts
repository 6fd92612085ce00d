import { errorMessageOr, type HomeValue, type ValidationIssue } from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';
import { sellRequest, type SellParams } from './sell-params.ts';

/** Shown when the estimate cannot be loaded and the error carries no message. */
export const HOME_VALUE_LOAD_FAILED =
  'The estimate could not be worked out right now. Please try again in a few minutes.';
/** Shown for an MLS number the public may not see (or no longer in the data). */
export const UNKNOWN_HOME = 'We could not find that home in the listing data. Describe it below instead.';

/** What the `/sell` page shows: the valued home, or why there is none. */
export interface SellPageData {
  readonly params: SellParams;
  readonly answer: HomeValue | null;
  readonly issues: readonly ValidationIssue[];
  readonly error: string | null;
  /** The day the page was loaded (`YYYY-MM-DD`, UTC), for defaults both the server and the browser show alike. */
  readonly today: string;
}

/** Values the home in the address (a known listing or typed facts); a plain `/sell` values nothing. */
export async function loadSellPage(
  services: Pick<WebServices, 'estimateHomeValue'>,
  params: SellParams,
): Promise<SellPageData> {
  const asked = sellRequest(params);
  const empty = { params, answer: null, issues: [], error: null, today: new Date().toISOString().slice(0, 10) };
  if (asked.kind === 'none') return empty;
  if (asked.kind === 'invalid') return { ...empty, issues: asked.issues };
  try {
    const answer = await services.estimateHomeValue(asked.request);
    return answer === null ? { ...empty, error: UNKNOWN_HOME } : { ...empty, answer };
  } catch (error) {
    return { ...empty, error: errorMessageOr(error, HOME_VALUE_LOAD_FAILED) };
  }
}
