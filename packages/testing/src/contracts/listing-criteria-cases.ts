import type { Listing, ListingCriteria } from '@app/domain';

/** One example of a criterion: listings L1, L2, ... with these fields, the criteria, the keys found. */
export interface CriteriaCase {
  readonly name: string;
  readonly listings: readonly Partial<Listing>[];
  readonly criteria: Omit<ListingCriteria, 'limit'>;
  readonly expected: readonly string[];
}

const address = (
  StreetName: string,
  City: string,
  PostalCode: string,
  SubdivisionName: string | null,
): Partial<Listing> => ({ StreetName, City, PostalCode, SubdivisionName });

/** Examples of the text and identity criteria. */
export const TEXT_CASES: readonly CriteriaCase[] = [
  ...[
    ['SHORE naples', ['L1']],
    ['  pelican   BAY ', ['L2']],
    ['3390', ['L3']],
    ['gateway myers tamiami', ['L3']],
    ['naples', ['L1', 'L2']],
    ['naples34102', []],
    ['park 300000001', ['L1']],
    ['%', []],
    ['_', []],
    ['   ', ['L1', 'L2', 'L3']],
  ].map(([text, expected]) => ({
    name: `text ${JSON.stringify(text)}: every word in address, city, postal code, subdivision or MLS number`,
    listings: [
      address('Gulf Shore', 'Naples', '34102', 'Park Shore'),
      address('Pelican Bay', 'Naples', '34108', 'Pelican Bay'),
      address('Tamiami', 'Fort Myers', '33901', 'Gateway'),
    ],
    criteria: { text: text as string },
    expected: expected as string[],
  })),
  {
    name: 'text on the unit number and street number',
    listings: [
      { UnitNumber: 'PH2', StreetNumber: '4001' },
      { UnitNumber: null, StreetNumber: '12' },
    ],
    criteria: { text: 'ph2 400' },
    expected: ['L1'],
  },
  {
    name: 'remarks: every word in the description, in any case, wildcards taken literally',
    listings: [
      { PublicRemarks: 'Deep-water DOCK with Gulf access, no bridges.' },
      { PublicRemarks: 'Gulf views from the lanai.' },
      { PublicRemarks: null },
      { PublicRemarks: '100% renovated' },
    ],
    criteria: { remarks: 'gulf  dock' },
    expected: ['L1'],
  },
  {
    name: 'remarks: a LIKE wildcard is a plain character',
    listings: [{ PublicRemarks: 'Gulf access' }, { PublicRemarks: '100% renovated' }],
    criteria: { remarks: '%' },
    expected: ['L2'],
  },
  {
    name: 'city in any case, but in full',
    listings: [{ City: 'Naples' }, { City: 'North Naples' }, { City: null }],
    criteria: { city: 'NAPLES' },
    expected: ['L1'],
  },
  {
    name: 'postal code exactly',
    listings: [{ PostalCode: '34102' }, { PostalCode: '34108' }],
    criteria: { postalCode: '34102' },
    expected: ['L1'],
  },
  {
    name: 'subdivision in any case, but in full',
    listings: [
      { SubdivisionName: 'Pelican Bay' },
      { SubdivisionName: 'PELICAN BAY' },
      { SubdivisionName: 'Pelican Bay Woods' },
    ],
    criteria: { subdivision: 'pelican bay' },
    expected: ['L1', 'L2'],
  },
  {
    name: 'one of several subdivisions, in any case, each in full',
    listings: [
      { SubdivisionName: 'Pelican Bay' },
      { SubdivisionName: 'PORT ROYAL' },
      { SubdivisionName: 'Pelican Bay Woods' },
      { SubdivisionName: null },
    ],
    criteria: { subdivisions: ['pelican bay', 'Port Royal'] },
    expected: ['L1', 'L2'],
  },
  {
    name: 'an empty list of subdivisions selects nothing',
    listings: [{ SubdivisionName: 'Pelican Bay' }],
    criteria: { subdivisions: [] },
    expected: [],
  },
  {
    name: 'office exactly, letter case included',
    listings: [{ ListOfficeMlsId: 'PRG' }, { ListOfficeMlsId: 'prg' }, { ListOfficeMlsId: null }],
    criteria: { listOfficeMlsId: 'PRG' },
    expected: ['L1'],
  },
  {
    name: 'agent exactly',
    listings: [{ ListAgentMlsId: 'A100' }, { ListAgentMlsId: 'A200' }, { ListAgentMlsId: null }],
    criteria: { listAgentMlsId: 'A200' },
    expected: ['L2'],
  },
  {
    name: 'agent exactly, letter case included',
    listings: [{ ListAgentMlsId: 'a200' }, { ListAgentMlsId: 'A200' }, { ListAgentMlsId: 'A2000' }],
    criteria: { listAgentMlsId: 'A200' },
    expected: ['L2'],
  },
  {
    name: "an agent's sold listings: the agent and the Closed status together",
    listings: [
      { ListAgentMlsId: 'A200', StandardStatus: 'Closed' },
      { ListAgentMlsId: 'A200', StandardStatus: 'Active' },
      { ListAgentMlsId: 'A100', StandardStatus: 'Closed' },
    ],
    criteria: { listAgentMlsId: 'A200', statuses: ['Closed'] },
    expected: ['L1'],
  },
  {
    name: 'one of the statuses',
    listings: [{ StandardStatus: 'Active' }, { StandardStatus: 'Pending' }, { StandardStatus: 'Closed' }],
    criteria: { statuses: ['Closed', 'Active'] },
    expected: ['L1', 'L3'],
  },
  {
    name: 'no status for an empty list',
    listings: [{ StandardStatus: 'Active' }],
    criteria: { statuses: [] },
    expected: [],
  },
  {
    name: 'property type exactly',
    listings: [{ PropertyType: 'Residential' }, { PropertyType: 'Land' }],
    criteria: { propertyType: 'Land' },
    expected: ['L2'],
  },
  {
    name: 'property sub-type exactly',
    listings: [{ PropertySubType: 'Condominium' }, { PropertySubType: 'Townhouse' }],
    criteria: { propertySubType: 'Townhouse' },
    expected: ['L2'],
  },
];

const prices = [{ ListPrice: 400_000 }, { ListPrice: 500_000 }, { ListPrice: 900_000 }, { ListPrice: null }];
const baths = [
  { BathroomsFull: 2, BathroomsHalf: 1 },
  { BathroomsFull: 2, BathroomsHalf: 0 },
  { BathroomsFull: 1, BathroomsHalf: 3 },
  { BathroomsFull: null, BathroomsHalf: null },
];

/** Examples of the numeric and yes/no criteria. */
export const FACT_CASES: readonly CriteriaCase[] = [
  {
    name: 'price range, both ends included, no price never matches',
    listings: prices,
    criteria: { minPrice: 500_000, maxPrice: 900_000 },
    expected: ['L2', 'L3'],
  },
  { name: 'price floor alone', listings: prices, criteria: { minPrice: 450_000 }, expected: ['L2', 'L3'] },
  { name: 'price ceiling alone', listings: prices, criteria: { maxPrice: 500_000 }, expected: ['L1', 'L2'] },
  {
    name: 'beds at least',
    listings: [{ BedroomsTotal: 2 }, { BedroomsTotal: 3 }, { BedroomsTotal: null }],
    criteria: { minBeds: 3 },
    expected: ['L2'],
  },
  {
    name: 'baths at least, half baths counting 0.5',
    listings: baths,
    criteria: { minBaths: 2.5 },
    expected: ['L1', 'L3'],
  },
  {
    name: 'baths at least 0 includes listings without counts',
    listings: baths,
    criteria: { minBaths: 0 },
    expected: ['L1', 'L2', 'L3', 'L4'],
  },
  {
    name: 'living area range',
    listings: [{ LivingArea: 1_200 }, { LivingArea: 2_000 }, { LivingArea: 3_500 }, { LivingArea: null }],
    criteria: { minLivingArea: 2_000, maxLivingArea: 3_000 },
    expected: ['L2'],
  },
  {
    name: 'lot size range',
    listings: [{ LotSizeAcres: 0.18 }, { LotSizeAcres: 0.25 }, { LotSizeAcres: 1.5 }, { LotSizeAcres: null }],
    criteria: { minLotAcres: 0.25, maxLotAcres: 1.5 },
    expected: ['L2', 'L3'],
  },
  {
    name: 'year built range',
    listings: [{ YearBuilt: 1985 }, { YearBuilt: 2004 }, { YearBuilt: 2024 }, { YearBuilt: null }],
    criteria: { minYearBuilt: 2000, maxYearBuilt: 2024 },
    expected: ['L2', 'L3'],
  },
  {
    name: 'waterfront only',
    listings: [{ WaterfrontYN: true }, { WaterfrontYN: false }, { WaterfrontYN: null }],
    criteria: { waterfront: true },
    expected: ['L1'],
  },
  {
    name: 'waterfront false does not filter',
    listings: [{ WaterfrontYN: true }, { WaterfrontYN: false }],
    criteria: { waterfront: false },
    expected: ['L1', 'L2'],
  },
  {
    name: 'gulf access only',
    listings: [{ GulfAccessYN: true }, { GulfAccessYN: false }, { GulfAccessYN: null }],
    criteria: { gulfAccess: true },
    expected: ['L1'],
  },
  {
    name: 'no bridges: only homes known to have none',
    listings: [{ BridgesToOpenWaterYN: false }, { BridgesToOpenWaterYN: true }, { BridgesToOpenWaterYN: null }],
    criteria: { noBridges: true },
    expected: ['L1'],
  },
  {
    name: 'bridge clearance: no bridges clears any height, a bridge at least as high, the boundary included',
    listings: [
      { BridgesToOpenWaterYN: false, BridgeClearance: null },
      { BridgesToOpenWaterYN: true, BridgeClearance: 10 },
      { BridgesToOpenWaterYN: true, BridgeClearance: 9.5 },
      { BridgesToOpenWaterYN: null, BridgeClearance: null },
    ],
    criteria: { minBridgeClearance: 10 },
    expected: ['L1', 'L2'],
  },
  {
    name: 'dock only',
    listings: [{ DockYN: true }, { DockYN: false }, { DockYN: null }],
    criteria: { dock: true },
    expected: ['L1'],
  },
  {
    name: 'outside the A and V zones: a known zone without the insurance requirement',
    listings: [
      { FloodZone: 'X', FloodZoneSubtype: null },
      { FloodZone: 'AE', FloodZoneSubtype: null },
      { FloodZone: 'VE', FloodZoneSubtype: null },
      { FloodZone: null, FloodZoneSubtype: null },
      { FloodZone: 'X500', FloodZoneSubtype: null },
    ],
    criteria: { outsideFloodHazardArea: true },
    expected: ['L1', 'L5'],
  },
  {
    name: 'max HOA per month: both associations normalised to a month, none counts as 0',
    listings: [
      {
        AssociationFee: 900,
        AssociationFeeFrequency: 'Quarterly',
        AssociationFee2: 100,
        AssociationFee2Frequency: 'Monthly',
      },
      {
        AssociationFee: 500,
        AssociationFeeFrequency: 'Monthly',
        AssociationFee2: null,
        AssociationFee2Frequency: null,
      },
      { AssociationFee: null, AssociationFeeFrequency: null, AssociationFee2: null, AssociationFee2Frequency: null },
      {
        AssociationFee: 4_800,
        AssociationFeeFrequency: 'Annually',
        AssociationFee2: null,
        AssociationFee2Frequency: null,
      },
    ],
    criteria: { maxHoaMonthly: 400 },
    expected: ['L1', 'L3', 'L4'],
  },
  {
    name: 'max monthly cost: the default estimate at most N; unpriced and sold homes never match',
    listings: [
      { ListPrice: 200_000 },
      { ListPrice: 2_000_000 },
      { ListPrice: null },
      { ListPrice: 200_000, StandardStatus: 'Closed' },
    ],
    criteria: { maxMonthlyCost: 4_000, statuses: ['Active', 'Closed'] },
    expected: ['L1'],
  },
  {
    name: '55+ only',
    listings: [{ SeniorCommunityYN: true }, { SeniorCommunityYN: false }, { SeniorCommunityYN: null }],
    criteria: { seniorCommunity: true },
    expected: ['L1'],
  },
  {
    name: 'rentable within N months: a known minimum lease no longer than N',
    listings: [
      { MinimumLeaseMonths: 0 },
      { MinimumLeaseMonths: 3 },
      { MinimumLeaseMonths: 12 },
      { MinimumLeaseMonths: null },
    ],
    criteria: { maxMinimumLeaseMonths: 3 },
    expected: ['L1', 'L2'],
  },
  {
    name: 'private pool only',
    listings: [{ PoolPrivateYN: false }, { PoolPrivateYN: true }, { PoolPrivateYN: null }],
    criteria: { pool: true },
    expected: ['L2'],
  },
  {
    name: 'price reduced: a previous price above the list price',
    listings: [
      { ListPrice: 700_000, PreviousListPrice: 750_000 },
      { ListPrice: 700_000, PreviousListPrice: 650_000 },
      { ListPrice: 700_000, PreviousListPrice: null },
      { ListPrice: null, PreviousListPrice: 750_000 },
    ],
    criteria: { priceReduced: true },
    expected: ['L1'],
  },
  {
    name: 'price changed: a previous price and a change time',
    listings: [
      { PreviousListPrice: 750_000, PriceChangeTimestamp: '2026-01-01T00:00:00.000Z' },
      { PreviousListPrice: 650_000, ListPrice: 700_000, PriceChangeTimestamp: '2026-01-02T00:00:00.000Z' },
      { PreviousListPrice: null, PriceChangeTimestamp: '2026-01-03T00:00:00.000Z' },
      { PreviousListPrice: 750_000, PriceChangeTimestamp: null },
    ],
    criteria: { priceChanged: true },
    expected: ['L1', 'L2'],
  },
];

const corners = [
  { Latitude: 26.1, Longitude: -81.8 },
  { Latitude: 26.2, Longitude: -81.7 },
  { Latitude: 26.15, Longitude: -81.75 },
  { Latitude: 26.3, Longitude: -81.75 },
  { Latitude: null, Longitude: null },
];

/** Examples of the map criteria. */
export const PLACE_CASES: readonly CriteriaCase[] = [
  {
    name: 'inside a box, its edges included, no coordinates never',
    listings: corners,
    criteria: { bounds: { south: 26.1, west: -81.8, north: 26.2, east: -81.7 } },
    expected: ['L1', 'L2', 'L3'],
  },
  {
    name: 'inside a polygon',
    listings: corners,
    criteria: {
      polygon: [
        { lat: 26.05, lng: -81.76 },
        { lat: 26.25, lng: -81.76 },
        { lat: 26.25, lng: -81.72 },
        { lat: 26.05, lng: -81.72 },
      ],
    },
    expected: ['L3'],
  },
  {
    name: 'inside a concave polygon, not in its notch',
    listings: [
      { Latitude: 26.12, Longitude: -81.78 },
      { Latitude: 26.18, Longitude: -81.75 },
      { Latitude: 26.12, Longitude: -81.72 },
    ],
    criteria: {
      polygon: [
        { lat: 26.1, lng: -81.8 },
        { lat: 26.2, lng: -81.8 },
        { lat: 26.14, lng: -81.75 },
        { lat: 26.2, lng: -81.7 },
        { lat: 26.1, lng: -81.7 },
      ],
    },
    expected: ['L1', 'L3'],
  },
  {
    name: 'nothing for a polygon of fewer than 3 corners',
    listings: corners,
    criteria: {
      polygon: [
        { lat: 26, lng: -82 },
        { lat: 27, lng: -81 },
      ],
    },
    expected: [],
  },
  {
    name: 'every criterion at once',
    listings: [
      {
        City: 'Naples',
        ListPrice: 800_000,
        BedroomsTotal: 3,
        StandardStatus: 'Active',
        Latitude: 26.15,
        Longitude: -81.75,
      },
      {
        City: 'Naples',
        ListPrice: 800_000,
        BedroomsTotal: 2,
        StandardStatus: 'Active',
        Latitude: 26.15,
        Longitude: -81.75,
      },
      {
        City: 'Naples',
        ListPrice: 800_000,
        BedroomsTotal: 3,
        StandardStatus: 'Pending',
        Latitude: 26.15,
        Longitude: -81.75,
      },
      {
        City: 'Naples',
        ListPrice: 800_000,
        BedroomsTotal: 3,
        StandardStatus: 'Active',
        Latitude: 26.5,
        Longitude: -81.75,
      },
    ],
    criteria: {
      city: 'naples',
      minPrice: 500_000,
      minBeds: 3,
      statuses: ['Active'],
      bounds: { south: 26, west: -82, north: 26.3, east: -81 },
      text: 'gulf',
    },
    expected: ['L1'],
  },
];
