import type { FloridaFacts } from './florida/florida-facts.ts';

/** RESO StandardStatus values a listing can carry. */
export const STANDARD_STATUSES = [
  'Active',
  'Active Under Contract',
  'Coming Soon',
  'Pending',
  'Closed',
  'Canceled',
  'Expired',
  'Withdrawn',
  'Hold',
  'Delete',
  'Incomplete',
] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

/** Statuses that may be shown on the public site as for sale or sold. */
export const PUBLIC_STATUSES: readonly StandardStatus[] = [
  'Active',
  'Active Under Contract',
  'Coming Soon',
  'Pending',
  'Closed',
];

/** Statuses of a home that can still be bought or is about to close. */
export const FOR_SALE_STATUSES: readonly StandardStatus[] = [
  'Active',
  'Active Under Contract',
  'Coming Soon',
  'Pending',
];

/** One photo (or other media item) of a listing, RESO Media resource fields. */
export interface ListingMedia {
  readonly MediaKey: string;
  readonly MediaURL: string;
  /** Sort by it; it need not start at 0. */
  readonly Order: number;
  readonly MediaCategory: string | null;
  readonly ShortDescription: string | null;
}

/**
 * A listing with the RESO field names of the spec (section 3) plus what search and compliance need,
 * and the Southwest Florida facts (fees, flood, water, rules) of issue 15.
 */
export interface Listing extends FloridaFacts {
  readonly ListingId: string;
  readonly ListingKey: string;
  readonly ListAgentMlsId: string | null;
  readonly ListAgentFullName: string | null;
  readonly ListOfficeMlsId: string | null;
  readonly ListOfficeName: string | null;
  readonly ListPrice: number | null;
  readonly OriginalListPrice: number | null;
  readonly PreviousListPrice: number | null;
  readonly PriceChangeTimestamp: string | null;
  readonly ClosePrice: number | null;
  readonly CloseDate: string | null;
  readonly ListingContractDate: string | null;
  /** The day an offer was accepted (the listing went under contract), `YYYY-MM-DD`. */
  readonly PurchaseContractDate: string | null;
  readonly ModificationTimestamp: string;
  readonly StreetNumber: string | null;
  readonly StreetDirPrefix: string | null;
  readonly StreetName: string | null;
  readonly StreetDirSuffix: string | null;
  readonly StreetSuffix: string | null;
  readonly UnitNumber: string | null;
  readonly City: string | null;
  readonly StateOrProvince: string | null;
  readonly PostalCode: string | null;
  readonly CountyOrParish: string | null;
  readonly SubdivisionName: string | null;
  readonly BedroomsTotal: number | null;
  readonly BathroomsTotalInteger: number | null;
  readonly BathroomsFull: number | null;
  readonly BathroomsHalf: number | null;
  readonly LivingArea: number | null;
  readonly LotSizeAcres: number | null;
  readonly YearBuilt: number | null;
  readonly PropertyType: string | null;
  readonly PropertySubType: string | null;
  readonly StandardStatus: StandardStatus;
  readonly Latitude: number | null;
  readonly Longitude: number | null;
  readonly PublicRemarks: string | null;
  readonly TaxAnnualAmount: number | null;
  /** The first association's fee, charged every `AssociationFeeFrequency`. */
  readonly AssociationFee: number | null;
  readonly WaterfrontYN: boolean | null;
  readonly PoolPrivateYN: boolean | null;
  readonly GarageSpaces: number | null;
  /** RESO `InternetAutomatedValuationDisplayYN`: false when the seller asked that no automated value estimate be shown
   * next to the listing (an IDX rule); null when the feed does not say, which allows one. */
  readonly InternetAutomatedValuationDisplayYN: boolean | null;
  readonly PhotosCount: number;
  readonly Media: readonly ListingMedia[];
}
