import type { Listing } from '@app/domain';
import { cityNamed } from './cities.ts';
import { DAY_MS, LISTING_WINDOW_DAYS } from './market-path.ts';

/** Every rule a demo listing must follow; returns the broken ones (empty when all hold). */
export function brokenListingRules(listing: Listing, referenceMs: number): string[] {
  const broken: string[] = [];
  const city = cityNamed(listing.City ?? '');
  const rule = (ok: boolean, name: string) => (ok ? undefined : broken.push(name));
  rule(city.postalCodes.includes(listing.PostalCode ?? ''), 'postal code belongs to the city');
  rule(listing.CountyOrParish === city.county, 'county of the city');
  const { Latitude: lat, Longitude: lng } = listing;
  rule(
    lat !== null &&
      lng !== null &&
      lat >= city.box.south &&
      lat <= city.box.north &&
      lng >= city.box.west &&
      lng <= city.box.east,
    'inside the city box',
  );
  const closed = listing.StandardStatus === 'Closed';
  rule(
    closed === (listing.ClosePrice !== null && listing.CloseDate !== null),
    'close price and date exactly when closed',
  );
  rule(
    listing.PreviousListPrice === null || listing.PreviousListPrice > (listing.ListPrice ?? Infinity),
    'previous price above the list price',
  );
  rule(
    (listing.PreviousListPrice === null) === (listing.PriceChangeTimestamp === null),
    'price change timestamp with a previous price',
  );
  const listed = Date.parse(`${listing.ListingContractDate}T00:00:00Z`);
  const modified = Date.parse(listing.ModificationTimestamp);
  const contract =
    listing.PurchaseContractDate === null ? null : Date.parse(`${listing.PurchaseContractDate}T00:00:00Z`);
  const underContract = ['Pending', 'Active Under Contract', 'Closed'].includes(listing.StandardStatus);
  rule(underContract === (contract !== null), 'contract date exactly when under contract or sold');
  const closedMs = listing.CloseDate === null ? Infinity : Date.parse(`${listing.CloseDate}T00:00:00Z`);
  rule(
    contract === null || (contract >= listed && contract <= closedMs && contract <= modified),
    'contract date between listing, closing and last change',
  );
  rule(
    listed >= referenceMs - (LISTING_WINDOW_DAYS + 1) * DAY_MS && modified <= referenceMs && modified >= listed,
    'dates within the listing window, in order',
  );
  rule(
    listing.Media.length >= 5 && listing.Media.length <= 12 && listing.PhotosCount === listing.Media.length,
    'photo count',
  );
  rule(
    listing.Media.every((media, index) => media.Order === index + 1),
    'media ordered from 1',
  );
  rule(listing.Media[0]?.MediaURL.startsWith('/media/demo/exterior/') === true, 'exterior first');
  rule(
    listing.Media.every((media) => /^\/media\/demo\/[a-z-]+\/([1-9]\d{0,2})\.svg$/.test(media.MediaURL)),
    'media url form',
  );
  rule(
    listing.WaterfrontYN === true || listing.Media.every((media) => !media.MediaURL.includes('/water-view/')),
    'water view only on the water',
  );
  rule(
    listing.PoolPrivateYN === true || listing.Media.every((media) => !media.MediaURL.includes('/pool/')),
    'pool photo only with a pool',
  );
  return broken;
}
