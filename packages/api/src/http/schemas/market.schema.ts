import { z } from '@hono/zod-openapi';

const figure = z.number().nullable();

/** The market of one area in one month (see docs/help/market-activity-metrics.md). */
const monthlyMarketMetricsSchema = z
  .object({
    month: z.string().openapi({ example: '2026-10' }),
    activeInventory: z.number().int(),
    newListings: z.number().int(),
    pending: z.number().int(),
    closed: z.number().int().nullable(),
    medianListPrice: figure,
    medianSoldPrice: figure,
    medianDaysOnMarket: figure,
    monthsOfSupply: figure,
    listToSaleRatio: figure,
    medianPricePerSqft: figure,
  })
  .openapi('MonthlyMarketMetrics');

/** GET /api/market-activity. */
export const marketActivitySchema = z
  .object({
    city: z.string().nullable(),
    area: z.string(),
    cities: z.array(z.string()),
    months: z.array(monthlyMarketMetricsSchema),
    yearBefore: monthlyMarketMetricsSchema.nullable(),
    summary: z.array(z.string()),
    dataAsOf: z.string().nullable(),
    soldDataPublic: z.boolean(),
  })
  .openapi('MarketActivity');
