import {
  ERROR_MESSAGES,
  errorMessageOr,
  localIsoDate,
  type ListingPin,
  type OpenHouseListing,
  type TimeWindow,
} from '@app/domain';
import type { PlainSearch } from '../../app/plain-search.ts';
import type { WebServices } from '../../services/web-services.ts';
import { parseOpenHouseQuery, type OpenHousesQuery } from './open-house-filter.ts';
import { byStartTime, openHousePins } from './open-house-view.ts';

/** Open houses per page of the list. */
export const OPEN_HOUSES_PAGE_SIZE = 24;

/** What the open-house page shows. */
export interface OpenHousesPageData {
  readonly query: OpenHousesQuery;
  /** Today in Southwest Florida (YYYY-MM-DD): the first day the date filter offers. */
  readonly today: string;
  readonly window: TimeWindow | null;
  /** Open houses in the window, all pages. */
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** This page's open houses, by start time. */
  readonly openHouses: OpenHouseListing[];
  /** Every home open in the window, for the map (compact: the HTML carries only these). */
  readonly pins: ListingPin[];
  readonly error: string | null;
}

/** Loads the open houses of the address's date filter; a failure becomes a message, never a crashed page. */
export async function loadOpenHousesPage(
  services: Pick<WebServices, 'listOpenHouses'>,
  params: PlainSearch,
  now: Date,
): Promise<OpenHousesPageData> {
  const today = localIsoDate(now);
  const query = parseOpenHouseQuery(params, today);
  try {
    const answer = await services.listOpenHouses(query.filter);
    const all = byStartTime(answer.openHouses);
    const pageCount = Math.max(1, Math.ceil(all.length / OPEN_HOUSES_PAGE_SIZE));
    const page = Math.min(query.page, pageCount);
    const openHouses = all.slice((page - 1) * OPEN_HOUSES_PAGE_SIZE, page * OPEN_HOUSES_PAGE_SIZE);
    return {
      query,
      today,
      window: answer.window,
      total: all.length,
      page,
      pageCount,
      openHouses,
      pins: openHousePins(all),
      error: null,
    };
  } catch (error) {
    return {
      query,
      today,
      window: null,
      total: 0,
      page: 1,
      pageCount: 1,
      openHouses: [],
      pins: [],
      error: errorMessageOr(error, ERROR_MESSAGES.propertiesFetchError),
    };
  }
}
