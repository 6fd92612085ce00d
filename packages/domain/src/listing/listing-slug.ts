import { slugify } from '../shared/slug.ts';
import { formatListingAddress } from './listing-address.ts';
import type { Listing } from './listing.ts';

type SlugFields = Pick<
  Listing,
  | 'StreetNumber'
  | 'StreetDirPrefix'
  | 'StreetName'
  | 'StreetDirSuffix'
  | 'StreetSuffix'
  | 'UnitNumber'
  | 'City'
  | 'StateOrProvince'
  | 'PostalCode'
>;

/**
 * The readable slug of a featured listing, from its address:
 * `1200 Gulf Shore Blvd N Unit 402, Naples, FL 34102` → `1200-gulf-shore-blvd-n-unit-402-naples-fl-34102`.
 */
export function listingSlug(listing: SlugFields): string {
  return slugify(
    [formatListingAddress(listing), listing.City, listing.StateOrProvince, listing.PostalCode]
      .filter(Boolean)
      .join(' '),
  );
}
