import type { Clock } from '../shared/clock.port.ts';
import type { AnalyticsSink, DayViews, PageViewCounts, PathViews } from './analytics-sink.port.ts';
import { countsAsPageView, daysEndingAt, localDay, pageViewPath, type PageRequest } from './page-view.ts';

/** Days the dashboard's page-view chart covers, and the paths it lists. */
export const PAGE_VIEW_DAYS = 30;
export const PAGE_VIEW_TOP_PATHS = 10;

/** Page views of the last days, every day present (zero when nobody came). */
export interface PageViewSummary {
  readonly from: string;
  readonly to: string;
  readonly total: number;
  readonly days: DayViews[];
  readonly topPaths: PathViews[];
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

/** The page views of the last `days` days up to today (Southwest Florida days). */
export function createSummarizePageViews(sink: AnalyticsSink, clock: Clock) {
  return async (days = PAGE_VIEW_DAYS, topPaths = PAGE_VIEW_TOP_PATHS): Promise<PageViewSummary> => {
    const range = daysEndingAt(localDay(clock.now()), days);
    const from = range[0] as string;
    const to = range.at(-1) as string;
    const counts: PageViewCounts = await sink.summarize({ from, to, topPaths });
    return { from, to, total: counts.total, days: fillDays(range, counts.days), topPaths: counts.topPaths };
  };
}
