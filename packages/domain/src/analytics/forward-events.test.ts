import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyticsDestination, EventVisitor } from './analytics-destination.port.ts';
import type { ConsentPurpose } from './consent.ts';
import { createForwardEvents, destinationsAllowed } from './forward-events.ts';
import type { ProductEvent } from './product-event.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const clock = { now: () => NOW };

function recordingDestination(name: string, purpose: ConsentPurpose | 'none', fails = false) {
  const received: ProductEvent[][] = [];
  const destination: AnalyticsDestination = {
    name,
    purpose,
    deliver(events) {
      received.push([...events]);
      return fails ? Promise.reject(new Error(`${name} is down`)) : Promise.resolve();
    },
  };
  return { destination, received };
}

const event = (id: string, at = NOW): ProductEvent => ({
  name: 'view_item',
  id,
  at,
  page: { location: '/properties/NAP-1', title: 'A home', referrer: '', template: '/properties/$listingId' },
  params: { listing_id: 'NAP-1', value: 749_000 },
});

const visitor = (analytics: boolean, advertising: boolean): EventVisitor => ({
  clientId: 'c1',
  consent: { analytics, advertising },
  ipAddress: '203.0.113.9',
  userAgent: 'Mozilla/5.0',
});

describe(createForwardEvents, () => {
  it('sends to the first-party record always, to GA4 with analytics consent and to Meta with advertising consent', async () => {
    const own = recordingDestination('postgres', 'none');
    const ga4 = recordingDestination('ga4', 'analytics');
    const meta = recordingDestination('meta', 'advertising');
    const forward = createForwardEvents([own.destination, ga4.destination, meta.destination], clock);

    await forward([event('a')], visitor(false, false));
    await forward([event('b')], visitor(true, false));
    await forward([event('c')], visitor(true, true));

    expect(own.received.flat().map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(ga4.received.flat().map((item) => item.id)).toEqual(['b', 'c']);
    expect(meta.received.flat().map((item) => item.id)).toEqual(['c']);
  });

  it('reports a failing destination in the outcome and still delivers to the others', async () => {
    const own = recordingDestination('postgres', 'none');
    const ga4 = recordingDestination('ga4', 'analytics', true);
    const forward = createForwardEvents([ga4.destination, own.destination], clock);

    const outcome = await forward([event('a'), event('b')], visitor(true, false));

    expect(outcome).toEqual([
      { destination: 'ga4', delivered: 0, failure: new Error('ga4 is down') },
      { destination: 'postgres', delivered: 2, failure: null },
    ]);
    expect(own.received).toHaveLength(1);
  });

  it('drops events too old to forward, and sends nothing when none is left', async () => {
    const own = recordingDestination('postgres', 'none');
    const forward = createForwardEvents([own.destination], clock);

    expect(await forward([event('old', NOW - 73 * 3_600_000)], visitor(true, true))).toEqual([]);
    await forward([event('old', NOW - 73 * 3_600_000), event('new')], visitor(true, true));

    expect(own.received).toEqual([[event('new')]]);
  });
});

describe('forwarding events of the admin area', () => {
  it('drops them for every destination', async () => {
    const own = recordingDestination('postgres', 'none');
    const forward = createForwardEvents([own.destination], clock);
    const onPage = (location: string): ProductEvent => ({
      ...event(location),
      page: { ...event(location).page, location },
    });

    await forward(
      [onPage('/admin/users'), onPage('/ADMIN'), onPage('/reset-password?code=x'), onPage('/search')],
      visitor(true, true),
    );

    expect(own.received.flat().map((item) => item.page.location)).toEqual(['/search']);
  });
});

describe(destinationsAllowed, () => {
  it('never picks a destination whose purpose the visitor did not agree to', () => {
    const purposes = fc.constantFrom<ConsentPurpose | 'none'>('none', 'analytics', 'advertising');
    fc.assert(
      fc.property(fc.array(purposes, { maxLength: 6 }), fc.boolean(), fc.boolean(), (list, analytics, advertising) => {
        const destinations = list.map(
          (purpose, index) => recordingDestination(`d${String(index)}`, purpose).destination,
        );
        const allowed = destinationsAllowed(destinations, visitor(analytics, advertising));
        for (const destination of allowed)
          expect(
            destination.purpose === 'none' || (destination.purpose === 'analytics' ? analytics : advertising),
          ).toBe(true);
        expect(allowed.filter((destination) => destination.purpose === 'none')).toHaveLength(
          list.filter((purpose) => purpose === 'none').length,
        );
      }),
    );
  });
});
