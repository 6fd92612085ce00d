import type { SqlExecutor } from '@app/database';
import type { AnalyticsSink, DayViews, PageView, PageViewCounts, PageViewRange, PathViews } from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';

/** Message of page-view counts that could not be read or written. */
export const PAGE_VIEWS_UNAVAILABLE = 'The page views could not be read. Please try again.';

const RECORD = `
insert into page_view_days (day, path, views) values ($1::date, $2, 1)
on conflict (day, path) do update set views = page_view_days.views + 1`;

const IN_RANGE = 'from page_view_days where day between $1::date and $2::date';

/** Page views counted per day and path in the page_view_days table (one upsert per view). */
export class PostgresAnalyticsSink implements AnalyticsSink {
  constructor(private readonly db: SqlExecutor) {}

  record(view: PageView): Promise<void> {
    return translateDriverErrors(PAGE_VIEWS_UNAVAILABLE, async () => {
      await this.db.query(RECORD, [view.day, view.path]);
    });
  }

  summarize(range: PageViewRange): Promise<PageViewCounts> {
    return translateDriverErrors(PAGE_VIEWS_UNAVAILABLE, async () => {
      const window = [range.from, range.to];
      const days = await this.db.query<{ day: string; views: number }>(
        `select to_char(day, 'YYYY-MM-DD') as day, sum(views)::integer as views ${IN_RANGE} group by day order by day`,
        window,
      );
      const paths = await this.db.query<{ path: string; views: number }>(
        `select path, sum(views)::integer as views ${IN_RANGE} group by path order by views desc, path collate "C" limit $3`,
        [...window, range.topPaths],
      );
      const dayViews: DayViews[] = days.rows.map((row) => ({ day: row.day, views: Number(row.views) }));
      const topPaths: PathViews[] = paths.rows.map((row) => ({ path: row.path, views: Number(row.views) }));
      return { days: dayViews, topPaths, total: dayViews.reduce((sum, entry) => sum + entry.views, 0) };
    });
  }
}
