import { z } from '@hono/zod-openapi';
import { VALUATION_REFUSALS } from '@app/domain';

const text = z.string().nullable();
const num = z.number().nullable();

export const closedSaleSchema = z
  .object({
    ListingId: z.string(),
    ListingKey: z.string(),
    StreetNumber: text,
    StreetDirPrefix: text,
    StreetName: text,
    StreetDirSuffix: text,
    StreetSuffix: text,
    UnitNumber: text,
    City: text,
    PostalCode: text,
    SubdivisionName: text,
    PropertySubType: text,
    ClosePrice: z.number(),
    CloseDate: z.string(),
    LivingArea: z.number(),
    BedroomsTotal: num,
    BathroomsFull: num,
    BathroomsHalf: num,
    YearBuilt: num,
    Latitude: num,
    Longitude: num,
  })
  .openapi('ClosedSale');

const comparableSchema = z.object({
  sale: closedSaleSchema,
  tier: z.enum(['subdivision', 'nearby']),
  distanceMiles: num,
  timeAdjustment: z.number(),
  adjustedPricePerSqft: z.number(),
  indicatedValue: z.number(),
});

const valuationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('estimate'),
    low: z.number(),
    point: z.number(),
    high: z.number(),
    comparables: z.array(comparableSchema),
    monthlyTrend: z.number(),
  }),
  z.object({ kind: z.literal('refused'), reason: z.enum(VALUATION_REFUSALS), comparables: z.array(comparableSchema) }),
]);

export const homeValueSchema = z
  .object({
    home: z.object({
      listingId: text,
      address: text,
      latitude: num,
      longitude: num,
      annualTaxes: num,
      livingArea: z.number(),
      bedrooms: num,
      bathrooms: num,
      yearBuilt: num,
      subdivision: text,
      city: text,
    }),
    valuation: valuationSchema,
    asOf: z.string(),
  })
  .openapi('HomeValue');

export const nearbySalesSchema = z
  .object({
    pricePerSqft: num,
    sales: z.array(z.object({ sale: closedSaleSchema, distanceMiles: num, pricePerSqft: z.number() })),
  })
  .openapi('NearbySales');
