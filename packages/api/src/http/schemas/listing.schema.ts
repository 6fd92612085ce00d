import { z } from '@hono/zod-openapi';
import { STANDARD_STATUSES } from '@app/domain';

const text = z.string().nullable();
const num = z.number().nullable();

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
    PhotosCount: z.number(),
    Media: z.array(mediaSchema).readonly(),
    totalBathroomsDisplay: z.number(),
  })
  .openapi('Listing');

/** `{ error }`: the message of a failed call. */
export const errorSchema = z.object({ error: z.string() }).openapi('Error');
