import type { Listing, ListingMedia, StandardStatus } from '@app/domain';
import { exampleListing } from '../arbitraries/listing.arbitrary.ts';

function media(listingKey: string, orders: readonly number[]): ListingMedia[] {
  return orders.map((order) => ({
    MediaKey: `${listingKey}-photo-${order}`,
    MediaURL: `/media/demo/exterior/${order}.svg`,
    Order: order,
    MediaCategory: 'Photo',
    ShortDescription: order === 1 ? 'Front exterior' : null,
  }));
}

type Row = [key: string, office: string | null, subdivision: string | null, status: StandardStatus, price: number | null, listed: string | null, orders: number[]];

// Distinct dates and prices, so every sort order is total and the expected orders below are exact.
const ROWS: readonly Row[] = [
  ['CK1', 'PRG', 'Pelican Bay', 'Active', 1_250_000, '2026-03-01', [1, 2, 3]],
  ['CK2', 'PRG', 'Port Royal', 'Pending', 8_900_000, '2026-02-01', [2, 1]],
  ['CK3', 'OTH', 'Pelican Bay', 'Closed', 980_000, '2025-12-15', [1]],
  ['CK4', 'OTH', 'Pelican Bay Woods', 'Active', 450_000, '2026-04-10', [1, 2]],
  ['CK5', 'OT2', 'The Moorings', 'Active Under Contract', 2_100_000, '2026-01-20', [5, 3, 9, 4]],
  ['CK6', 'PRG', 'pelican bay', 'Coming Soon', 3_400_000, '2026-05-05', [1]],
  ['CK7', null, null, 'Active', null, null, []],
  ['CK8', 'OTH', 'Quail West', 'Active', 725_000, '2025-11-30', [1, 2]],
];

/** A small fixed set of listings the listing store contract inserts and queries. */
export function contractListings(): Listing[] {
  return ROWS.map(([key, office, subdivision, status, price, listed, orders], index) => {
    const closed = status === 'Closed';
    const photos = media(key, orders);
    return exampleListing({
      ListingKey: key,
      ListingId: `22600000${index + 1}`,
      ListOfficeMlsId: office,
      ListOfficeName: office === 'PRG' ? 'Palmetto Realty Group' : office,
      SubdivisionName: subdivision,
      StandardStatus: status,
      ListPrice: price,
      OriginalListPrice: price,
      PreviousListPrice: null,
      PriceChangeTimestamp: null,
      ClosePrice: closed ? 955_000 : null,
      CloseDate: closed ? '2026-02-27' : null,
      ListingContractDate: listed,
      ModificationTimestamp: `2026-06-0${index + 1}T1${index}:30:00.000Z`,
      LotSizeAcres: index % 2 === 0 ? 0.27 : null,
      Latitude: 26.1 + index / 100,
      Longitude: -81.8 + index / 1000,
      PhotosCount: photos.length,
      Media: photos,
    });
  });
}

/** The fixture keys in each sort order (nulls last). */
export const EXPECTED_ORDER = {
  newest: ['CK6', 'CK4', 'CK1', 'CK2', 'CK5', 'CK3', 'CK8', 'CK7'],
  'price-desc': ['CK2', 'CK6', 'CK5', 'CK1', 'CK3', 'CK8', 'CK4', 'CK7'],
  'price-asc': ['CK4', 'CK8', 'CK3', 'CK1', 'CK5', 'CK6', 'CK2', 'CK7'],
} as const;
