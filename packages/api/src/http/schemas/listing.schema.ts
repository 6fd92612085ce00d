import { z } from '@hono/zod-openapi';
import { ASSOCIATION_FEE_FREQUENCIES, FLOOD_ZONE_ORIGINS, FURNISHED_VALUES, STANDARD_STATUSES } from '@app/domain';

const text = z.string().nullable();
const num = z.number().nullable();
const flag = z.boolean().nullable();
const list = z.array(z.string()).readonly().nullable();
const frequency = z.enum(ASSOCIATION_FEE_FREQUENCIES).nullable();

const mediaSchema = z.object({
  MediaKey: z.string(),
  MediaURL: z.string(),
  Order: z.number(),
  MediaCategory: text,
  ShortDescription: text,
});

/** A listing as the product API answers it (RESO field names plus totalBathroomsDisplay). */
export const listingSchema = z
  .object({
    ListingId: z.string(),
    ListingKey: z.string(),
    ListAgentMlsId: text,
    ListAgentFullName: text,
    ListOfficeMlsId: text,
    ListOfficeName: text,
    ListPrice: num,
    OriginalListPrice: num,
    PreviousListPrice: num,
    PriceChangeTimestamp: text,
    ClosePrice: num,
    CloseDate: text,
    ListingContractDate: text,
    PurchaseContractDate: text,
    ModificationTimestamp: z.string(),
    StreetNumber: text,
    StreetDirPrefix: text,
    StreetName: text,
    StreetDirSuffix: text,
    StreetSuffix: text,
    UnitNumber: text,
    City: text,
    StateOrProvince: text,
    PostalCode: text,
    CountyOrParish: text,
    SubdivisionName: text,
    BedroomsTotal: num,
    BathroomsTotalInteger: num,
    BathroomsFull: num,
    BathroomsHalf: num,
    LivingArea: num,
    LotSizeAcres: num,
    YearBuilt: num,
    PropertyType: text,
    PropertySubType: text,
    StandardStatus: z.enum(STANDARD_STATUSES),
    Latitude: num,
    Longitude: num,
    PublicRemarks: text,
    TaxAnnualAmount: num,
    AssociationFee: num,
    WaterfrontYN: z.boolean().nullable(),
    PoolPrivateYN: z.boolean().nullable(),
    GarageSpaces: num,
    InternetAutomatedValuationDisplayYN: z.boolean().nullable(),
    AssociationFeeFrequency: frequency,
    AssociationFee2: num,
    AssociationFee2Frequency: frequency,
    AssociationFeeIncludes: list,
    CDDYN: flag,
    CDDAnnualFee: num,
    TaxYear: num,
    HomesteadYN: flag,
    FloodZone: text,
    FloodZoneSubtype: text,
    FloodZoneSource: z.enum(FLOOD_ZONE_ORIGINS).nullable(),
    FloodZoneDate: text,
    BaseFloodElevation: num,
    Elevation: num,
    WaterfrontFeatures: list,
    WaterBodyName: text,
    GulfAccessYN: flag,
    BridgesToOpenWaterYN: flag,
    BridgeClearance: num,
    DockYN: flag,
    BoatLiftCapacity: num,
    CanalFrontage: num,
    SeawallYN: flag,
    Roof: list,
    RoofYear: num,
    WindowFeatures: list,
    ConstructionMaterials: list,
    SeniorCommunityYN: flag,
    PetsAllowed: list,
    MinimumLeaseMonths: num,
    LeaseRestrictionsYN: flag,
    AssociationApprovalRequiredYN: flag,
    Furnished: z.enum(FURNISHED_VALUES).nullable(),
    VirtualTourURLUnbranded: text,
    PhotosCount: z.number(),
    Media: z.array(mediaSchema).readonly(),
    totalBathroomsDisplay: z.number(),
  })
  .openapi('Listing');

/** `{ error }`: the message of a failed call. */
export const errorSchema = z.object({ error: z.string() }).openapi('Error');

/** A listing's MLS number (`ListingId`) in a path or query. */
export const listingIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'must be an MLS number (letters, digits and dashes, at most 40)');
