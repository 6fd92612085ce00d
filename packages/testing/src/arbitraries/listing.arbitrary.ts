import fc from 'fast-check';
import {
  ASSOCIATION_FEE_FREQUENCIES,
  FLOOD_ZONE_ORIGINS,
  FURNISHED_VALUES,
  STANDARD_STATUSES,
  UNKNOWN_FLORIDA_FACTS,
  type FloridaFacts,
  type Listing,
  type ListingMedia,
  type StandardStatus,
} from '@app/domain';

const DAY_MS = 86_400_000;
const FIRST_DAY_MS = Date.UTC(2024, 0, 1);

/** Any RESO StandardStatus. */
export const standardStatusArbitrary: fc.Arbitrary<StandardStatus> = fc.constantFrom(...STANDARD_STATUSES);

/** A calendar date `YYYY-MM-DD` in the first 90 days of 2024 (a small range, so dates tie). */
export const listingDateArbitrary: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 89 })
  .map((day) => new Date(FIRST_DAY_MS + day * DAY_MS).toISOString().slice(0, 10));

/** An ISO timestamp with milliseconds in 2024. */
export const listingTimestampArbitrary: fc.Arbitrary<string> = fc
  .integer({ min: FIRST_DAY_MS, max: FIRST_DAY_MS + 365 * DAY_MS })
  .map((ms) => new Date(ms).toISOString());

/** A list price in whole dollars: often a round price shared by several listings. */
export const listPriceArbitrary: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(350_000, 725_000, 1_250_000),
  fc.integer({ min: 100, max: 9_000 }).map((thousands) => thousands * 1_000),
);

/** A subdivision name in any letter case, so case-insensitive matching is exercised. */
export const subdivisionNameArbitrary: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('Pelican Bay', 'Port Royal', 'Olde Naples', 'Quail West', 'The Moorings'),
    fc.constantFrom<(name: string) => string>(
      (name) => name,
      (name) => name.toUpperCase(),
      (name) => name.toLowerCase(),
    ),
  )
  .map(([name, toCase]) => toCase(name));

/** An office id: the featured office PRG or another one. */
export const officeMlsIdArbitrary: fc.Arbitrary<string> = fc.constantFrom('PRG', 'OFF2', 'OFF3');

/** The photos of a listing with the given key: distinct Orders in no particular order, not starting at 0. */
export function listingMediaArbitrary(listingKey: string): fc.Arbitrary<ListingMedia[]> {
  return fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 5 }).map((orders) =>
    orders.map((order) => ({
      MediaKey: `${listingKey}-m${order}`,
      MediaURL: `https://photos.example.com/${listingKey}/${order}.jpg`,
      Order: order,
      MediaCategory: 'Photo',
      ShortDescription: null,
    })),
  );
}

function nullable<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.option(arbitrary, { nil: null });
}

/** Fixed-precision coordinates, so they survive a round trip through a decimal column. */
function coordinate(min: number, max: number): fc.Arbitrary<number> {
  return fc.integer({ min: min * 1e6, max: max * 1e6 }).map((micro) => micro / 1e6);
}

type ScalarFields = Omit<Listing, 'ListingKey' | 'Media' | 'PhotosCount'>;
type FieldArbitraries<T> = { [K in keyof T]: fc.Arbitrary<T[K]> };

function nullableList(values: readonly string[]): fc.Arbitrary<readonly string[] | null> {
  return nullable(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 }));
}

/** The Southwest Florida facts: a small set of values per fact, so filters find ties and boundaries. */
export const floridaFactsArbitraries: FieldArbitraries<FloridaFacts> = {
  AssociationFeeFrequency: nullable(fc.constantFrom(...ASSOCIATION_FEE_FREQUENCIES)),
  AssociationFee2: nullable(fc.integer({ min: 0, max: 3_000 })),
  AssociationFee2Frequency: nullable(fc.constantFrom('Monthly', 'Quarterly', 'Annually')),
  AssociationFeeIncludes: nullableList(['Cable TV', 'Insurance', 'Water', 'Pool', 'Security']),
  CDDYN: nullable(fc.boolean()),
  CDDAnnualFee: nullable(fc.integer({ min: 0, max: 4_000 })),
  TaxYear: nullable(fc.integer({ min: 2022, max: 2025 })),
  HomesteadYN: nullable(fc.boolean()),
  FloodZone: nullable(fc.constantFrom('AE', 'VE', 'X', 'AH', 'A', 'D', 'X500')),
  FloodZoneSubtype: nullable(fc.constantFrom('AREA OF MINIMAL FLOOD HAZARD', '0.2 PCT ANNUAL CHANCE FLOOD HAZARD')),
  FloodZoneSource: nullable(fc.constantFrom(...FLOOD_ZONE_ORIGINS)),
  FloodZoneDate: nullable(listingDateArbitrary),
  BaseFloodElevation: nullable(fc.integer({ min: 4, max: 16 })),
  Elevation: nullable(fc.integer({ min: 10, max: 300 }).map((tenths) => tenths / 10)),
  WaterfrontFeatures: nullableList(['Canal Front', 'Bay Access', 'Navigable Water', 'Seawall', 'Gulf Frontage']),
  WaterBodyName: nullable(fc.constantFrom('Naples Bay', 'Caloosahatchee River', 'Gulf of Mexico')),
  GulfAccessYN: nullable(fc.boolean()),
  BridgesToOpenWaterYN: nullable(fc.boolean()),
  BridgeClearance: nullable(fc.constantFrom(6, 8, 10, 12, 16)),
  DockYN: nullable(fc.boolean()),
  BoatLiftCapacity: nullable(fc.constantFrom(7_000, 10_000, 16_000)),
  CanalFrontage: nullable(fc.integer({ min: 50, max: 300 })),
  SeawallYN: nullable(fc.boolean()),
  Roof: nullableList(['Tile', 'Metal', 'Shingle']),
  RoofYear: nullable(fc.integer({ min: 1990, max: 2025 })),
  WindowFeatures: nullableList(['Impact Glass', 'Hurricane Shutters']),
  ConstructionMaterials: nullableList(['Block', 'Concrete', 'Stucco', 'Frame']),
  SeniorCommunityYN: nullable(fc.boolean()),
  PetsAllowed: nullableList(['Yes', 'No', 'Cats OK', 'Dogs OK', 'Size Limit']),
  MinimumLeaseMonths: nullable(fc.constantFrom(0, 1, 3, 6, 12)),
  LeaseRestrictionsYN: nullable(fc.boolean()),
  AssociationApprovalRequiredYN: nullable(fc.boolean()),
  Furnished: nullable(fc.constantFrom(...FURNISHED_VALUES)),
  VirtualTourURLUnbranded: nullable(fc.constantFrom('https://tours.example.com/a', 'https://tours.example.com/b')),
};

const listingFields: FieldArbitraries<ScalarFields> = {
  ...floridaFactsArbitraries,
  ListingId: fc.stringMatching(/^[1-9]\d{8}$/),
  ListAgentMlsId: nullable(fc.constantFrom('A100', 'A200', 'A300')),
  ListAgentFullName: nullable(fc.constantFrom('Jane Doe', 'Sam Lee')),
  ListOfficeMlsId: nullable(officeMlsIdArbitrary),
  ListOfficeName: nullable(fc.constantFrom('Palmetto Realty Group', 'Gulf Coast Homes')),
  ListPrice: nullable(listPriceArbitrary),
  OriginalListPrice: nullable(listPriceArbitrary),
  PreviousListPrice: nullable(listPriceArbitrary),
  PriceChangeTimestamp: nullable(listingTimestampArbitrary),
  ClosePrice: nullable(listPriceArbitrary),
  CloseDate: nullable(listingDateArbitrary),
  ListingContractDate: nullable(listingDateArbitrary),
  PurchaseContractDate: nullable(listingDateArbitrary),
  ModificationTimestamp: listingTimestampArbitrary,
  StreetNumber: nullable(fc.integer({ min: 1, max: 29_999 }).map(String)),
  StreetDirPrefix: nullable(fc.constantFrom('N', 'S', 'E', 'W', 'NW')),
  StreetName: nullable(fc.constantFrom('Gulf Shore', 'Pelican Bay', '5th', 'Tamiami', 'Vanderbilt Beach')),
  StreetDirSuffix: nullable(fc.constantFrom('N', 'S', 'SW')),
  StreetSuffix: nullable(fc.constantFrom('Blvd', 'Ave', 'Dr', 'Trl', 'Rd', 'Way')),
  UnitNumber: nullable(fc.constantFrom('101', '4B', 'PH2')),
  City: nullable(fc.constantFrom('Naples', 'Fort Myers', 'Bonita Springs', 'Cape Coral', 'Marco Island', 'Estero')),
  StateOrProvince: nullable(fc.constant('FL')),
  PostalCode: nullable(fc.constantFrom('34102', '34108', '33901', '34134', '33904', '34145')),
  CountyOrParish: nullable(fc.constantFrom('Collier', 'Lee')),
  SubdivisionName: nullable(subdivisionNameArbitrary),
  BedroomsTotal: nullable(fc.integer({ min: 0, max: 8 })),
  BathroomsTotalInteger: nullable(fc.integer({ min: 0, max: 9 })),
  BathroomsFull: nullable(fc.integer({ min: 0, max: 7 })),
  BathroomsHalf: nullable(fc.integer({ min: 0, max: 4 })),
  LivingArea: nullable(fc.integer({ min: 400, max: 12_000 })),
  LotSizeAcres: nullable(fc.integer({ min: 1, max: 5_000 }).map((hundredths) => hundredths / 100)),
  YearBuilt: nullable(fc.integer({ min: 1920, max: 2025 })),
  PropertyType: nullable(fc.constantFrom('Residential', 'Land', 'Commercial Sale')),
  PropertySubType: nullable(fc.constantFrom('Single Family Residence', 'Condominium', 'Townhouse')),
  StandardStatus: standardStatusArbitrary,
  Latitude: nullable(coordinate(25, 27)),
  Longitude: nullable(coordinate(-82, -81)),
  PublicRemarks: nullable(fc.constantFrom('Steps to the beach.', 'Lake views, new roof.', 'Gated community.')),
  TaxAnnualAmount: nullable(fc.integer({ min: 500, max: 90_000 })),
  AssociationFee: nullable(fc.integer({ min: 0, max: 5_000 })),
  WaterfrontYN: nullable(fc.boolean()),
  PoolPrivateYN: nullable(fc.boolean()),
  GarageSpaces: nullable(fc.integer({ min: 0, max: 4 })),
  InternetAutomatedValuationDisplayYN: nullable(fc.boolean()),
};

/** Arbitraries that replace the default one of a listing field. */
export type ListingOverrides = Partial<FieldArbitraries<Listing>>;

/**
 * A listing: a 9-digit ListingId, ListingKey `10{ListingId}` (distinct ids give distinct keys),
 * Southwest Florida values with nulls, Media with keys derived from the ListingKey and PhotosCount
 * equal to the number of photos. Any field can be replaced by an arbitrary of its own.
 */
export function listingArbitrary(overrides: ListingOverrides = {}): fc.Arbitrary<Listing> {
  const { ListingKey, Media, PhotosCount, ...fieldOverrides } = overrides;
  const given = Object.fromEntries(Object.entries(fieldOverrides).filter(([, arbitrary]) => arbitrary !== undefined));
  const scalars: FieldArbitraries<ScalarFields> = { ...listingFields, ...given };
  return fc.record(scalars).chain((fields) =>
    (ListingKey ?? fc.constant(`10${fields.ListingId}`)).chain((key) =>
      fc
        .tuple(Media ?? listingMediaArbitrary(key), PhotosCount ?? fc.constant<number | null>(null))
        .map(([media, photos]) => ({
          ...fields,
          ListingKey: key,
          Media: media,
          PhotosCount: photos ?? media.length,
        })),
    ),
  );
}

/** Listings with distinct ListingIds (and so, by default, distinct ListingKeys). */
export function listingsArbitrary(
  options: { minLength?: number; maxLength?: number; overrides?: ListingOverrides } = {},
): fc.Arbitrary<Listing[]> {
  return fc.uniqueArray(listingArbitrary(options.overrides), {
    selector: (listing) => listing.ListingId,
    minLength: options.minLength ?? 0,
    maxLength: options.maxLength ?? 20,
  });
}

const addressWordArbitrary = fc.stringMatching(/^[A-Za-z0-9#.-]{1,6}$/);
const paddingArbitrary = fc.constantFrom('', ' ', '  ', '\t');

/** A street-address or location part as feeds send them: null, blank, padded or with runs of inner spaces. */
export const messyAddressPartArbitrary: fc.Arbitrary<string | null> = fc.oneof(
  fc.constant(null),
  fc.constantFrom('', ' ', '  \t'),
  fc
    .tuple(
      paddingArbitrary,
      addressWordArbitrary,
      fc.array(fc.tuple(fc.constantFrom(' ', '  ', ' \t '), addressWordArbitrary), { maxLength: 2 }),
      paddingArbitrary,
    )
    .map(
      ([before, first, rest, after]) =>
        `${before}${first}${rest.map(([gap, word]) => `${gap}${word}`).join('')}${after}`,
    ),
);

/** A location part as feeds send them: messy like an address part, sometimes wrapped in stray commas. */
export const messyLocationPartArbitrary: fc.Arbitrary<string | null> = fc.oneof(
  messyAddressPartArbitrary,
  fc
    .tuple(fc.constantFrom(',', ' , ', ''), messyAddressPartArbitrary, fc.constantFrom(',', ', ', ' ,,'))
    .map(([before, part, after]) => `${before}${part ?? ''}${after}`),
);

/** The street-address fields of a listing, each messy or missing. */
export const listingAddressFieldsArbitrary = fc.record({
  StreetNumber: messyAddressPartArbitrary,
  StreetDirPrefix: messyAddressPartArbitrary,
  StreetName: messyAddressPartArbitrary,
  StreetDirSuffix: messyAddressPartArbitrary,
  StreetSuffix: messyAddressPartArbitrary,
  UnitNumber: messyAddressPartArbitrary,
});

/** The location fields of a listing, each messy, comma-wrapped or missing. */
export const listingLocationFieldsArbitrary = fc.record({
  City: messyLocationPartArbitrary,
  StateOrProvince: messyLocationPartArbitrary,
  PostalCode: messyLocationPartArbitrary,
});

/** One fixed, complete listing (a Naples condo of office PRG) for example tests; fields can be replaced. */
export function exampleListing(overrides: Partial<Listing> = {}): Listing {
  const ListingKey = overrides.ListingKey ?? '10224012345';
  return {
    ListingId: '224012345',
    ListingKey,
    ListAgentMlsId: 'A100',
    ListAgentFullName: 'Jane Doe',
    ListOfficeMlsId: 'PRG',
    ListOfficeName: 'Palmetto Realty Group',
    ListPrice: 725_000,
    OriginalListPrice: 750_000,
    PreviousListPrice: 750_000,
    PriceChangeTimestamp: '2024-02-01T15:00:00.000Z',
    ClosePrice: null,
    CloseDate: null,
    ListingContractDate: '2024-01-10',
    PurchaseContractDate: null,
    ModificationTimestamp: '2024-02-01T15:00:00.000Z',
    StreetNumber: '4001',
    StreetDirPrefix: null,
    StreetName: 'Gulf Shore',
    StreetDirSuffix: 'N',
    StreetSuffix: 'Blvd',
    UnitNumber: '101',
    City: 'Naples',
    StateOrProvince: 'FL',
    PostalCode: '34103',
    CountyOrParish: 'Collier',
    SubdivisionName: 'Park Shore',
    BedroomsTotal: 2,
    BathroomsTotalInteger: 3,
    BathroomsFull: 2,
    BathroomsHalf: 1,
    LivingArea: 1_650,
    LotSizeAcres: null,
    YearBuilt: 1998,
    PropertyType: 'Residential',
    PropertySubType: 'Condominium',
    StandardStatus: 'Active',
    Latitude: 26.204512,
    Longitude: -81.817903,
    PublicRemarks: 'Steps to the beach.',
    TaxAnnualAmount: 6_200,
    AssociationFee: 1_100,
    WaterfrontYN: true,
    PoolPrivateYN: false,
    GarageSpaces: 1,
    InternetAutomatedValuationDisplayYN: null,
    ...UNKNOWN_FLORIDA_FACTS,
    PhotosCount: 2,
    Media: [
      {
        MediaKey: `${ListingKey}-m2`,
        MediaURL: `https://photos.example.com/${ListingKey}/2.jpg`,
        Order: 2,
        MediaCategory: 'Photo',
        ShortDescription: null,
      },
      {
        MediaKey: `${ListingKey}-m1`,
        MediaURL: `https://photos.example.com/${ListingKey}/1.jpg`,
        Order: 1,
        MediaCategory: 'Photo',
        ShortDescription: null,
      },
    ],
    ...overrides,
  };
}
