import type { SqlExecutor } from '@app/database';
import type { AnalyticsSink, DayViews, PageView, PageViewCounts, PageViewRange, PathViews } from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';

/** Message of page-view counts that could not be read or written. */
export const PAGE_VIEWS_UNAVAILABLE = 'The page views could not be read. Please try again.';

/** Views gathered for this long are written together when PostgresAnalyticsSinkOptions.batchMs is not set. */
const DEFAULT_PAGE_VIEW_BATCH_MS = 1_000;
/** A batch is written at once when it holds this many distinct days and paths, however young. */
const MAX_BATCH_ENTRIES = 500;

/** One upsert for a whole batch: each day and path appears once in it (a statement may not touch a row twice). */
const RECORD_BATCH = `
insert into page_view_days (day, path, views)
select day, path, views from json_to_recordset($1::json) as batch(day date, path text, views integer)
on conflict (day, path) do update set views = page_view_days.views + excluded.views`;

/** The views of a range of days whose path starts with $3 ('' for every path; left() so % and _ are plain text). */
const IN_RANGE =
  'from page_view_days where day between $1::date and $2::date and left(path, length($3::text)) = $3::text';

/** How the sink gathers views before writing them. */
export interface PostgresAnalyticsSinkOptions {
  /** How long views are gathered before one statement writes them all (0: on the next turn of the event loop). */
  readonly batchMs?: number;
}

interface Batch {
  readonly counts: Map<string, { day: string; path: string; views: number }>;
  readonly timer: ReturnType<typeof setTimeout>;
  readonly written: Promise<void>;
  readonly write: () => void;
}

/**
 * Page views counted per day and path in the page_view_days table. Views are gathered for
 * `batchMs` (one second by default) and written in one upsert: a statement per page view cost
 * every page answer about as much time in the embedded database as a query of its own. `record`
 * resolves once its view is stored; `summarize` and `flush` write what is gathered first, so a
 * summary always includes every view recorded before it. Call `flush` before closing the database.
 */
export class PostgresAnalyticsSink implements AnalyticsSink {
  private batch: Batch | null = null;
  private readonly batchMs: number;

  constructor(
    private readonly db: SqlExecutor,
    options: PostgresAnalyticsSinkOptions = {},
  ) {
    this.batchMs = options.batchMs ?? DEFAULT_PAGE_VIEW_BATCH_MS;
  }

  record(view: PageView): Promise<void> {
    const batch = (this.batch ??= this.newBatch());
    const key = `${view.day} ${view.path}`;
    const counted = batch.counts.get(key);
    if (counted === undefined) batch.counts.set(key, { day: view.day, path: view.path, views: 1 });
    else counted.views += 1;
    if (batch.counts.size >= MAX_BATCH_ENTRIES) batch.write();
    return batch.written;
  }

  /** Writes the views gathered so far (nothing to do when there are none). */
  flush(): Promise<void> {
    if (this.batch === null) return Promise.resolve();
    const { written, write } = this.batch;
    write();
    return written;
  }

  summarize(range: PageViewRange): Promise<PageViewCounts> {
    return translateDriverErrors(PAGE_VIEWS_UNAVAILABLE, async () => {
      // A failed write is the recorders' to report; the summary answers what is stored.
      await this.flush().catch(() => undefined);
      const window = [range.from, range.to, range.pathPrefix ?? ''];
      const days = await this.db.query<{ day: string; views: number }>(
        `select to_char(day, 'YYYY-MM-DD') as day, sum(views)::integer as views ${IN_RANGE} group by day order by day`,
        window,
      );
      const paths = await this.db.query<{ path: string; views: number }>(
        `select path, sum(views)::integer as views ${IN_RANGE} group by path order by views desc, path collate "C" limit $4`,
        [...window, range.topPaths],
      );
      const dayViews: DayViews[] = days.rows.map((row) => ({ day: row.day, views: Number(row.views) }));
      const topPaths: PathViews[] = paths.rows.map((row) => ({ path: row.path, views: Number(row.views) }));
      return { days: dayViews, topPaths, total: dayViews.reduce((sum, entry) => sum + entry.views, 0) };
    });
  }

  /** A batch open for views until its timer (or a full batch, or a flush) writes it. */
  private newBatch(): Batch {
    const counts: Batch['counts'] = new Map();
    let started = false;
    let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
    const written = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    const write = () => {
      if (started) return;
      started = true;
      clearTimeout(timer);
      if (this.batch?.written === written) this.batch = null;
      const rows = JSON.stringify([...counts.values()]);
      void translateDriverErrors(PAGE_VIEWS_UNAVAILABLE, async () => {
        await this.db.query(RECORD_BATCH, [rows]);
      }).then(settle?.resolve, settle?.reject);
    };
    const timer = setTimeout(write, this.batchMs);
    // A pending batch must not keep the process alive; the server flushes it when it stops.
    timer.unref?.();
    return { counts, timer, written, write };
  }
}
