import { z } from '@hono/zod-openapi';

// Shapes only: the ranges are the domain's (monthlyCostSettingsIssues), answered as 400s naming each field.
const amount = z.number();
const countyRates = z.strictObject({
  county: z.string().max(100),
  millage: amount,
  minimumAnnualTax: amount,
  insurancePerThousand: amount,
});

export const monthlyCostSettingsSchema = z
  .strictObject({
    annualRatePercent: amount,
    termYears: amount,
    downPaymentPercent: amount,
    counties: z.array(countyRates).max(100),
    otherCounty: countyRates,
    insurance: z.strictObject({
      rebuildCostPerSqFt: amount,
      condoInteriorCostPerSqFt: amount,
      masonryFactor: amount,
      frameFactor: amount,
      oldRoofFactor: amount,
      oldRoofYears: amount,
      impactProtectionFactor: amount,
      flood: z.strictObject({ coastal: amount, highRisk: amount, moderate: amount, minimal: amount }),
    }),
  })
  .openapi('MonthlyCostSettings');
