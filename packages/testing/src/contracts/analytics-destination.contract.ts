import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyticsDestination, AnalyticsSink, EventVisitor, ProductEvent, ProductEventName } from '@app/domain';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** An event as a destination's backend kept it, in our words: its name and the path of its page. */
export interface ReceivedEvent {
  readonly name: ProductEventName;
  readonly path: string;
}

/** What the analytics destination contract needs from an adapter and the backend behind it. */
export type AnalyticsDestinationFixture = ContractFixture<'destination', AnalyticsDestination> & {
  /** Every event the backend kept since the last reset. */
  received(): Promise<ReceivedEvent[]>;
  /** The events this destination takes (the first-party count takes page views only). */
  readonly takes: readonly ProductEventName[];
};

/** A visitor who agreed to everything, with a browser: every destination may get their events. */
export const CONSENTING_VISITOR: EventVisitor = {
  clientId: '1747352000.1234567890',
  consent: { analytics: true, advertising: true },
  ipAddress: '203.0.113.24',
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
};

const PARAMS: Record<ProductEventName, ProductEvent['params']> = {
  page_view: {},
  search: { search_term: 'Naples pool', min_beds: 3 },
  view_item: { listing_id: 'NAP-24001', value: 749_000, city: 'Naples' },
  generate_lead: { form_name: 'request-info' },
  add_to_wishlist: { listing_id: 'NAP-24001' },
  save_search: { search_term: 'Naples pool' },
  contact_click: { channel: 'phone' },
  add_to_calendar: { listing_id: 'NAP-24001' },
};

let sequence = 0;
/** A client-side event of the given kind on a page, happening now. */
export function productEvent(name: ProductEventName, path: string): ProductEvent {
  sequence += 1;
  return {
    name,
    id: `evt-${String(sequence)}`,
    at: Date.now(),
    page: { location: path, title: 'Palmetto Realty Group', referrer: '', template: path },
    navigation: 'route',
    params: PARAMS[name],
  };
}

/** Every page view a sink counted, one entry per view (for the first-party destination's fixture). */
export async function pageViewsCounted(sink: AnalyticsSink): Promise<ReceivedEvent[]> {
  const { topPaths } = await sink.summarize({ from: '2000-01-01', to: '2100-12-31', topPaths: 10_000 });
  return topPaths.flatMap(({ path, views }) =>
    Array.from({ length: views }, (): ReceivedEvent => ({ name: 'page_view', path })),
  );
}

const byNameAndPath = (a: ReceivedEvent, b: ReceivedEvent) =>
  a.name.localeCompare(b.name) || a.path.localeCompare(b.path);

/** Declares the behaviour every AnalyticsDestination must have. */
export function analyticsDestinationContract(name: string, setup: () => Promise<AnalyticsDestinationFixture>): void {
  describe(`AnalyticsDestination contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const expected = (events: readonly ProductEvent[]) =>
      events
        .filter((event) => fixture().takes.includes(event.name))
        .map((event) => ({ name: event.name, path: event.page.location }))
        .sort(byNameAndPath);
    const received = async () => (await fixture().received()).sort(byNameAndPath);

    it('delivers the page view of a client-side navigation once', async () => {
      await fixture().destination.deliver([productEvent('page_view', '/search')], CONSENTING_VISITOR);

      expect(await received()).toEqual([{ name: 'page_view', path: '/search' }]);
    });

    it('delivers every event it takes of a batch larger than one request holds, each once', async () => {
      const events = Array.from({ length: 60 }, (_, index) =>
        productEvent(index % 3 === 0 ? 'page_view' : 'view_item', `/properties/NAP-${String(index)}`),
      );

      await fixture().destination.deliver(events, CONSENTING_VISITOR);

      expect(await received()).toEqual(expected(events));
    });

    it('sends nothing for an empty batch', async () => {
      await fixture().destination.deliver([], CONSENTING_VISITOR);

      expect(await received()).toEqual([]);
    });

    it('keeps exactly the events it takes, of any mix of events', async () => {
      const names = fc.constantFrom<ProductEventName>(
        'page_view',
        'search',
        'view_item',
        'generate_lead',
        'contact_click',
      );
      const paths = fc.constantFrom('/', '/search', '/properties/NAP-24001', '/communities/naples');
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(names, paths), { maxLength: 30 }), async (pairs) => {
          await fixture().reset();
          const events = pairs.map(([eventName, path]) => productEvent(eventName, path));
          await fixture().destination.deliver(events, CONSENTING_VISITOR);
          expect(await received()).toEqual(expected(events));
        }),
        { numRuns: 10 },
      );
    });
  });
}
