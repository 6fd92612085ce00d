import type { GeoPoint } from '../geo/geo.ts';
import type { Listing } from '../listing/listing.ts';

/** The fields of a closed sale a home value estimate reads, as the listing carries them. */
export const CLOSED_SALE_FIELDS = [
  'ListingId',
  'ListingKey',
  'StreetNumber',
  'StreetDirPrefix',
  'StreetName',
  'StreetDirSuffix',
  'StreetSuffix',
  'UnitNumber',
  'City',
  'PostalCode',
  'SubdivisionName',
  'PropertySubType',
  'ClosePrice',
  'CloseDate',
  'LivingArea',
  'BedroomsTotal',
  'BathroomsFull',
  'BathroomsHalf',
  'YearBuilt',
  'Latitude',
  'Longitude',
] as const satisfies readonly (keyof Listing)[];

/** A home that sold: a closed listing with a price, a day and a size (so a price per square foot). */
export type ClosedSale = Pick<Listing, (typeof CLOSED_SALE_FIELDS)[number]> & {
  readonly ClosePrice: number;
  readonly CloseDate: string;
  readonly LivingArea: number;
};

/** The closed sale of a listing; null unless it is Closed with a positive price and size and a close day. */
export function closedSaleOf(listing: Listing): ClosedSale | null {
  const { ClosePrice, CloseDate, LivingArea } = listing;
  if (listing.StandardStatus !== 'Closed' || ClosePrice === null || CloseDate === null || LivingArea === null)
    return null;
  if (!(ClosePrice > 0) || !(LivingArea > 0)) return null;
  const picked = Object.fromEntries(CLOSED_SALE_FIELDS.map((field) => [field, listing[field]]));
  return { ...(picked as Pick<Listing, (typeof CLOSED_SALE_FIELDS)[number]>), ClosePrice, CloseDate, LivingArea };
}

/** The location of a sale, when it has one. */
export function saleLocation(sale: Pick<Listing, 'Latitude' | 'Longitude'>): GeoPoint | null {
  return sale.Latitude === null || sale.Longitude === null ? null : { lat: sale.Latitude, lng: sale.Longitude };
}
