import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MONTHLY_COST_SETTINGS, monthlyCostSettingsIssues } from '@app/domain';
import { settingsFromValues, valuesFromSettings } from './monthly-cost-settings-values.ts';

describe(settingsFromValues, () => {
  it('gives back the saved settings unchanged', () => {
    expect(settingsFromValues(valuesFromSettings(DEFAULT_MONTHLY_COST_SETTINGS))).toEqual(
      DEFAULT_MONTHLY_COST_SETTINGS,
    );
  });

  it('reads typed text as numbers; a cleared or non-numeric field is named by the domain check', () => {
    const values = valuesFromSettings(DEFAULT_MONTHLY_COST_SETTINGS);
    values.annualRatePercent = '7.5';
    values.termYears = '';
    values.counties[0]!.millage = 'abc';
    values.counties[0]!.county = '  Collier  ';
    values.insurance.flood.coastal = '8,000';
    const settings = settingsFromValues(values);
    expect(settings.annualRatePercent).toBe(7.5);
    expect(settings.counties[0]?.county).toBe('Collier');
    expect(settings.insurance.flood.coastal).toBe(8_000);
    expect(monthlyCostSettingsIssues(settings).map((issue) => issue.field)).toEqual([
      'termYears',
      'counties.0.millage',
    ]);
  });

  it('reads any number typed as text as that number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 30, noNaN: true }), (rate) => {
        const values = { ...valuesFromSettings(DEFAULT_MONTHLY_COST_SETTINGS), annualRatePercent: String(rate) };
        expect(settingsFromValues(values).annualRatePercent).toBe(rate);
      }),
    );
  });
});
