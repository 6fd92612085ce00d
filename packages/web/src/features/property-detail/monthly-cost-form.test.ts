import { describe, expect, it } from 'vitest';
import { DEFAULT_MONTHLY_COST_SETTINGS as SETTINGS, type MonthlyCostListing } from '@app/domain';
import { initialMonthlyCostValues, monthlyCostView } from './monthly-cost-form.ts';

const LISTING: MonthlyCostListing = {
  StandardStatus: 'Active',
  ListPrice: 600_000,
  CountyOrParish: 'Collier',
  TaxAnnualAmount: 4_200,
  TaxYear: 2025,
  HomesteadYN: true,
  AssociationFee: 400,
  AssociationFeeFrequency: 'Monthly',
  AssociationFee2: null,
  AssociationFee2Frequency: null,
  CDDAnnualFee: null,
  LivingArea: 2_000,
  PropertySubType: 'Single Family Residence',
  ConstructionMaterials: ['Block'],
  RoofYear: 2020,
  WindowFeatures: ['Impact Glass'],
  FloodZone: 'X',
  FloodZoneSubtype: null,
};
const INITIAL = initialMonthlyCostValues(600_000, SETTINGS);
const lineOf = (values: typeof INITIAL, key: string) =>
  monthlyCostView(LISTING, values, SETTINGS, 2026).estimate?.lines.find((line) => line.key === key)?.monthlyCents;

describe(monthlyCostView, () => {
  it("starts from the admin's loan defaults with every optional amount blank (the estimate)", () => {
    expect(INITIAL).toMatchObject({ price: 600_000, downPaymentPercent: 20, annualRatePercent: 6.25, termYears: 30 });
    expect(lineOf(INITIAL, 'propertyTax')).toBe(57_500);
    expect(lineOf(INITIAL, 'association')).toBe(40_000);
  });

  it('uses a typed amount instead of the estimate, and lowers P&I and the total for more down', () => {
    expect(lineOf({ ...INITIAL, annualTax: '$9,600' }, 'propertyTax')).toBe(80_000);
    const more = monthlyCostView(LISTING, { ...INITIAL, downPaymentPercent: 40 }, SETTINGS, 2026).estimate;
    const base = monthlyCostView(LISTING, INITIAL, SETTINGS, 2026).estimate;
    expect(more?.totalCents).toBeLessThan(base?.totalCents ?? 0);
    expect(lineOf({ ...INITIAL, downPaymentPercent: 40 }, 'principalAndInterest')).toBeLessThan(
      lineOf(INITIAL, 'principalAndInterest') ?? 0,
    );
  });

  it('names each bad field and gives no estimate until they are right', () => {
    const view = monthlyCostView(
      LISTING,
      { ...INITIAL, downPaymentPercent: 120, annualRatePercent: '', monthlyHoa: -5 },
      SETTINGS,
      2026,
    );
    expect(view.estimate).toBeNull();
    expect(view.issues).toEqual({
      downPaymentPercent: 'Enter a percent from 0 to 100',
      annualRatePercent: 'Enter a rate from 0 to 30 %',
      monthlyHoa: 'Enter an amount of 0 or more, or leave blank',
    });
  });
});
