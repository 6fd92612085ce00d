import type { Clock } from '../shared/clock.port.ts';
import type { AnalyticsDestination, EventVisitor } from './analytics-destination.port.ts';
import { allows } from './consent.ts';
import { isPublicPagePath, pageViewPath } from './page-view.ts';
import { isForwardable, type ProductEvent } from './product-event.ts';

/** What became of a batch at one destination. */
export interface DeliveryOutcome {
  readonly destination: string;
  readonly delivered: number;
  /** Why the destination did not take the events, or null when it did (or had nothing to take). */
  readonly failure: unknown;
}

/** The destinations a visitor's consent lets an event reach, in the order given. */
export function destinationsAllowed(
  destinations: readonly AnalyticsDestination[],
  visitor: EventVisitor,
): AnalyticsDestination[] {
  return destinations.filter((destination) => allows(visitor.consent, destination.purpose));
}

/** Whether an event is one of the public site's (the admin area and sign-in pages are never measured). */
function onPublicPage(event: ProductEvent): boolean {
  const path = pageViewPath(event.page.location);
  return path !== null && isPublicPagePath(path);
}

/**
 * Sends a visitor's events to every destination their consent allows, all at once; a destination that fails does
 * not stop the others, and its failure is in the outcome rather than thrown. Events too old to forward, and events of
 * the admin area, are dropped.
 */
export function createForwardEvents(destinations: readonly AnalyticsDestination[], clock: Clock) {
  return async (events: readonly ProductEvent[], visitor: EventVisitor): Promise<DeliveryOutcome[]> => {
    const now = clock.now();
    const fresh = events.filter((event) => isForwardable(event, now) && onPublicPage(event));
    if (fresh.length === 0) return [];
    return Promise.all(
      destinationsAllowed(destinations, visitor).map(async (destination) => {
        try {
          await destination.deliver(fresh, visitor);
          return { destination: destination.name, delivered: fresh.length, failure: null };
        } catch (failure) {
          return { destination: destination.name, delivered: 0, failure };
        }
      }),
    );
  };
}
