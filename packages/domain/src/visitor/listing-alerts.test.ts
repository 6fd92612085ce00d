import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exampleListing,
  listingArbitrary,
  listingSearchArbitrary,
  listPriceArbitrary,
  standardStatusArbitrary,
} from '@app/testing';
import { LISTING_CHANGE_KINDS, type ListingChange } from '../listing/history/listing-change.ts';
import type { Listing } from '../listing/listing.ts';
import { matchesListingCriteria } from '../search/listing-criteria-match.ts';
import { listingSearchParams, parseListingSearch } from '../search/listing-search-params.ts';
import { toListingCriteria } from '../search/search-use-cases.ts';
import { alertsFor, isBuyerAlertChange, listingAfterChange } from './listing-alerts.ts';
import type { AlertFrequency, SavedSearch } from './saved-search.ts';

const NOW = new Date('2026-11-26T12:00:00Z');

function savedSearch(params: Record<string, string>, overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 's1',
    visitorId: 'v1',
    name: 'Naples',
    view: 'list',
    params,
    alertFrequency: 'instantly',
    lastAlertedAt: null,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

function changeOf(listing: Listing, overrides: Partial<ListingChange> = {}): ListingChange {
  return {
    propertyKey: `listing:${listing.ListingKey}`,
    listingKey: listing.ListingKey,
    listingId: listing.ListingId,
    kind: 'listed',
    at: '2026-11-26T11:00:00Z',
    status: 'Active',
    listPrice: listing.ListPrice,
    price: listing.ListPrice,
    previousPrice: null,
    ...overrides,
  };
}

const nullablePrice = fc.option(listPriceArbitrary, { nil: null });

/** A change of the listing: any kind, any status and prices after it. */
function changeArbitrary(listing: Listing): fc.Arbitrary<ListingChange> {
  return fc
    .record({
      kind: fc.constantFrom(...LISTING_CHANGE_KINDS),
      status: standardStatusArbitrary,
      listPrice: nullablePrice,
      previousPrice: nullablePrice,
    })
    .map(({ kind, status, listPrice, previousPrice }) =>
      changeOf(listing, {
        kind,
        status,
        listPrice,
        price: listPrice,
        previousPrice: kind === 'price_change' ? previousPrice : null,
      }),
    );
}

/**
 * Saved searches: any search the page can make, and often a broad one on status and price only, so that the
 * status and price a change brings decide the match as often as not.
 */
const savedSearchParamsArbitrary: fc.Arbitrary<Record<string, string>> = fc.oneof(
  listingSearchArbitrary.map((search) => listingSearchParams(search)),
  fc
    .record(
      {
        statuses: fc.uniqueArray(standardStatusArbitrary, { minLength: 1, maxLength: 3 }),
        minPrice: fc.integer({ min: 0, max: 1_000_000 }),
        maxPrice: fc.integer({ min: 1_000_000, max: 5_000_000 }),
      },
      { requiredKeys: [] },
    )
    .map((search) => listingSearchParams({ sort: 'newest', page: 1, ...search })),
);

const listingWithChange = listingArbitrary().chain((listing) =>
  changeArbitrary(listing).map((change) => ({ listing, change })),
);

/** The reference: the search page's criteria for the stored parameters, read by the store's reference matcher. */
function criteriaMatch(params: Record<string, string>, listing: Listing): boolean {
  const criteria = toListingCriteria(parseListingSearch(params).search, { now: NOW });
  return matchesListingCriteria(listing, criteria, () => []);
}

describe('alertsFor: saved searches', () => {
  it('alerts a buyer change to a search iff the search criteria match the listing after the change', () => {
    fc.assert(
      fc.property(savedSearchParamsArbitrary, listingWithChange, (params, { listing, change }) => {
        const alerts = alertsFor({
          changes: [{ change, listing }],
          searches: [savedSearch(params)],
          savedHomes: [],
          now: NOW,
        });
        const expected = isBuyerAlertChange(change) && criteriaMatch(params, listingAfterChange(listing, change));
        expect(alerts.length).toBe(expected ? 1 : 0);
        if (expected) expect(alerts[0]?.items.map((item) => item.listing.ListingKey)).toEqual([listing.ListingKey]);
      }),
    );
  });

  it("alerts a community's saved search for a home in any of its subdivisions, and for no other", () => {
    const subdivisions = ['Bay Colony', 'Pelican Bay'];
    const communities = new Map([['pelican-bay', subdivisions]]);
    fc.assert(
      fc.property(listingArbitrary(), fc.constantFrom('Bay Colony', 'PELICAN BAY', 'Park Shore'), (stored, name) => {
        const listing = { ...stored, SubdivisionName: name, StandardStatus: 'Active' as const };
        const alerts = alertsFor({
          changes: [{ change: changeOf(listing), listing }],
          searches: [savedSearch({ community: 'pelican-bay' }), savedSearch({ community: 'port-royal' }, { id: 's2' })],
          savedHomes: [],
          now: NOW,
          communities,
        });
        const inCommunity = subdivisions.some((subdivision) => subdivision.toLowerCase() === name.toLowerCase());
        expect(alerts.flatMap((alert) => alert.items.flatMap((item) => item.reason.searchIds))).toEqual(
          inCommunity ? ['s1'] : [],
        );
      }),
    );
  });

  it('judges the listing after the change, not as it was stored before it', () => {
    const stored = exampleListing({ StandardStatus: 'Pending', ListPrice: 900_000 });
    const change = changeOf(stored, {
      kind: 'price_change',
      listPrice: 450_000,
      price: 450_000,
      previousPrice: 900_000,
    });
    const alerts = alertsFor({
      changes: [{ change, listing: stored }],
      searches: [savedSearch({ maxPrice: '500000' })],
      savedHomes: [],
      now: NOW,
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.items[0]?.listing.ListPrice).toBe(450_000);
  });

  it('tells a search only what a buyer wants: new, relisted, cheaper, back on the market', () => {
    const listing = exampleListing();
    const wanted = (overrides: Partial<ListingChange>) => isBuyerAlertChange(changeOf(listing, overrides));
    expect(wanted({ kind: 'listed' })).toBe(true);
    expect(wanted({ kind: 'relisted' })).toBe(true);
    expect(wanted({ kind: 'back_on_market' })).toBe(true);
    expect(wanted({ kind: 'price_change', price: 400_000, previousPrice: 500_000 })).toBe(true);
    expect(wanted({ kind: 'price_change', price: 600_000, previousPrice: 500_000 })).toBe(false);
    for (const kind of ['pending', 'sold', 'withdrawn', 'expired', 'canceled', 'off_market'] as const)
      expect(wanted({ kind, status: 'Active' })).toBe(false);
  });

  it('never alerts a search set to never, nor a listing no longer published', () => {
    const listing = exampleListing();
    const change = changeOf(listing);
    expect(
      alertsFor({
        changes: [{ change, listing }],
        searches: [savedSearch({}, { alertFrequency: 'never' as AlertFrequency })],
        savedHomes: [],
        now: NOW,
      }),
    ).toEqual([]);
    expect(
      alertsFor({ changes: [{ change, listing: null }], searches: [savedSearch({})], savedHomes: [], now: NOW }),
    ).toEqual([]);
  });

  it('gives each visitor at most one alert per batch, with each listing once, in the order of the changes', () => {
    const batch = fc.uniqueArray(listingWithChange, { selector: ({ listing }) => listing.ListingKey, maxLength: 8 });
    const searches = fc.array(
      fc.record({ search: listingSearchArbitrary, visitorId: fc.constantFrom('v1', 'v2', 'v3') }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(batch, searches, fc.boolean(), (items, chosen, twice) => {
        const changes = items.map(({ listing, change }) => ({ listing, change }));
        const alerts = alertsFor({
          changes: twice ? [...changes, ...changes] : changes,
          searches: chosen.map(({ search, visitorId }, index) =>
            savedSearch(listingSearchParams(search), { id: `s${index}`, visitorId }),
          ),
          savedHomes: [{ visitorId: 'v1', listingId: items[0]?.listing.ListingId ?? 'none' }],
          now: NOW,
        });
        const visitors = alerts.map((alert) => alert.visitorId);
        expect(new Set(visitors).size).toBe(visitors.length);
        const order = items.map(({ listing }) => listing.ListingKey);
        for (const alert of alerts) {
          const keys = alert.items.map((item) => item.listing.ListingKey);
          expect(new Set(keys).size).toBe(keys.length);
          expect(keys).toEqual(order.filter((key) => keys.includes(key)));
          expect(alert.items.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('alertsFor: saved homes', () => {
  it('tells a saved home every price or status change, whatever the searches', () => {
    fc.assert(
      fc.property(listingWithChange, ({ listing, change }) => {
        const alerts = alertsFor({
          changes: [{ change, listing }],
          searches: [],
          savedHomes: [{ visitorId: 'v9', listingId: listing.ListingId }],
          now: NOW,
        });
        expect(alerts).toEqual([
          {
            visitorId: 'v9',
            items: [
              { listing: listingAfterChange(listing, change), change, reason: { searchIds: [], savedHome: true } },
            ],
          },
        ]);
      }),
    );
  });

  it('puts a saved home that also matches a search in the alert once, with both reasons', () => {
    const listing = exampleListing();
    const change = changeOf(listing);
    const alerts = alertsFor({
      changes: [{ change, listing }],
      searches: [savedSearch({}, { id: 'broad' })],
      savedHomes: [{ visitorId: 'v1', listingId: listing.ListingId }],
      now: NOW,
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.items).toHaveLength(1);
    expect(alerts[0]?.items[0]?.reason).toEqual({ searchIds: ['broad'], savedHome: true });
  });
});
