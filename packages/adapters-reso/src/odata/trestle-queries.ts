import type { FloridaFacts, Listing, OpenHouse, StandardStatus } from '@app/domain';
import { allOf, anyOf, odataTimestamp } from './odata-filter.ts';

/** The fields every RESO server names alike; the Florida facts come from the board's local field table. */
type ListingField = Exclude<keyof Listing, 'Media' | keyof FloridaFacts>;
type OpenHouseField = keyof OpenHouse | 'OpenHouseStatus' | 'OpenHouseType';

/** Every Property field the store keeps (the `Listing` entity minus its Media), checked by the compiler. */
const LISTING_FIELDS = {
  ListingId: 1,
  ListingKey: 1,
  ListAgentMlsId: 1,
  ListAgentFullName: 1,
  ListOfficeMlsId: 1,
  ListOfficeName: 1,
  ListPrice: 1,
  OriginalListPrice: 1,
  PreviousListPrice: 1,
  PriceChangeTimestamp: 1,
  ClosePrice: 1,
  CloseDate: 1,
  ListingContractDate: 1,
  PurchaseContractDate: 1,
  ModificationTimestamp: 1,
  StreetNumber: 1,
  StreetDirPrefix: 1,
  StreetName: 1,
  StreetDirSuffix: 1,
  StreetSuffix: 1,
  UnitNumber: 1,
  City: 1,
  StateOrProvince: 1,
  PostalCode: 1,
  CountyOrParish: 1,
  SubdivisionName: 1,
  BedroomsTotal: 1,
  BathroomsTotalInteger: 1,
  BathroomsFull: 1,
  BathroomsHalf: 1,
  LivingArea: 1,
  LotSizeAcres: 1,
  YearBuilt: 1,
  PropertyType: 1,
  PropertySubType: 1,
  StandardStatus: 1,
  Latitude: 1,
  Longitude: 1,
  PublicRemarks: 1,
  TaxAnnualAmount: 1,
  AssociationFee: 1,
  WaterfrontYN: 1,
  PoolPrivateYN: 1,
  GarageSpaces: 1,
  InternetAutomatedValuationDisplayYN: 1,
  PhotosCount: 1,
} satisfies Record<ListingField, 1>;

const OPEN_HOUSE_FIELDS = {
  OpenHouseKey: 1,
  ListingKey: 1,
  ListingId: 1,
  OpenHouseStartTime: 1,
  OpenHouseEndTime: 1,
  OpenHouseRemarks: 1,
  OpenHouseStatus: 1,
  OpenHouseType: 1,
  LivestreamOpenHouseURL: 1,
  AppointmentRequiredYN: 1,
} satisfies Record<OpenHouseField, 1>;

/** The standard part of a Property query's `$select` (the board's local fields are added to it). */
export const PROPERTY_SELECT: readonly string[] = Object.keys(LISTING_FIELDS);
/** The `$select` of an OpenHouse query. */
const OPEN_HOUSE_SELECT: readonly string[] = Object.keys(OPEN_HOUSE_FIELDS);
/** The Media of a listing, expanded into the Property query, in display order. */
const MEDIA_EXPAND = 'Media($select=MediaKey,MediaURL,Order,MediaCategory,ShortDescription;$orderby=Order)';
/** Oldest change first; the key breaks ties so pages never shuffle. */
const CHANGES_ORDER = 'ModificationTimestamp asc,ListingKey asc';

/** `{base}/trestle/odata/{resource}?…` with the query options encoded (the `$` names kept literal). */
function odataUrl(baseUrl: string, resource: string, options: Record<string, string | number>): string {
  const query = Object.entries(options).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return `${baseUrl}/trestle/odata/${resource}?${query.join('&')}`;
}

/** Listings with one of the statuses modified after `since` (all of them when null), oldest change first. */
export function listingChangesUrl(
  baseUrl: string,
  since: string | null,
  statuses: readonly StandardStatus[],
  top: number,
  localFields: readonly string[] = [],
): string {
  const filter = allOf(
    since === null ? null : `ModificationTimestamp gt ${odataTimestamp(since)}`,
    anyOf('StandardStatus', statuses),
  );
  return odataUrl(baseUrl, 'Property', {
    $filter: filter,
    $select: [...PROPERTY_SELECT, ...localFields].join(','),
    $orderby: CHANGES_ORDER,
    $top: top,
    $expand: MEDIA_EXPAND,
  });
}

/** The listings with the given keys and one of the statuses. */
export function listingsByKeyUrl(
  baseUrl: string,
  keys: readonly string[],
  statuses: readonly StandardStatus[],
  top: number,
  localFields: readonly string[] = [],
): string {
  const filter = allOf(anyOf('ListingKey', keys), anyOf('StandardStatus', statuses));
  return odataUrl(baseUrl, 'Property', {
    $filter: filter,
    $select: [...PROPERTY_SELECT, ...localFields].join(','),
    $orderby: CHANGES_ORDER,
    $top: top,
    $expand: MEDIA_EXPAND,
  });
}

/** Only the `ListingKey` of every listing with one of the statuses (a key-only query may ask for far more rows). */
export function listingKeysUrl(baseUrl: string, statuses: readonly StandardStatus[], top: number): string {
  return odataUrl(baseUrl, 'Property', {
    $filter: anyOf('StandardStatus', statuses),
    $select: 'ListingKey',
    $orderby: 'ListingKey asc',
    $top: top,
  });
}

/** Open houses that end after the instant, soonest first. */
export function openHousesUrl(baseUrl: string, endingAfter: string, top: number): string {
  return odataUrl(baseUrl, 'OpenHouse', {
    $filter: `OpenHouseEndTime gt ${odataTimestamp(endingAfter)}`,
    $select: OPEN_HOUSE_SELECT.join(','),
    $orderby: 'OpenHouseStartTime asc,OpenHouseKey asc',
    $top: top,
  });
}
