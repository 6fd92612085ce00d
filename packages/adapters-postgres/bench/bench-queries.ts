import { MAX_PINS, toListingCriteria, toPinCriteria, type ListingCriteria, type ListingSearch } from '@app/domain';

const NOW = new Date('2026-11-01T12:00:00Z');

function search(filters: Partial<ListingSearch>): ListingCriteria {
  return toListingCriteria({ sort: 'newest', page: 1, ...filters }, { now: NOW });
}

/** One typical query: a name and the criteria it rotates through (so no run repeats the last). */
export interface BenchQuery {
  readonly name: string;
  readonly kind: 'search' | 'pins';
  readonly variants: readonly ListingCriteria[];
}

const NAPLES = { south: 26.1, west: -81.83, north: 26.26, east: -81.74 };
const CAPE_CORAL = { south: 26.55, west: -82.03, north: 26.7, east: -81.9 };

/** The filter sets a visitor typically sends, as the search page turns them into criteria. */
export const BENCH_QUERIES: readonly BenchQuery[] = [
  { name: 'default search (for sale, newest)', kind: 'search', variants: [search({}), search({ page: 2 })] },
  {
    name: 'city + price range + beds',
    kind: 'search',
    variants: [
      search({ city: 'Naples', minPrice: 500_000, maxPrice: 1_500_000, minBeds: 3 }),
      search({ city: 'Cape Coral', minPrice: 300_000, maxPrice: 600_000, minBeds: 3 }),
      search({ city: 'Fort Myers', minPrice: 250_000, maxPrice: 700_000, minBeds: 2 }),
      search({ city: 'Bonita Springs', minPrice: 400_000, maxPrice: 2_000_000, minBeds: 3 }),
    ],
  },
  {
    name: 'free text',
    kind: 'search',
    variants: [
      search({ q: 'pelican bay' }),
      search({ q: 'naples' }),
      search({ q: 'gulf shore' }),
      search({ q: '33904' }),
    ],
  },
  {
    name: 'status + sort by price',
    kind: 'search',
    variants: [
      search({ statuses: ['Active'], sort: 'price-desc' }),
      search({ statuses: ['Active'], sort: 'price-asc' }),
      search({ statuses: ['Pending'], sort: 'price-desc' }),
    ],
  },
  { name: 'map bounds', kind: 'search', variants: [search({ bounds: NAPLES }), search({ bounds: CAPE_CORAL })] },
  {
    name: 'polygon',
    kind: 'search',
    variants: [
      search({
        polygon: [
          { lat: 26.1, lng: -81.82 },
          { lat: 26.26, lng: -81.8 },
          { lat: 26.22, lng: -81.74 },
          { lat: 26.12, lng: -81.76 },
        ],
      }),
    ],
  },
  { name: 'deep page (page 40)', kind: 'search', variants: [search({ page: 40 })] },
  {
    name: 'pins, map bounds',
    kind: 'pins',
    variants: [toPinCriteria({ sort: 'newest', page: 1, bounds: NAPLES }, { now: NOW })],
  },
  {
    name: 'pins, default statuses',
    kind: 'pins',
    variants: [toPinCriteria({ sort: 'newest', page: 1 }, { now: NOW })],
  },
  { name: 'pins, all 50,000 listings', kind: 'pins', variants: [{ limit: MAX_PINS }] },
];
