/** The EDM type of a field, as far as the double needs it. */
export type FieldType = 'string' | 'number' | 'boolean' | 'datetime' | 'date';

const strings = (...names: string[]): Record<string, FieldType> =>
  Object.fromEntries(names.map((name) => [name, 'string']));
const numbers = (...names: string[]): Record<string, FieldType> =>
  Object.fromEntries(names.map((name) => [name, 'number']));

/** The fields of the double's Property resource (the RESO Data Dictionary names), Media aside. */
export const PROPERTY_FIELDS: Record<string, FieldType> = {
  ...strings(
    'ListingKey',
    'ListingId',
    'ListAgentMlsId',
    'ListAgentFullName',
    'ListOfficeMlsId',
    'ListOfficeName',
    'StandardStatus',
  ),
  ...strings(
    'StreetNumber',
    'StreetDirPrefix',
    'StreetName',
    'StreetDirSuffix',
    'StreetSuffix',
    'UnitNumber',
    'City',
    'StateOrProvince',
  ),
  ...strings(
    'PostalCode',
    'CountyOrParish',
    'SubdivisionName',
    'PropertyType',
    'PropertySubType',
    'PublicRemarks',
    'MlsStatus',
  ),
  ...numbers(
    'ListPrice',
    'OriginalListPrice',
    'PreviousListPrice',
    'ClosePrice',
    'BedroomsTotal',
    'BathroomsTotalInteger',
  ),
  ...numbers(
    'BathroomsFull',
    'BathroomsHalf',
    'LivingArea',
    'LotSizeAcres',
    'YearBuilt',
    'Latitude',
    'Longitude',
    'TaxAnnualAmount',
  ),
  ...numbers('AssociationFee', 'GarageSpaces', 'PhotosCount'),
  ModificationTimestamp: 'datetime',
  PriceChangeTimestamp: 'datetime',
  PhotosChangeTimestamp: 'datetime',
  CloseDate: 'date',
  ListingContractDate: 'date',
  PurchaseContractDate: 'date',
  WaterfrontYN: 'boolean',
  PoolPrivateYN: 'boolean',
  InternetAutomatedValuationDisplayYN: 'boolean',
  ...strings('AssociationFeeFrequency', 'AssociationFee2Frequency', 'AssociationFeeIncludes', 'FloodZone'),
  ...strings('WaterfrontFeatures', 'WaterBodyName', 'Roof', 'WindowFeatures', 'ConstructionMaterials', 'PetsAllowed'),
  ...strings('MinimumLeaseType', 'Furnished', 'VirtualTourURLUnbranded'),
  ...numbers('AssociationFee2', 'CDDAnnualFee', 'TaxYear', 'Elevation', 'BridgeClearance', 'BoatLiftCapacity'),
  ...numbers('CanalFrontage', 'RoofYear'),
  ...Object.fromEntries(
    [
      'CDDYN',
      'HomesteadYN',
      'GulfAccessYN',
      'DockYN',
      'SeniorCommunityYN',
      'LeaseRestrictionsYN',
      'AssociationApprovalRequiredYN',
    ].map((name) => [name, 'boolean' as const]),
  ),
};

/** The fields of the RESO Media resource. */
export const MEDIA_FIELDS: Record<string, FieldType> = {
  ...strings('MediaKey', 'MediaURL', 'MediaCategory', 'ShortDescription', 'ResourceRecordKey'),
  Order: 'number',
  ModificationTimestamp: 'datetime',
};

/** The fields of the RESO OpenHouse resource. */
export const OPEN_HOUSE_FIELDS: Record<string, FieldType> = {
  ...strings(
    'OpenHouseKey',
    'ListingKey',
    'ListingId',
    'OpenHouseRemarks',
    'OpenHouseStatus',
    'OpenHouseType',
    'LivestreamOpenHouseURL',
  ),
  AppointmentRequiredYN: 'boolean',
  OpenHouseStartTime: 'datetime',
  OpenHouseEndTime: 'datetime',
  ModificationTimestamp: 'datetime',
};

/** Fields Trestle indexes for key-only queries, which may ask for up to 300,000 rows at once. */
export const KEY_INDEX_FIELDS: readonly string[] = ['ListingKey', 'ListingId', 'ModificationTimestamp', 'OpenHouseKey'];

/** An OData error the double answers with HTTP 400. */
export class ODataQueryError extends Error {}
