import {
  LISTING_SUMMARY_FIELDS,
  listingMonthlyCost,
  floodZoneMeaning,
  monthlyAssociationFees,
  totalBathroomsDisplay,
  type Listing,
  type ListingMedia,
  type ListingSummary,
  type MonthlyCostSettings,
  type StandardStatus,
} from '@app/domain';
import {
  toBooleanOrNull,
  toTextListOrNull,
  toIsoTimestamp,
  toIsoTimestampOrNull,
  toNumberOrNull,
  toTextOrNull,
} from '../connection/sql-values.ts';

/** A listing field stored in a column of its own. */
export type ScalarField = Exclude<keyof Listing, 'Media'>;
type ColumnKind = 'text' | 'number' | 'timestamp' | 'date' | 'boolean' | 'list';

/** Every scalar field of a listing, with its column in the listings table and how its value converts. */
const LISTING_COLUMNS = {
  ListingKey: ['listing_key', 'text'],
  ListingId: ['listing_id', 'text'],
  ListAgentMlsId: ['list_agent_mls_id', 'text'],
  ListAgentFullName: ['list_agent_full_name', 'text'],
  ListOfficeMlsId: ['list_office_mls_id', 'text'],
  ListOfficeName: ['list_office_name', 'text'],
  ListPrice: ['list_price', 'number'],
  OriginalListPrice: ['original_list_price', 'number'],
  PreviousListPrice: ['previous_list_price', 'number'],
  PriceChangeTimestamp: ['price_change_timestamp', 'timestamp'],
  ClosePrice: ['close_price', 'number'],
  CloseDate: ['close_date', 'date'],
  ListingContractDate: ['listing_contract_date', 'date'],
  PurchaseContractDate: ['purchase_contract_date', 'date'],
  ModificationTimestamp: ['modification_timestamp', 'timestamp'],
  StreetNumber: ['street_number', 'text'],
  StreetDirPrefix: ['street_dir_prefix', 'text'],
  StreetName: ['street_name', 'text'],
  StreetDirSuffix: ['street_dir_suffix', 'text'],
  StreetSuffix: ['street_suffix', 'text'],
  UnitNumber: ['unit_number', 'text'],
  City: ['city', 'text'],
  StateOrProvince: ['state_or_province', 'text'],
  PostalCode: ['postal_code', 'text'],
  CountyOrParish: ['county_or_parish', 'text'],
  SubdivisionName: ['subdivision_name', 'text'],
  BedroomsTotal: ['bedrooms_total', 'number'],
  BathroomsTotalInteger: ['bathrooms_total_integer', 'number'],
  BathroomsFull: ['bathrooms_full', 'number'],
  BathroomsHalf: ['bathrooms_half', 'number'],
  LivingArea: ['living_area', 'number'],
  LotSizeAcres: ['lot_size_acres', 'number'],
  YearBuilt: ['year_built', 'number'],
  PropertyType: ['property_type', 'text'],
  PropertySubType: ['property_sub_type', 'text'],
  StandardStatus: ['standard_status', 'text'],
  Latitude: ['latitude', 'number'],
  Longitude: ['longitude', 'number'],
  PublicRemarks: ['public_remarks', 'text'],
  TaxAnnualAmount: ['tax_annual_amount', 'number'],
  AssociationFee: ['association_fee', 'number'],
  WaterfrontYN: ['waterfront_yn', 'boolean'],
  PoolPrivateYN: ['pool_private_yn', 'boolean'],
  GarageSpaces: ['garage_spaces', 'number'],
  InternetAutomatedValuationDisplayYN: ['internet_automated_valuation_display_yn', 'boolean'],
  PhotosCount: ['photos_count', 'number'],
  AssociationFeeFrequency: ['association_fee_frequency', 'text'],
  AssociationFee2: ['association_fee2', 'number'],
  AssociationFee2Frequency: ['association_fee2_frequency', 'text'],
  AssociationFeeIncludes: ['association_fee_includes', 'list'],
  CDDYN: ['cdd_yn', 'boolean'],
  CDDAnnualFee: ['cdd_annual_fee', 'number'],
  TaxYear: ['tax_year', 'number'],
  HomesteadYN: ['homestead_yn', 'boolean'],
  FloodZone: ['flood_zone', 'text'],
  FloodZoneSubtype: ['flood_zone_subtype', 'text'],
  FloodZoneSource: ['flood_zone_source', 'text'],
  FloodZoneDate: ['flood_zone_date', 'date'],
  BaseFloodElevation: ['base_flood_elevation', 'number'],
  Elevation: ['elevation', 'number'],
  WaterfrontFeatures: ['waterfront_features', 'list'],
  WaterBodyName: ['water_body_name', 'text'],
  GulfAccessYN: ['gulf_access_yn', 'boolean'],
  BridgesToOpenWaterYN: ['bridges_to_open_water_yn', 'boolean'],
  BridgeClearance: ['bridge_clearance', 'number'],
  DockYN: ['dock_yn', 'boolean'],
  BoatLiftCapacity: ['boat_lift_capacity', 'number'],
  CanalFrontage: ['canal_frontage', 'number'],
  SeawallYN: ['seawall_yn', 'boolean'],
  Roof: ['roof', 'list'],
  RoofYear: ['roof_year', 'number'],
  WindowFeatures: ['window_features', 'list'],
  ConstructionMaterials: ['construction_materials', 'list'],
  SeniorCommunityYN: ['senior_community_yn', 'boolean'],
  PetsAllowed: ['pets_allowed', 'list'],
  MinimumLeaseMonths: ['minimum_lease_months', 'number'],
  LeaseRestrictionsYN: ['lease_restrictions_yn', 'boolean'],
  AssociationApprovalRequiredYN: ['association_approval_required_yn', 'boolean'],
  Furnished: ['furnished', 'text'],
  VirtualTourURLUnbranded: ['virtual_tour_url_unbranded', 'text'],
} as const satisfies Record<ScalarField, readonly [string, ColumnKind]>;

const FIELDS = Object.entries(LISTING_COLUMNS) as [ScalarField, readonly [string, ColumnKind]][];

/** Columns derived from a listing's fields by a domain rule, written with it for search filters to read. */
const DERIVED_COLUMNS: Readonly<Record<string, (listing: Listing, settings: MonthlyCostSettings) => unknown>> = {
  association_fees_monthly: (listing: Listing) => monthlyAssociationFees(listing).total,
  flood_insurance_required: (listing: Listing) =>
    listing.FloodZone === null ? null : floodZoneMeaning(listing.FloodZone, listing.FloodZoneSubtype).insuranceRequired,
  estimated_monthly_cost: listingMonthlyCost,
};

/** The listings columns in insert order. */
export const LISTING_COLUMN_NAMES: readonly string[] = [
  ...FIELDS.map(([, [column]]) => column),
  ...Object.keys(DERIVED_COLUMNS),
];

/**
 * The select list of a listing's scalar fields (all by default): dates as `YYYY-MM-DD` text, so no
 * driver shifts them by a time zone.
 */
export function listingSelectList(
  table: string,
  fields: readonly ScalarField[] = FIELDS.map(([field]) => field),
): string {
  return fields
    .map((field) => {
      const [column, kind] = LISTING_COLUMNS[field];
      return kind === 'date' ? `to_char(${table}.${column}, 'YYYY-MM-DD') as ${column}` : `${table}.${column}`;
    })
    .join(', ');
}

const FROM_COLUMN: Readonly<Record<ColumnKind, (value: unknown) => unknown>> = {
  text: toTextOrNull,
  number: toNumberOrNull,
  timestamp: toIsoTimestampOrNull,
  date: toTextOrNull,
  boolean: toBooleanOrNull,
  list: toTextListOrNull,
};

/** A listings row (as one JSON-able object keyed by column) from a listing, without its media; its monthly cost with
 * the admin's settings. */
export function listingToRow(listing: Listing, settings: MonthlyCostSettings): Record<string, unknown> {
  const entries: [string, unknown][] = [
    ...FIELDS.map(([field, [column]]): [string, unknown] => [column, listing[field]]),
    ...Object.entries(DERIVED_COLUMNS).map(([column, derive]): [string, unknown] => [
      column,
      derive(listing, settings),
    ]),
  ];
  return Object.fromEntries(entries);
}

/** The given fields from a listings row, converted to what the domain carries. */
export function listingFieldsFromRow(
  row: Record<string, unknown>,
  fields: readonly ScalarField[],
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [field, FROM_COLUMN[LISTING_COLUMNS[field][1]](row[LISTING_COLUMNS[field][0]])]),
  );
}

/** A listing from a listings row and its media, ordered by `Order`. */
export function listingFromRow(row: Record<string, unknown>, media: readonly ListingMedia[]): Listing {
  const fields = Object.fromEntries(FIELDS.map(([field, [column, kind]]) => [field, FROM_COLUMN[kind](row[column])]));
  return {
    ...(fields as Omit<Listing, 'Media' | 'StandardStatus' | 'ModificationTimestamp' | 'PhotosCount'>),
    StandardStatus: String(row.standard_status) as StandardStatus,
    ModificationTimestamp: toIsoTimestamp(row.modification_timestamp),
    PhotosCount: Number(row.photos_count ?? 0),
    Media: [...media].sort((a, b) => a.Order - b.Order),
  };
}

/** A listing_media row as JSON (the shape the select aggregates and the insert populates from). */
export interface ListingMediaRow {
  readonly media_key: string;
  readonly listing_key: string;
  readonly order: number;
  readonly category: string | null;
  readonly description: string | null;
  readonly url: string;
}

/** The media rows of a listing. */
export function listingMediaRows(listing: Listing): ListingMediaRow[] {
  return listing.Media.map((media) => ({
    media_key: media.MediaKey,
    listing_key: listing.ListingKey,
    order: media.Order,
    category: media.MediaCategory,
    description: media.ShortDescription,
    url: media.MediaURL,
  }));
}

/** A media item from its row. */
export function listingMediaFromRow(row: ListingMediaRow): ListingMedia {
  return {
    MediaKey: row.media_key,
    MediaURL: row.url,
    Order: Number(row.order),
    MediaCategory: toTextOrNull(row.category),
    ShortDescription: toTextOrNull(row.description),
  };
}

/** The select expression aggregating a listing's media as a JSON array in `Order`. */
export function listingMediaAggregate(listingTable: string): string {
  return `coalesce((
    select json_agg(json_build_object(
      'media_key', media.media_key, 'listing_key', media.listing_key, 'order', media."order",
      'category', media.category, 'description', media.description, 'url', media.url
    ) order by media."order")
    from listing_media as media where media.listing_key = ${listingTable}.listing_key
  ), '[]'::json) as media`;
}

/** The card fields stored in columns (the bath total is derived, the photo comes from listing_media). */
const SUMMARY_COLUMNS_FIELDS = LISTING_SUMMARY_FIELDS.filter(
  (field): field is Exclude<typeof field, 'totalBathroomsDisplay'> => field !== 'totalBathroomsDisplay',
) satisfies readonly ScalarField[];

/** The select list of a card from `listings as {table}`: its columns and its first photo (by Order) as JSON. */
export function listingSummarySelectList(table: string): string {
  return `${listingSelectList(table, SUMMARY_COLUMNS_FIELDS)}, (
    select json_build_object(
      'media_key', media.media_key, 'listing_key', media.listing_key, 'order', media."order",
      'category', media.category, 'description', media.description, 'url', media.url
    )
    from listing_media as media where media.listing_key = ${table}.listing_key
    order by media."order" limit 1
  ) as first_photo`;
}

/** A card from a row selected with {@link listingSummarySelectList}. */
export function listingSummaryFromRow(row: Record<string, unknown>): ListingSummary {
  const fields = listingFieldsFromRow(row, SUMMARY_COLUMNS_FIELDS) as Omit<
    ListingSummary,
    'totalBathroomsDisplay' | 'Media'
  >;
  const photo = row.first_photo as ListingMediaRow | null;
  return {
    ...fields,
    totalBathroomsDisplay: totalBathroomsDisplay(fields.BathroomsFull, fields.BathroomsHalf),
    Media: photo === null || photo === undefined ? [] : [listingMediaFromRow(photo)],
  };
}
