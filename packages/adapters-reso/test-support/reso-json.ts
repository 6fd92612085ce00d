import { FLORIDA_FACT_FIELDS, type FloridaFacts, type Listing, type OpenHouse } from '@app/domain';
import { DEFAULT_LOCAL_FIELD_TABLE, type LocalFieldTable, type MappedFact } from '../src/mapping/local-field-table.ts';
import type { ResoRecord } from './odata-expression.ts';

/** A listing's Florida facts under the upstream field names of a board's table (facts it lacks left out). */
export function toBoardFields(listing: Listing, table: LocalFieldTable = DEFAULT_LOCAL_FIELD_TABLE): ResoRecord {
  return Object.fromEntries(
    Object.entries(table)
      .filter((entry): entry is [MappedFact, string] => entry[1] !== null)
      .map(([fact, field]) => [field, listing[fact]]),
  );
}

/**
 * The listing as it comes back from a board with the default table: facts it has no field for are
 * unknown, a seawall is read from the waterfront features, an MLS zone is marked as such and dated.
 */
export function carriedByDefaultBoard(listing: Listing): Listing {
  const unmapped = FLORIDA_FACT_FIELDS.filter(
    (fact) => !(fact in DEFAULT_LOCAL_FIELD_TABLE) || DEFAULT_LOCAL_FIELD_TABLE[fact as MappedFact] === null,
  );
  const facts: Partial<Record<keyof FloridaFacts, null>> = Object.fromEntries(unmapped.map((fact) => [fact, null]));
  const seawall = listing.WaterfrontFeatures?.some((feature) => /seawall/i.test(feature)) === true;
  return {
    ...listing,
    ...facts,
    SeawallYN: seawall ? true : null,
    FloodZoneSource: listing.FloodZone === null ? null : 'MLS',
    FloodZoneDate: listing.FloodZone === null ? null : listing.ModificationTimestamp.slice(0, 10),
  };
}

/**
 * A domain listing as the RESO Web API sends it: the same field names, timestamps in the
 * server's style (no milliseconds when they are zero), Media in the upstream's own order.
 */
export function toResoProperty(listing: Listing): ResoRecord {
  const standard = Object.fromEntries(
    Object.entries(listing).filter(([field]) => !(FLORIDA_FACT_FIELDS as readonly string[]).includes(field)),
  );
  return {
    ...standard,
    ...toBoardFields(listing),
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
