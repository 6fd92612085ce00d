import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSOCIATION_FEE_FREQUENCIES } from '../listing/florida/florida-facts.ts';
import { STANDARD_STATUSES } from '../listing/listing.ts';
import {
  defaultMonthlyCost,
  defaultMonthlyCostAssumptions,
  estimateMonthlyCost,
  type MonthlyCostAssumptions,
  type MonthlyCostEstimate,
  type MonthlyCostLineKey,
  type MonthlyCostListing,
} from './monthly-cost.ts';
import { DEFAULT_MONTHLY_COST_SETTINGS as SETTINGS, countyRatesFor } from './monthly-cost-settings.ts';
import { LISTING_MONTHLY_COST_FIELDS, listingMonthlyCost } from './listing-monthly-cost.ts';

const HOUSE: MonthlyCostListing = {
  StandardStatus: 'Active',
  ListPrice: 600_000,
  CountyOrParish: 'Collier',
  TaxAnnualAmount: 4_200,
  TaxYear: 2025,
  HomesteadYN: true,
  AssociationFee: 1_200,
  AssociationFeeFrequency: 'Quarterly',
  AssociationFee2: null,
  AssociationFee2Frequency: null,
  CDDAnnualFee: 1_800,
  LivingArea: 2_000,
  PropertySubType: 'Single Family Residence',
  ConstructionMaterials: ['Block', 'Stucco'],
  RoofYear: 2020,
  WindowFeatures: ['Impact Glass'],
  FloodZone: 'AE',
  FloodZoneSubtype: null,
};

const DEFAULTS = defaultMonthlyCostAssumptions(HOUSE, SETTINGS, 2026);

function cents(estimate: MonthlyCostEstimate | null, key: MonthlyCostLineKey): number {
  const line = estimate?.lines.find((candidate) => candidate.key === key);
  if (!line) throw new Error(`no ${key} line`);
  return line.monthlyCents;
}

describe(estimateMonthlyCost, () => {
  it('adds up a Collier house in zone AE line by line (figures worked by hand)', () => {
    const estimate = estimateMonthlyCost(HOUSE, DEFAULTS, SETTINGS);
    // $480,000 at 6.25 % over 360 months: 480,000 × r / (1 − (1 + r)^−360), r = 0.0625 / 12.
    expect(cents(estimate, 'principalAndInterest')).toBe(295_544);
    // $600,000 × 11.5 mills = $6,900 a year, above the seller's homestead bill.
    expect(cents(estimate, 'propertyTax')).toBe(57_500);
    // $1,200 a quarter.
    expect(cents(estimate, 'association')).toBe(40_000);
    // $1,800 a year.
    expect(cents(estimate, 'cdd')).toBe(15_000);
    // 2,000 sq ft × $250 = $500,000 / 1,000 × $11 × 0.9 (CBS) × 1 (6-year roof) × 0.8 (impact glass) = $3,960 a year.
    expect(cents(estimate, 'homeInsurance')).toBe(33_000);
    // Zone AE: $3,200 a year, required.
    expect(cents(estimate, 'floodInsurance')).toBe(26_667);
    expect(estimate?.totalCents).toBe(295_544 + 57_500 + 40_000 + 15_000 + 33_000 + 26_667);
    expect(estimate?.floodRequired).toBe(true);
    expect(estimate?.sellerAnnualTax).toBe(4_200);
  });

  it("raises the tax to the seller's bill less the CDD, or to the county minimum", () => {
    const highBill = estimateMonthlyCost({ ...HOUSE, TaxAnnualAmount: 9_000 }, DEFAULTS, SETTINGS);
    expect(cents(highBill, 'propertyTax')).toBe(60_000); // (9,000 − 1,800) / 12
    const cheap = estimateMonthlyCost(HOUSE, { ...DEFAULTS, price: 50_000 }, SETTINGS);
    expect(cents(cheap, 'propertyTax')).toBe(20_000); // the seller's 4,200 − 1,800 = 2,400, above Collier's 1,200 minimum
    const noBill = estimateMonthlyCost({ ...HOUSE, TaxAnnualAmount: null }, { ...DEFAULTS, price: 50_000 }, SETTINGS);
    expect(cents(noBill, 'propertyTax')).toBe(10_000); // 50,000 × 11.5 / 1,000 = 575 < 1,200 minimum
  });

  it('prices an optional flood policy outside the flood zone at nothing unless the visitor enters one', () => {
    const zoneX = { ...HOUSE, FloodZone: 'X', FloodZoneSubtype: 'AREA OF MINIMAL FLOOD HAZARD' };
    const estimate = estimateMonthlyCost(zoneX, DEFAULTS, SETTINGS);
    expect(cents(estimate, 'floodInsurance')).toBe(0);
    expect(estimate?.floodRequired).toBe(false);
    expect(estimate?.lines.find((line) => line.key === 'floodInsurance')?.explanation).toContain('$550');
    const chosen = estimateMonthlyCost(zoneX, { ...DEFAULTS, annualFloodInsurance: 600 }, SETTINGS);
    expect(cents(chosen, 'floodInsurance')).toBe(5_000);
  });

  it('charges frame walls, an old roof and no shutters more, and a condo only walls-in', () => {
    const frame = { ...HOUSE, ConstructionMaterials: ['Wood Frame'], RoofYear: 2005, WindowFeatures: [] };
    // 500 × 11 × 1.15 × 1.25 = 7,906.25 a year.
    expect(cents(estimateMonthlyCost(frame, DEFAULTS, SETTINGS), 'homeInsurance')).toBe(65_885);
    const condo = { ...HOUSE, PropertySubType: 'Condominium', RoofYear: null, WindowFeatures: null };
    // 2,000 × $90 = 180,000 → 180 × 11 × 0.9 = 1,782 a year; the roof is the association's.
    expect(cents(estimateMonthlyCost(condo, DEFAULTS, SETTINGS), 'homeInsurance')).toBe(14_850);
  });

  it('uses every amount the visitor types instead of the estimate', () => {
    const typed = { ...DEFAULTS, annualTax: 12_000, monthlyHoa: 250, annualInsurance: 6_000, annualFloodInsurance: 0 };
    const estimate = estimateMonthlyCost(HOUSE, typed, SETTINGS);
    expect(cents(estimate, 'propertyTax')).toBe(100_000);
    expect(cents(estimate, 'association')).toBe(25_000);
    expect(cents(estimate, 'homeInsurance')).toBe(50_000);
    expect(cents(estimate, 'floodInsurance')).toBe(0);
  });

  it('gives a sold home no estimate', () => {
    expect(estimateMonthlyCost({ ...HOUSE, StandardStatus: 'Closed' }, DEFAULTS, SETTINGS)).toBeNull();
    expect(defaultMonthlyCost({ ...HOUSE, StandardStatus: 'Closed' }, SETTINGS, 2026)).toBeNull();
  });

  it('rounds the card figure to whole dollars with the admin defaults', () => {
    expect(defaultMonthlyCost(HOUSE, SETTINGS, 2026)).toBe(4_677);
    expect(defaultMonthlyCost({ ...HOUSE, ListPrice: null }, SETTINGS, 2026)).toBeNull();
  });
});

const money = (max: number) => fc.option(fc.double({ min: 0, max, noNaN: true }), { nil: null });
const listingArbitrary: fc.Arbitrary<MonthlyCostListing> = fc.record({
  StandardStatus: fc.constantFrom(...STANDARD_STATUSES.filter((status) => status !== 'Closed')),
  ListPrice: money(50_000_000),
  CountyOrParish: fc.option(fc.constantFrom('Collier', 'Lee County', 'charlotte', 'Sarasota'), { nil: null }),
  TaxAnnualAmount: money(500_000),
  TaxYear: fc.option(fc.integer({ min: 2000, max: 2030 }), { nil: null }),
  HomesteadYN: fc.option(fc.boolean(), { nil: null }),
  AssociationFee: money(50_000),
  AssociationFeeFrequency: fc.option(fc.constantFrom(...ASSOCIATION_FEE_FREQUENCIES), { nil: null }),
  AssociationFee2: money(50_000),
  AssociationFee2Frequency: fc.option(fc.constantFrom(...ASSOCIATION_FEE_FREQUENCIES), { nil: null }),
  CDDAnnualFee: money(20_000),
  LivingArea: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  PropertySubType: fc.option(fc.constantFrom('Single Family Residence', 'Condominium', 'Townhouse'), { nil: null }),
  ConstructionMaterials: fc.option(fc.subarray(['Block', 'Concrete', 'Wood Frame', 'Stucco']), { nil: null }),
  RoofYear: fc.option(fc.integer({ min: 1950, max: 2030 }), { nil: null }),
  WindowFeatures: fc.option(fc.subarray(['Impact Glass', 'Hurricane Shutters', 'Double Pane']), { nil: null }),
  FloodZone: fc.option(fc.constantFrom('VE', 'AE', 'A', 'AH', 'X', 'D', 'Q'), { nil: null }),
  FloodZoneSubtype: fc.option(fc.constantFrom('0.2 PCT ANNUAL CHANCE FLOOD HAZARD', 'AREA OF MINIMAL FLOOD HAZARD'), {
    nil: null,
  }),
});
const assumptionsArbitrary: fc.Arbitrary<MonthlyCostAssumptions> = fc.record({
  price: fc.double({ min: 0, max: 50_000_000, noNaN: true }),
  downPaymentPercent: fc.double({ min: 0, max: 100, noNaN: true }),
  annualRatePercent: fc.double({ min: 0, max: 30, noNaN: true }),
  termYears: fc.integer({ min: 1, max: 50 }),
  annualTax: money(500_000),
  monthlyHoa: money(50_000),
  annualInsurance: money(200_000),
  annualFloodInsurance: money(100_000),
  year: fc.integer({ min: 2020, max: 2040 }),
});
const estimatedAmounts = assumptionsArbitrary.map((assumptions) => ({ ...assumptions, annualTax: null }));

function estimateOf(listing: MonthlyCostListing, assumptions: MonthlyCostAssumptions): MonthlyCostEstimate {
  const estimate = estimateMonthlyCost(listing, assumptions, SETTINGS);
  if (estimate === null) throw new Error('an unsold listing has an estimate');
  return estimate;
}

describe('monthly cost properties', () => {
  it('has every line non-negative and a total equal to the sum of the lines', () => {
    fc.assert(
      fc.property(listingArbitrary, assumptionsArbitrary, (listing, assumptions) => {
        const estimate = estimateOf(listing, assumptions);
        expect(estimate.lines.every((line) => Number.isInteger(line.monthlyCents) && line.monthlyCents >= 0)).toBe(
          true,
        );
        expect(estimate.totalCents).toBe(estimate.lines.reduce((sum, line) => sum + line.monthlyCents, 0));
      }),
    );
  });

  it("never estimates a new owner's tax below the county minimum", () => {
    fc.assert(
      fc.property(listingArbitrary, estimatedAmounts, (listing, assumptions) => {
        const minimum = countyRatesFor(SETTINGS, listing.CountyOrParish).minimumAnnualTax;
        expect(cents(estimateOf(listing, assumptions), 'propertyTax')).toBeGreaterThanOrEqual(
          Math.round((minimum / 12) * 100),
        );
      }),
    );
  });

  it('never raises principal and interest for more down, nor lowers it for a higher rate', () => {
    const percents = fc.tuple(
      fc.double({ min: 0, max: 100, noNaN: true }),
      fc.double({ min: 0, max: 100, noNaN: true }),
    );
    const rates = fc.tuple(fc.double({ min: 0, max: 30, noNaN: true }), fc.double({ min: 0, max: 30, noNaN: true }));
    fc.assert(
      fc.property(
        listingArbitrary,
        assumptionsArbitrary,
        percents,
        rates,
        (listing, assumptions, [d1, d2], [r1, r2]) => {
          const pi = (downPaymentPercent: number, annualRatePercent: number) =>
            cents(
              estimateOf(listing, { ...assumptions, downPaymentPercent, annualRatePercent }),
              'principalAndInterest',
            );
          const [lessDown, moreDown] = d1 <= d2 ? [d1, d2] : [d2, d1];
          const [lowRate, highRate] = r1 <= r2 ? [r1, r2] : [r2, r1];
          expect(pi(moreDown, assumptions.annualRatePercent)).toBeLessThanOrEqual(
            pi(lessDown, assumptions.annualRatePercent),
          );
          expect(pi(assumptions.downPaymentPercent, highRate)).toBeGreaterThanOrEqual(
            pi(assumptions.downPaymentPercent, lowRate),
          );
        },
      ),
    );
  });

  it('reads no listing field outside LISTING_MONTHLY_COST_FIELDS (what a store rewriting every estimate selects)', () => {
    const other = fc.record({ ListingId: fc.string(), PublicRemarks: fc.string(), YearBuilt: fc.integer() });
    fc.assert(
      fc.property(listingArbitrary, fc.date({ noInvalidDate: true }), other, (listing, modified, extra) => {
        const whole = { ...listing, ...extra, ModificationTimestamp: modified.toISOString() };
        const picked = Object.fromEntries(LISTING_MONTHLY_COST_FIELDS.map((field) => [field, whole[field]]));
        expect(listingMonthlyCost(picked as typeof whole, SETTINGS)).toBe(listingMonthlyCost(whole, SETTINGS));
      }),
    );
  });
});
