import { formatListingAddress } from '../listing/listing-address.ts';
import type { ListingStore } from '../listing/listing-store.port.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { AnalyticsSink, DayViews, PageViewCounts, PathViews } from './analytics-sink.port.ts';
import { countsAsPageView, daysEndingAt, localDay, pageViewPath, type PageRequest } from './page-view.ts';

/** Days the dashboard's page-view chart covers, and the paths it lists. */
export const PAGE_VIEW_DAYS = 30;
export const PAGE_VIEW_TOP_PATHS = 10;

/** Views of one listing's page, with its address when the listing is still in the store. */
export interface ListingViews {
  readonly listingId: string;
  readonly address: string | null;
  readonly views: number;
}

/** Page views of the last days, every day present (zero when nobody came). */
export interface PageViewSummary {
  readonly from: string;
  readonly to: string;
  readonly total: number;
  readonly days: DayViews[];
  readonly topPaths: PathViews[];
  /** The most viewed listing pages (`/properties/{ListingId}`), most views first. */
  readonly topListings: ListingViews[];
}

/** Where listing pages live: `/properties/{ListingId}`. */
const LISTING_PAGE_PREFIX = '/properties/';

/** The ListingId of a listing page's counted path, or null for any other path. */
export function listingIdOfPath(path: string): string | null {
  if (!path.startsWith(LISTING_PAGE_PREFIX)) return null;
  const rest = path.slice(LISTING_PAGE_PREFIX.length);
  if (rest === '' || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/** Every day of the range with its views, zero for the days the counts leave out. */
export function fillDays(days: readonly string[], counts: readonly DayViews[]): DayViews[] {
  const byDay = new Map(counts.map((entry) => [entry.day, entry.views]));
  return days.map((day) => ({ day, views: byDay.get(day) ?? 0 }));
}

/** Counts a page request when it is a view of a public page (see countsAsPageView); answers whether it did. */
export function createRecordPageView(sink: AnalyticsSink, clock: Clock) {
  return async (request: PageRequest): Promise<boolean> => {
    const path = pageViewPath(request.path);
    if (path === null || !countsAsPageView(request)) return false;
    await sink.record({ path, day: localDay(clock.now()) });
    return true;
  };
}

/** The page views of the last `days` days up to today (Southwest Florida days), and the most viewed listings. */
export function createSummarizePageViews(sink: AnalyticsSink, clock: Clock, listings: Pick<ListingStore, 'findById'>) {
  const addressOf = async (listingId: string) => {
    const listing = await listings.findById(listingId);
    return listing === null ? null : [formatListingAddress(listing), listing.City].filter(Boolean).join(', ');
  };
  return async (days = PAGE_VIEW_DAYS, topPaths = PAGE_VIEW_TOP_PATHS): Promise<PageViewSummary> => {
    const range = daysEndingAt(localDay(clock.now()), days);
    const from = range[0] as string;
    const to = range.at(-1) as string;
    const [counts, listingCounts]: PageViewCounts[] = await Promise.all([
      sink.summarize({ from, to, topPaths }),
      sink.summarize({ from, to, topPaths, pathPrefix: LISTING_PAGE_PREFIX }),
    ]);
    const viewed = (listingCounts?.topPaths ?? []).flatMap(({ path, views }) => {
      const listingId = listingIdOfPath(path);
      return listingId === null ? [] : [{ listingId, views }];
    });
    const topListings = await Promise.all(
      viewed.map(async (entry) => ({ ...entry, address: await addressOf(entry.listingId) })),
    );
    const total = counts?.total ?? 0;
    return {
      from,
      to,
      total,
      days: fillDays(range, counts?.days ?? []),
      topPaths: counts?.topPaths ?? [],
      topListings,
    };
  };
}
