import type { AnalyticsSink, PageView, PageViewCounts, PageViewRange } from '@app/domain';
import { PendingFailure } from './pending-failure.ts';

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** An AnalyticsSink in memory: the reference of its contract, and the sink of route tests. */
export class InMemoryAnalyticsSink implements AnalyticsSink {
  private readonly views: PageView[] = [];
  private readonly failure = new PendingFailure();

  /** Makes the next call reject with the given error, once. */
  failNextWith(error: unknown): void {
    this.failure.set(error);
  }

  /** Every recorded view, in order (copies). */
  all(): PageView[] {
    return this.views.map((view) => ({ ...view }));
  }

  async record(view: PageView): Promise<void> {
    this.failure.throwIfSet();
    this.views.push({ ...view });
  }

  async summarize(range: PageViewRange): Promise<PageViewCounts> {
    this.failure.throwIfSet();
    const prefix = range.pathPrefix ?? '';
    const inRange = this.views.filter(
      (view) => view.day >= range.from && view.day <= range.to && view.path.startsWith(prefix),
    );
    const tally = (key: (view: PageView) => string) => {
      const counts = new Map<string, number>();
      for (const view of inRange) counts.set(key(view), (counts.get(key(view)) ?? 0) + 1);
      return [...counts.entries()];
    };
    return {
      days: tally((view) => view.day)
        .map(([day, views]) => ({ day, views }))
        .sort((a, b) => compareText(a.day, b.day)),
      topPaths: tally((view) => view.path)
        .map(([path, views]) => ({ path, views }))
        .sort((a, b) => b.views - a.views || compareText(a.path, b.path))
        .slice(0, range.topPaths),
      total: inRange.length,
    };
  }
}
