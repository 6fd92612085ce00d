import type { Listing, StandardStatus } from '../listing.ts';

/** What happened to a listing, as its history table names it. */
export const LISTING_CHANGE_KINDS = [
  'listed',
  'relisted',
  'price_change',
  'pending',
  'sold',
  'withdrawn',
  'expired',
  'canceled',
  'back_on_market',
  'off_market',
] as const;
export type ListingChangeKind = (typeof LISTING_CHANGE_KINDS)[number];

/**
 * One dated change of a listing's price or status. A property (one address) may have several
 * listing periods, each under its own `listingKey`; `propertyKey` groups them (see `propertyKeyOf`).
 */
export interface ListingChange {
  readonly propertyKey: string;
  readonly listingKey: string;
  readonly listingId: string;
  readonly kind: ListingChangeKind;
  /** When it happened (ISO 8601 instant). */
  readonly at: string;
  /** The status after the change. */
  readonly status: StandardStatus;
  /** The asking price after the change: what the next observation is compared with. */
  readonly listPrice: number | null;
  /** The price the change shows: the sale price for `sold`, the asking price otherwise. */
  readonly price: number | null;
  /** The asking price before a `price_change`; null for every other kind. */
  readonly previousPrice: number | null;
}

/** A stored change with its place in the order of recording, for readers that resume (`changesSince`). */
export interface RecordedListingChange extends ListingChange {
  /** Opaque; every change recorded later has a cursor that sorts after it. */
  readonly cursor: string;
}

/** What history last knew of a listing: the status and asking price after its latest change. */
export interface ListingSnapshot {
  readonly status: StandardStatus;
  readonly listPrice: number | null;
}

function part(value: string | null): string {
  return (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The fields of a listing that name the property it offers (`propertyKeyOf`). */
export type PropertyKeyFields = Pick<
  Listing,
  | 'ListingKey'
  | 'StreetNumber'
  | 'StreetDirPrefix'
  | 'StreetName'
  | 'StreetSuffix'
  | 'StreetDirSuffix'
  | 'UnitNumber'
  | 'PostalCode'
>;

/**
 * The key of the property a listing offers, so a home relisted under a new listing key is one
 * property with two listing periods (ADR 0026): its street address, unit and postal code,
 * lowercased with spaces collapsed. A listing without a street number or name is its own property.
 */
export function propertyKeyOf(listing: PropertyKeyFields): string {
  if (part(listing.StreetNumber) === '' || part(listing.StreetName) === '') return `listing:${listing.ListingKey}`;
  const street = [
    listing.StreetNumber,
    listing.StreetDirPrefix,
    listing.StreetName,
    listing.StreetSuffix,
    listing.StreetDirSuffix,
  ]
    .map(part)
    .filter((word) => word !== '')
    .join(' ');
  return `${street}|${part(listing.UnitNumber)}|${part(listing.PostalCode)}`;
}
