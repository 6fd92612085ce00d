import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeMonthlyCostSettingsChanges } from './monthly-cost-settings-changes.ts';
import { DEFAULT_MONTHLY_COST_SETTINGS as DEFAULTS } from './monthly-cost-settings.ts';

describe(describeMonthlyCostSettingsChanges, () => {
  it('names each changed figure with its old and new value, and counties added or removed', () => {
    const [collier, lee] = DEFAULTS.counties;
    if (!collier || !lee) throw new Error('the defaults have counties');
    const after = {
      ...DEFAULTS,
      annualRatePercent: 7,
      counties: [{ ...collier, millage: 13 }, lee, { ...lee, county: 'Sarasota' }],
      insurance: { ...DEFAULTS.insurance, flood: { ...DEFAULTS.insurance.flood, coastal: 8_000 } },
    };
    expect(describeMonthlyCostSettingsChanges(DEFAULTS, after)).toBe(
      'mortgage rate % 6.25 → 7; Collier millage 11.5 → 13; flood premium, coastal (V) zones $ 7500 → 8000; ' +
        'Sarasota added; Charlotte removed',
    );
  });

  it('says no change for the same settings, and names any single changed rate', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 30, noNaN: true }), (rate) => {
        const said = describeMonthlyCostSettingsChanges(DEFAULTS, { ...DEFAULTS, annualRatePercent: rate });
        expect(said).toBe(rate === DEFAULTS.annualRatePercent ? 'no change' : `mortgage rate % 6.25 → ${rate}`);
      }),
    );
  });
});
