import { z } from 'zod';
import { date, decimal, decimalBetween, flag, key, requiredTimestamp, text, timestamp } from './reso-fields.schema.ts';

/**
 * One record of the RESO Property resource, with the fields the store keeps. `StandardStatus` is
 * any string here (the mapper decides what to do with statuses it does not know); `Media` items
 * are validated one by one by the mapper, so a bad photo costs only that photo; so are the association fee
 * and the Florida facts, so a bad value costs only that value.
 */
export const propertyRecordSchema = z.object({
  ListingKey: key,
  ListingId: key,
  ModificationTimestamp: requiredTimestamp,
  StandardStatus: z.string().trim().min(1),
  ListAgentMlsId: text,
  ListAgentFullName: text,
  ListOfficeMlsId: text,
  ListOfficeName: text,
  ListPrice: decimal,
  OriginalListPrice: decimal,
  PreviousListPrice: decimal,
  PriceChangeTimestamp: timestamp,
  ClosePrice: decimal,
  CloseDate: date,
  ListingContractDate: date,
  PurchaseContractDate: date,
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
  BedroomsTotal: decimal,
  BathroomsTotalInteger: decimal,
  BathroomsFull: decimal,
  BathroomsHalf: decimal,
  LivingArea: decimal,
  LotSizeAcres: decimal,
  YearBuilt: decimal,
  PropertyType: text,
  PropertySubType: text,
  Latitude: decimalBetween(-90, 90),
  Longitude: decimalBetween(-180, 180),
  PublicRemarks: text,
  TaxAnnualAmount: decimal,
  WaterfrontYN: flag,
  PoolPrivateYN: flag,
  GarageSpaces: decimal,
  InternetAutomatedValuationDisplayYN: flag,
  PhotosCount: z.number().int().min(0).nullish(),
  Media: z.array(z.unknown()).nullish(),
});

/** A validated Property record. */
export type PropertyRecord = z.infer<typeof propertyRecordSchema>;
