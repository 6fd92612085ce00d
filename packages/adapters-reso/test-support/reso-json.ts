import type { Listing, OpenHouse } from '@app/domain';
import type { ResoRecord } from './odata-expression.ts';

/**
 * A domain listing as the RESO Web API sends it: the same field names, timestamps in the
 * server's style (no milliseconds when they are zero), Media in the upstream's own order.
 */
export function toResoProperty(listing: Listing): ResoRecord {
  return {
    ...listing,
    ModificationTimestamp: serverTimestamp(listing.ModificationTimestamp),
    PriceChangeTimestamp: listing.PriceChangeTimestamp === null ? null : serverTimestamp(listing.PriceChangeTimestamp),
    MlsStatus: listing.StandardStatus,
    Media: listing.Media.map((media) => ({ ...media, ResourceRecordKey: listing.ListingKey })),
  };
}

/** A domain open house as an OpenHouse record of the given status. */
export function toResoOpenHouse(openHouse: OpenHouse, status = 'Active'): ResoRecord {
  return {
    ...openHouse,
    OpenHouseStartTime: serverTimestamp(openHouse.OpenHouseStartTime),
    OpenHouseEndTime: serverTimestamp(openHouse.OpenHouseEndTime),
    OpenHouseStatus: status,
    ModificationTimestamp: serverTimestamp(openHouse.OpenHouseStartTime),
  };
}

function serverTimestamp(iso: string): string {
  return iso.replace(/\.000Z$/, 'Z');
}
