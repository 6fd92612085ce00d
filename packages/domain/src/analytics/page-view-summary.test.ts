import { exampleListing, FixedClock, InMemoryAnalyticsSink, InMemoryListingStore } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRecordPageView, createSummarizePageViews, fillDays, listingIdOfPath } from './page-view-summary.ts';

const visit = { method: 'GET', status: 200, userAgent: 'Mozilla/5.0 Firefox/128.0', purpose: null };

describe(fillDays, () => {
  it('answers every day of the range, zero where nothing was counted, and keeps every count in range', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { maxLength: 10 }), (present) => {
        const days = Array.from({ length: 10 }, (_, index) => `2026-03-1${index}`);
        const counts = present.map((index) => ({ day: days[index] as string, views: index + 1 }));
        const filled = fillDays(days, counts);
        expect(filled.map((entry) => entry.day)).toEqual(days);
        expect(filled.reduce((sum, entry) => sum + entry.views, 0)).toBe(
          counts.reduce((sum, entry) => sum + entry.views, 0),
        );
      }),
    );
  });
});

describe('page views', () => {
  it('counts public pages on their local day and summarizes the last 30 days', async () => {
    const sink = new InMemoryAnalyticsSink();
    const clock = new FixedClock(Date.parse('2026-03-10T15:00:00Z'));
    const record = createRecordPageView(sink, clock);

    expect(await record({ ...visit, path: '/search?city=Naples' })).toBe(true);
    expect(await record({ ...visit, path: '/admin/contacts' })).toBe(false);
    clock.advance(-9 * 86_400_000);
    await record({ ...visit, path: '/search/' });
    clock.set(Date.parse('2026-01-01T15:00:00Z'));
    await record({ ...visit, path: '/too-old' });
    clock.set(Date.parse('2026-03-10T15:00:00Z'));

    const summary = await createSummarizePageViews(sink, clock, new InMemoryListingStore([]))();

    expect([summary.from, summary.to, summary.total, summary.days.length]).toEqual(['2026-02-09', '2026-03-10', 2, 30]);
    expect(summary.days.filter((entry) => entry.views > 0)).toEqual([
      { day: '2026-03-01', views: 1 },
      { day: '2026-03-10', views: 1 },
    ]);
    expect(summary.topPaths).toEqual([{ path: '/search', views: 2 }]);
    expect(summary.topListings).toEqual([]);
  });

  it('lists the most viewed listing pages with their address, or none when the listing has left the store', async () => {
    const sink = new InMemoryAnalyticsSink();
    const clock = new FixedClock(Date.parse('2026-03-10T15:00:00Z'));
    const listing = exampleListing({
      ListingId: 'NAP-24001',
      StreetNumber: '1200',
      StreetName: 'Gulf Shore',
      StreetSuffix: 'Blvd',
      StreetDirSuffix: null,
      UnitNumber: null,
      City: 'Naples',
    });
    const record = createRecordPageView(sink, clock);
    for (const path of [
      '/properties/NAP-24001',
      '/properties/NAP-24001',
      '/properties/GONE-1',
      '/properties',
      '/search',
    ])
      await record({ ...visit, path });

    const summary = await createSummarizePageViews(sink, clock, new InMemoryListingStore([listing]))();

    expect(summary.topListings).toEqual([
      {
        listingId: 'NAP-24001',
        views: 2,
        address: '1200 Gulf Shore Blvd, Naples',
      },
      { listingId: 'GONE-1', views: 1, address: null },
    ]);
  });
});

describe(listingIdOfPath, () => {
  it('reads the ListingId of a listing page and nothing else', () => {
    expect(listingIdOfPath('/properties/NAP-24001')).toBe('NAP-24001');
    expect(listingIdOfPath('/properties/A%20B')).toBe('A B');
    for (const path of ['/properties', '/properties/', '/properties/a/b', '/search', '/properties/%E0%A4%A'])
      expect(listingIdOfPath(path)).toBeNull();
  });

  it('answers the segment after /properties/ for any single segment', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), (id) => {
        expect(listingIdOfPath(`/properties/${id}`)).toBe(id);
        expect(listingIdOfPath(`/properties/${id}/photos`)).toBeNull();
      }),
    );
  });
});
