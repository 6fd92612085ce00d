import type { Clock } from '../shared/clock.port.ts';
import type { AnalyticsDestination } from './analytics-destination.port.ts';
import type { AnalyticsSink } from './analytics-sink.port.ts';
import { isPublicPagePath, localDay, pageViewPath } from './page-view.ts';

/**
 * Our own count of page views, as a destination: every client-side navigation to a public page is counted in the
 * sink (the page the browser loaded was already counted when the server rendered it). It keeps a path and a day,
 * nothing of the visitor, so it needs no consent. Other events are not counted here.
 */
export function createFirstPartyDestination(sink: AnalyticsSink, clock: Clock): AnalyticsDestination {
  return {
    name: 'first-party',
    purpose: 'none',
    async deliver(events) {
      for (const event of events) {
        if (event.name !== 'page_view' || event.navigation !== 'route') continue;
        const path = pageViewPath(event.page.location);
        if (path === null || !isPublicPagePath(path)) continue;
        await sink.record({ path, day: localDay(Math.min(event.at, clock.now())) });
      }
    },
  };
}
