import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MONTHLY_COST_SETTINGS, type MonthlyCostSettings, type MonthlyCostSettingsStore } from '@app/domain';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the monthly cost settings contract needs: the store, emptied (nothing saved) by `reset`. */
export type MonthlyCostSettingsStoreFixture = ContractFixture<'store', MonthlyCostSettingsStore>;

const CHANGED: MonthlyCostSettings = {
  ...DEFAULT_MONTHLY_COST_SETTINGS,
  annualRatePercent: 7.125,
  termYears: 15,
  downPaymentPercent: 10,
  counties: [
    { county: 'Lee', millage: 15.25, minimumAnnualTax: 900, insurancePerThousand: 12.5 },
    { county: 'Collier', millage: 20, minimumAnnualTax: 1_500, insurancePerThousand: 10 },
  ],
  insurance: {
    ...DEFAULT_MONTHLY_COST_SETTINGS.insurance,
    flood: { coastal: 8_000, highRisk: 0, moderate: 1, minimal: 2 },
  },
};

const rates = (county: fc.Arbitrary<string>) =>
  fc.record({
    county,
    millage: fc.double({ min: 0, max: 40, noNaN: true }),
    minimumAnnualTax: fc.integer({ min: 0, max: 100_000 }),
    insurancePerThousand: fc.double({ min: 0, max: 100, noNaN: true }),
  });

/** Declares the behaviour every MonthlyCostSettingsStore must have. */
export function monthlyCostSettingsStoreContract(
  name: string,
  setup: () => Promise<MonthlyCostSettingsStoreFixture>,
): void {
  describe(`MonthlyCostSettingsStore contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const store = () => fixture().store;

    it('answers the defaults before anything is saved, then what was saved, counties in their order', async () => {
      expect(await store().read()).toEqual(DEFAULT_MONTHLY_COST_SETTINGS);
      expect(await store().save(CHANGED)).toEqual(CHANGED);
      expect(await store().read()).toEqual(CHANGED);
      const again = { ...CHANGED, counties: [], annualRatePercent: 0 };
      await store().save(again);
      expect(await store().read()).toEqual(again);
    });

    it('keeps any numbers exactly as saved, however many times saved', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.double({ min: 0, max: 30, noNaN: true }),
          fc.array(rates(fc.constantFrom('Collier', 'Lee', 'Charlotte', 'Sarasota')), { maxLength: 4 }),
          rates(fc.constant('Other')),
          async (annualRatePercent, counties, otherCounty) => {
            const settings = { ...DEFAULT_MONTHLY_COST_SETTINGS, annualRatePercent, counties, otherCounty };
            expect(await store().save(settings)).toEqual(settings);
            expect(await store().read()).toEqual(settings);
          },
        ),
        { numRuns: 15 },
      );
    });
  });
}
