import type { Listing } from '@app/domain';
import { cityNamed } from './cities.ts';

/** Every rule a demo listing must follow; returns the broken ones (empty when all hold). */
export function brokenListingRules(listing: Listing, referenceMs: number): string[] {
  const broken: string[] = [];
  const city = cityNamed(listing.City ?? '');
  const rule = (ok: boolean, name: string) => (ok ? undefined : broken.push(name));
  rule(city.postalCodes.includes(listing.PostalCode ?? ''), 'postal code belongs to the city');
  rule(listing.CountyOrParish === city.county, 'county of the city');
  const { Latitude: lat, Longitude: lng } = listing;
  rule(lat !== null && lng !== null && lat >= city.box.south && lat <= city.box.north && lng >= city.box.west && lng <= city.box.east, 'inside the city box');
  const closed = listing.StandardStatus === 'Closed';
  rule(closed === (listing.ClosePrice !== null && listing.CloseDate !== null), 'close price and date exactly when closed');
  rule(listing.PreviousListPrice === null || listing.PreviousListPrice > (listing.ListPrice ?? Infinity), 'previous price above the list price');
  rule((listing.PreviousListPrice === null) === (listing.PriceChangeTimestamp === null), 'price change timestamp with a previous price');
  const listed = Date.parse(`${listing.ListingContractDate}T00:00:00Z`);
  const modified = Date.parse(listing.ModificationTimestamp);
  rule(listed >= referenceMs - 548 * 86_400_000 && modified <= referenceMs && modified >= listed, 'dates within 18 months, in order');
  rule(listing.Media.length >= 5 && listing.Media.length <= 12 && listing.PhotosCount === listing.Media.length, 'photo count');
  rule(listing.Media.every((media, index) => media.Order === index + 1), 'media ordered from 1');
  rule(listing.Media[0]?.MediaURL.startsWith('/media/demo/exterior/') === true, 'exterior first');
  rule(listing.Media.every((media) => /^\/media\/demo\/[a-z-]+\/([1-9]\d{0,2})\.svg$/.test(media.MediaURL)), 'media url form');
  rule(listing.WaterfrontYN === true || listing.Media.every((media) => !media.MediaURL.includes('/water-view/')), 'water view only on the water');
  rule(listing.PoolPrivateYN === true || listing.Media.every((media) => !media.MediaURL.includes('/pool/')), 'pool photo only with a pool');
  return broken;
}
