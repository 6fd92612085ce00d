import type { Listing, ListingMedia, ListingSort, StandardStatus } from '@app/domain';
import { exampleListing } from '../arbitraries/listing.arbitrary.ts';

/** Photos of a listing with the given Orders, keys derived from the listing's key. */
export function contractMedia(listingKey: string, orders: readonly number[]): ListingMedia[] {
  return orders.map((order) => ({
    MediaKey: `${listingKey}-photo-${order}`,
    MediaURL: `/media/demo/exterior/${order}.svg`,
    Order: order,
    MediaCategory: 'Photo',
    ShortDescription: order === 1 ? 'Front exterior' : null,
  }));
}

interface Row {
  readonly key: string;
  readonly office: string | null;
  readonly subdivision: string | null;
  readonly status: StandardStatus;
  readonly price: number | null;
  readonly listed: string | null;
  readonly orders: readonly number[];
  readonly living: number | null;
  readonly changed: string | null;
  readonly closed: string | null;
}

// Distinct values of every sort field (or none), so every sort order is total and the expected orders below are exact.
const ROWS: readonly Row[] = [
  {
    key: 'CK1',
    office: 'PRG',
    subdivision: 'Pelican Bay',
    status: 'Active',
    price: 1_250_000,
    listed: '2026-03-01',
    orders: [1, 2, 3],
    living: 2_400,
    changed: '2026-04-02T10:00:00.000Z',
    closed: null,
  },
  {
    key: 'CK2',
    office: 'PRG',
    subdivision: 'Port Royal',
    status: 'Pending',
    price: 8_900_000,
    listed: '2026-02-01',
    orders: [2, 1],
    living: 6_100,
    changed: null,
    closed: null,
  },
  {
    key: 'CK3',
    office: 'OTH',
    subdivision: 'Pelican Bay',
    status: 'Closed',
    price: 980_000,
    listed: '2025-12-15',
    orders: [1],
    living: 1_900,
    changed: '2026-01-10T09:00:00.000Z',
    closed: '2026-02-27',
  },
  {
    key: 'CK4',
    office: 'OTH',
    subdivision: 'Pelican Bay Woods',
    status: 'Active',
    price: 450_000,
    listed: '2026-04-10',
    orders: [1, 2],
    living: null,
    changed: null,
    closed: null,
  },
  {
    key: 'CK5',
    office: 'OT2',
    subdivision: 'The Moorings',
    status: 'Active Under Contract',
    price: 2_100_000,
    listed: '2026-01-20',
    orders: [5, 3, 9, 4],
    living: 3_050,
    changed: '2026-05-20T16:45:00.000Z',
    closed: null,
  },
  {
    key: 'CK6',
    office: 'PRG',
    subdivision: 'pelican bay',
    status: 'Coming Soon',
    price: 3_400_000,
    listed: '2026-05-05',
    orders: [1],
    living: 4_200,
    changed: null,
    closed: null,
  },
  {
    key: 'CK7',
    office: null,
    subdivision: null,
    status: 'Active',
    price: null,
    listed: null,
    orders: [],
    living: null,
    changed: null,
    closed: null,
  },
  {
    key: 'CK8',
    office: 'OTH',
    subdivision: 'Quail West',
    status: 'Closed',
    price: 725_000,
    listed: '2025-11-30',
    orders: [1, 2],
    living: 2_750,
    changed: null,
    closed: '2026-03-15',
  },
];

/** A small fixed set of listings the listing store contract inserts and queries; CK7 has no coordinates. */
export function contractListings(): Listing[] {
  return ROWS.map((row, index) => {
    const photos = contractMedia(row.key, row.orders);
    return exampleListing({
      ListingKey: row.key,
      ListingId: `22600000${index + 1}`,
      ListOfficeMlsId: row.office,
      ListOfficeName: row.office === 'PRG' ? 'Palmetto Realty Group' : row.office,
      SubdivisionName: row.subdivision,
      StandardStatus: row.status,
      ListPrice: row.price,
      OriginalListPrice: row.price,
      PreviousListPrice: row.changed === null || row.price === null ? null : row.price + 50_000,
      PriceChangeTimestamp: row.changed,
      ClosePrice: row.closed === null ? null : 955_000,
      CloseDate: row.closed,
      ListingContractDate: row.listed,
      ModificationTimestamp: `2026-06-0${index + 1}T1${index}:30:00.000Z`,
      LivingArea: row.living,
      LotSizeAcres: index % 2 === 0 ? 0.27 : null,
      Latitude: row.key === 'CK7' ? null : 26.1 + index / 100,
      Longitude: row.key === 'CK7' ? null : -81.8 + index / 1000,
      PhotosCount: photos.length,
      Media: photos,
    });
  });
}

/** The fixture keys in each sort order (missing values last). */
export const EXPECTED_ORDER: Readonly<Record<ListingSort, readonly string[]>> = {
  newest: ['CK6', 'CK4', 'CK1', 'CK2', 'CK5', 'CK3', 'CK8', 'CK7'],
  'price-desc': ['CK2', 'CK6', 'CK5', 'CK1', 'CK3', 'CK8', 'CK4', 'CK7'],
  'price-asc': ['CK4', 'CK8', 'CK3', 'CK1', 'CK5', 'CK6', 'CK2', 'CK7'],
  reduced: ['CK5', 'CK1', 'CK3', 'CK2', 'CK4', 'CK6', 'CK7', 'CK8'],
  largest: ['CK2', 'CK6', 'CK5', 'CK8', 'CK1', 'CK3', 'CK4', 'CK7'],
  // The price order without the sold (CK3, CK8) and unpriced (CK7) listings, which have no estimate and go last.
  'monthly-cost-asc': ['CK4', 'CK1', 'CK5', 'CK6', 'CK2', 'CK3', 'CK7', 'CK8'],
  'recently-closed': ['CK8', 'CK3', 'CK1', 'CK2', 'CK4', 'CK5', 'CK6', 'CK7'],
  'recently-updated': ['CK8', 'CK7', 'CK6', 'CK5', 'CK4', 'CK3', 'CK2', 'CK1'],
};

/** Listings for one example: each given fields on top of an example listing, keyed L1, L2, ... in order. */
export function exampleListings(fields: readonly Partial<Listing>[]): Listing[] {
  return fields.map((overrides, index) => {
    const key = `L${index + 1}`;
    return exampleListing({
      ListingKey: key,
      ListingId: `30000000${index + 1}`,
      PhotosCount: 1,
      Media: contractMedia(key, [1]),
      ...overrides,
    });
  });
}
