import type { PageView } from './page-view.ts';

/** Views of one day. */
export interface DayViews {
  readonly day: string;
  readonly views: number;
}

/** Views of one path. */
export interface PathViews {
  readonly path: string;
  readonly views: number;
}

/** What a summary covers: the days from `from` to `to` (YYYY-MM-DD, both included). */
export interface PageViewRange {
  readonly from: string;
  readonly to: string;
  /** How many of the most viewed paths to answer. */
  readonly topPaths: number;
  /** Counts only the paths that start with this (e.g. `/properties/` for listing pages); every path when absent. */
  readonly pathPrefix?: string;
}

/** Page views counted over a range of days. */
export interface PageViewCounts {
  /** Days with at least one view, oldest first. */
  readonly days: DayViews[];
  /** The most viewed paths, most views first, ties by path (code points). */
  readonly topPaths: PathViews[];
  readonly total: number;
}

/** Where page views of the public site are counted (the embedded default keeps them in Postgres). */
export interface AnalyticsSink {
  /** Counts one view of a page. */
  record(view: PageView): Promise<void>;
  /** Views per day and the most viewed paths over a range of days. */
  summarize(range: PageViewRange): Promise<PageViewCounts>;
}
