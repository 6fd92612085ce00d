import type { ListingView } from './listing-view.ts';
import { sortedMedia } from './listing-view.ts';

/** The fields a listing card shows; what list pages keep and send to the browser. */
export const LISTING_SUMMARY_FIELDS = [
  'ListingId',
  'ListingKey',
  'ListOfficeMlsId',
  'ListOfficeName',
  'ListPrice',
  'PreviousListPrice',
  'PriceChangeTimestamp',
  'ClosePrice',
  'CloseDate',
  'ListingContractDate',
  'StreetNumber',
  'StreetDirPrefix',
  'StreetName',
  'StreetDirSuffix',
  'StreetSuffix',
  'UnitNumber',
  'City',
  'StateOrProvince',
  'PostalCode',
  'SubdivisionName',
  'BedroomsTotal',
  'BathroomsFull',
  'BathroomsHalf',
  'totalBathroomsDisplay',
  'LivingArea',
  'LotSizeAcres',
  'PropertyType',
  'PropertySubType',
  'StandardStatus',
  'Latitude',
  'Longitude',
  'PhotosCount',
  // What a card's "est. monthly" is computed from (listingMonthlyCost) and its Waterfront and Pool badges.
  'ModificationTimestamp',
  'CountyOrParish',
  'TaxAnnualAmount',
  'TaxYear',
  'HomesteadYN',
  'AssociationFee',
  'AssociationFeeFrequency',
  'AssociationFee2',
  'AssociationFee2Frequency',
  'CDDAnnualFee',
  'ConstructionMaterials',
  'RoofYear',
  'WindowFeatures',
  'FloodZone',
  'FloodZoneSubtype',
  'WaterfrontYN',
  'PoolPrivateYN',
] as const satisfies readonly (keyof ListingView)[];

/** A listing as a card needs it: the summary fields and only its first photo. */
export type ListingSummary = Pick<ListingView, (typeof LISTING_SUMMARY_FIELDS)[number] | 'Media'>;

/** Keeps the card fields of a listing and its first photo (by `Order`). */
export function toListingSummary(listing: ListingView): ListingSummary {
  const summary: Record<string, unknown> = {};
  for (const field of LISTING_SUMMARY_FIELDS) summary[field] = listing[field];
  return { ...(summary as Omit<ListingSummary, 'Media'>), Media: sortedMedia(listing).slice(0, 1) };
}
