import fc from 'fast-check';
import { LISTING_SORTS, type GeoPoint, type Listing, type ListingCriteria, type OpenHouse } from '@app/domain';
import { listPriceArbitrary, standardStatusArbitrary } from '../arbitraries/listing.arbitrary.ts';

type FilterField = Exclude<keyof ListingCriteria, 'sort' | 'limit' | 'offset'>;

/** Instants open houses end at and searches ask about, few enough to tie. */
const OPEN_HOUSE_INSTANTS = [
  '2024-03-01T18:00:00.000Z',
  '2024-03-02T21:00:00.000Z',
  '2024-03-09T21:00:00.000Z',
] as const;

// Words drawn from the values listingArbitrary writes, in any case, plus a few that match nothing
// and some LIKE wildcards that must be taken literally.
const WORDS = [
  'Gulf',
  'SHORE',
  'pelican',
  'Bay',
  '5th',
  'BLVD',
  'ave',
  'naples',
  'Fort',
  'MYERS',
  'cape',
  'Estero',
  '341',
  '34102',
  'ROYAL',
  'olde',
  'Moorings',
  'ph2',
  '4B',
  'n',
  'NW',
  '1',
  '%',
  '_',
  'zzz',
];

function coordinate(min: number, max: number): fc.Arbitrary<number> {
  return fc.integer({ min: min * 1e6, max: max * 1e6 }).map((micro) => micro / 1e6);
}

/** A simple polygon: corners around a centre, sorted by angle (so its edges never cross). */
const polygonArbitrary: fc.Arbitrary<GeoPoint[]> = fc
  .record({
    lat: coordinate(25.5, 26.5),
    lng: coordinate(-81.75, -81.25),
    radius: fc.integer({ min: 30, max: 120 }).map((hundredths) => hundredths / 100),
    corners: fc.uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: 3, maxLength: 8 }),
    reach: fc.array(fc.integer({ min: 3, max: 10 }), { minLength: 8, maxLength: 8 }),
  })
  .map(({ lat, lng, radius, corners, reach }) =>
    [...corners]
      .sort((a, b) => a - b)
      .map((degrees, index) => {
        const length = (radius * (reach[index] ?? 10)) / 10;
        const angle = (degrees * Math.PI) / 180;
        return {
          lat: Math.round((lat + length * Math.sin(angle)) * 1e6) / 1e6,
          lng: Math.round((lng + length * Math.cos(angle)) * 1e6) / 1e6,
        };
      }),
  );

const bounds = fc
  .record({
    south: coordinate(25, 26.5),
    west: coordinate(-82, -81.5),
    height: coordinate(0.2, 1.5),
    width: coordinate(0.1, 0.8),
  })
  .map(({ south, west, height, width }) => ({
    south,
    west,
    north: Math.round((south + height) * 1e6) / 1e6,
    east: Math.round((west + width) * 1e6) / 1e6,
  }));

const hundredths = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100);

const FILTERS: { readonly [K in FilterField]-?: fc.Arbitrary<NonNullable<ListingCriteria[K]>> } = {
  text: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 2 }).map((words) => words.join(' ')),
  remarks: fc.constantFrom('beach', 'LAKE views', 'roof', 'gated community', 'dock'),
  city: fc.constantFrom('Naples', 'naples', 'FORT MYERS', 'Cape Coral', 'Nowhere'),
  postalCode: fc.constantFrom('34102', '34108', '33901', '34134'),
  subdivision: fc.constantFrom('pelican bay', 'PORT ROYAL', 'The Moorings', 'Pelican'),
  subdivisions: fc.uniqueArray(fc.constantFrom('pelican bay', 'PORT ROYAL', 'The Moorings', 'Pelican'), {
    maxLength: 3,
  }),
  listOfficeMlsId: fc.constantFrom('PRG', 'OFF2', 'prg'),
  listAgentMlsId: fc.constantFrom('A100', 'A200', 'A999'),
  statuses: fc.uniqueArray(standardStatusArbitrary, { maxLength: 5 }),
  minPrice: listPriceArbitrary,
  maxPrice: listPriceArbitrary,
  minBeds: fc.integer({ min: 0, max: 8 }),
  minBaths: fc.integer({ min: 0, max: 16 }).map((halves) => halves / 2),
  propertyType: fc.constantFrom('Residential', 'Land', 'Commercial Sale'),
  propertySubType: fc.constantFrom('Single Family Residence', 'Condominium', 'Townhouse'),
  minLivingArea: fc.integer({ min: 0, max: 12_000 }),
  maxLivingArea: fc.integer({ min: 0, max: 12_000 }),
  minLotAcres: hundredths(50),
  maxLotAcres: hundredths(50),
  minYearBuilt: fc.integer({ min: 1900, max: 2030 }),
  maxYearBuilt: fc.integer({ min: 1900, max: 2030 }),
  waterfront: fc.boolean(),
  pool: fc.boolean(),
  gulfAccess: fc.boolean(),
  noBridges: fc.boolean(),
  minBridgeClearance: fc.constantFrom(0, 7.5, 8, 10, 12, 20),
  dock: fc.boolean(),
  outsideFloodHazardArea: fc.boolean(),
  maxHoaMonthly: fc.constantFrom(0, 250, 400, 1_000, 3_000),
  maxMonthlyCost: fc.constantFrom(0, 2_000, 4_000, 8_000, 20_000),
  seniorCommunity: fc.boolean(),
  maxMinimumLeaseMonths: fc.constantFrom(0, 1, 3, 6, 12),
  priceReduced: fc.boolean(),
  priceChanged: fc.boolean(),
  openHouseAfter: fc.constantFrom(...OPEN_HOUSE_INSTANTS),
  bounds,
  polygon: polygonArbitrary,
};

/** Criteria with up to three filters of any kind, any sort and a small page. */
export const listingCriteriaArbitrary: fc.Arbitrary<ListingCriteria> = fc
  .uniqueArray(fc.constantFrom(...(Object.keys(FILTERS) as FilterField[])), { maxLength: 3 })
  .chain((fields) =>
    fc.record({
      filters: fc.record(
        Object.fromEntries(fields.map((field) => [field, FILTERS[field]])) as Record<string, fc.Arbitrary<unknown>>,
      ),
      sort: fc.option(fc.constantFrom(...LISTING_SORTS), { nil: undefined }),
      limit: fc.integer({ min: 1, max: 30 }),
      offset: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
    }),
  )
  .map(({ filters, sort, limit, offset }) => ({
    ...filters,
    ...(sort === undefined ? {} : { sort }),
    limit,
    ...(offset === undefined ? {} : { offset }),
  }));

/** Open houses for some of the listings, ending at the instants searches ask about. */
export function openHousesArbitrary(listings: readonly Listing[]): fc.Arbitrary<OpenHouse[]> {
  if (listings.length === 0) return fc.constant([]);
  return fc
    .uniqueArray(fc.tuple(fc.nat(listings.length - 1), fc.constantFrom(...OPEN_HOUSE_INSTANTS)), {
      maxLength: 10,
      selector: ([index, end]) => `${index}:${end}`,
    })
    .map((picks) =>
      picks.map(([index, end]) => {
        const listing = listings[index] as Listing;
        return {
          OpenHouseKey: `${listing.ListingKey}-${end}`,
          ListingKey: listing.ListingKey,
          ListingId: listing.ListingId,
          OpenHouseStartTime: new Date(Date.parse(end) - 3 * 3_600_000).toISOString(),
          OpenHouseEndTime: end,
          OpenHouseRemarks: null,
        };
      }),
    );
}
