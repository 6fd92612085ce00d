import type { Listing } from './listing.ts';

type AddressFields = Pick<
  Listing,
  'StreetNumber' | 'StreetDirPrefix' | 'StreetName' | 'StreetDirSuffix' | 'StreetSuffix' | 'UnitNumber'
>;
type LocationFields = Pick<Listing, 'City' | 'StateOrProvince' | 'PostalCode'>;

function clean(part: string | number | null | undefined): string {
  return part === null || part === undefined ? '' : String(part).trim().replace(/\s+/g, ' ');
}

/**
 * The street address of a listing: street number, direction prefix, street name,
 * direction suffix, street suffix and `Unit {n}`, joined by single spaces, empty parts skipped.
 */
export function formatListingAddress(listing: AddressFields): string {
  const unit = clean(listing.UnitNumber);
  return [
    listing.StreetNumber,
    listing.StreetDirPrefix,
    listing.StreetName,
    listing.StreetDirSuffix,
    listing.StreetSuffix,
    unit === '' ? '' : `Unit ${unit}`,
  ]
    .map(clean)
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * The location line of a listing: `City, State PostalCode`, with stray commas trimmed
 * (a missing city leaves no leading comma, a missing state and code no trailing one).
 */
export function formatListingLocation(listing: LocationFields): string {
  const city = clean(listing.City).replace(/^[,\s]+|[,\s]+$/g, '');
  const regionParts = [listing.StateOrProvince, listing.PostalCode]
    .map((part) => clean(part).replace(/^[,\s]+|[,\s]+$/g, ''))
    .filter((part) => part !== '');
  return [city, regionParts.join(' ')].filter((part) => part !== '').join(', ');
}
