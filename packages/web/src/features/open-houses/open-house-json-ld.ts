import { formatListingAddress, listingPath, sortedMedia, type OpenHouseListing } from '@app/domain';
import type { JsonLd } from '../seo/json-ld.ts';
import { listingGeo, listingPostalAddress } from '../seo/listing-json-ld.ts';

/** A schema.org Event for an open house: when, where (a Place with its address and position), and the listing's page.
 * */
export function openHouseEvent({ openHouse, listing }: OpenHouseListing): Record<string, JsonLd> {
  const address = formatListingAddress(listing);
  const photo = sortedMedia(listing)[0];
  const geo = listingGeo(listing);
  const event: Record<string, JsonLd> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `Open house: ${[address, listing.City].filter(Boolean).join(', ')}`,
    description: openHouse.OpenHouseRemarks ?? `Open house at ${address}.`,
    startDate: openHouse.OpenHouseStartTime,
    endDate: openHouse.OpenHouseEndTime,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: address,
      address: listingPostalAddress(listing),
      ...(geo === null ? {} : { geo }),
    },
    url: listingPath(listing.ListingId),
  };
  if (photo) event.image = photo.MediaURL;
  if (listing.ListOfficeName) event.organizer = { '@type': 'Organization', name: listing.ListOfficeName };
  return event;
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script type="application/ld+json">`: `<`, `>` and `&` are written as
 * JSON escapes, so text such as `</script>` in remarks can never end the script early.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (character) => ESCAPES[character] ?? character);
}

/** The head scripts of the open houses shown: one schema.org Event each. */
export function openHouseEventScripts(openHouses: readonly OpenHouseListing[]) {
  return openHouses.map((item) => ({ type: 'application/ld+json', children: scriptSafeJson(openHouseEvent(item)) }));
}
