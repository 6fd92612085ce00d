import { isIsoDate, type OpenHouseFilter } from '@app/domain';
import type { PlainSearch } from '../../app/plain-search.ts';

/** The filters offered as links, in the order the page shows them. */
export const WINDOW_FILTERS = ['upcoming', 'weekend', 'next-7-days'] as const;

type WindowKind = (typeof WINDOW_FILTERS)[number];

/** What the page's address holds: the date filter and the page number. */
export interface OpenHousesQuery {
  readonly filter: OpenHouseFilter;
  readonly page: number;
  /** A parameter that broke a rule and was ignored. */
  readonly issue: string | null;
}

const MAX_PAGE = 100;

/** Keeps the page's own parameters (`when`, `date`, `page`) as strings. */
export function pickOpenHouseParams(raw: Record<string, unknown>): PlainSearch {
  const picked: PlainSearch = {};
  for (const name of ['when', 'date', 'page']) {
    const value = raw[name];
    if (typeof value === 'string' || typeof value === 'number') picked[name] = String(value);
  }
  return picked;
}

/** The message when the address asks for a day that has passed. */
export const PAST_DATE_ISSUE = 'That date has passed; showing upcoming open houses instead';

/**
 * Reads `?when=weekend`, `?when=next-7-days` or `?date=2026-11-28` (upcoming otherwise) and `?page=n`. A date before
 * `today` (YYYY-MM-DD, Southwest Florida) is refused: an open house that is over cannot be visited.
 */
export function parseOpenHouseQuery(params: PlainSearch, today: string): OpenHousesQuery {
  const page =
    params.page !== undefined && /^\d{1,3}$/.test(params.page) && Number(params.page) >= 1
      ? Math.min(Number(params.page), MAX_PAGE)
      : 1;
  const pageIssue =
    params.page !== undefined && page === 1 && params.page !== '1' ? 'The page number was not understood' : null;
  if (params.date !== undefined && params.date !== '') {
    if (isIsoDate(params.date) && params.date < today)
      return { filter: { kind: 'upcoming' }, page, issue: PAST_DATE_ISSUE };
    if (isIsoDate(params.date)) return { filter: { kind: 'date', date: params.date }, page, issue: pageIssue };
    return {
      filter: { kind: 'upcoming' },
      page,
      issue: 'The date must be written YYYY-MM-DD; showing upcoming open houses instead',
    };
  }
  const when = params.when ?? 'upcoming';
  if ((WINDOW_FILTERS as readonly string[]).includes(when))
    return { filter: { kind: when as WindowKind }, page, issue: pageIssue };
  return {
    filter: { kind: 'upcoming' },
    page,
    issue: `Unknown filter “${when}”; showing upcoming open houses instead`,
  };
}

/** The address parameters of a filter (and page): upcoming and page 1 are left out. */
export function openHouseParams(filter: OpenHouseFilter, page = 1): PlainSearch {
  const params: PlainSearch =
    filter.kind === 'date' ? { date: filter.date } : filter.kind === 'upcoming' ? {} : { when: filter.kind };
  return page > 1 ? { ...params, page: String(page) } : params;
}
