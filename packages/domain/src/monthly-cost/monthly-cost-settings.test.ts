import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MONTHLY_COST_SETTINGS as SETTINGS,
  countyRatesFor,
  monthlyCostSettingsIssues,
} from './monthly-cost-settings.ts';

describe(countyRatesFor, () => {
  it('matches a county however the board writes it, and falls back to the other-county rates', () => {
    expect(countyRatesFor(SETTINGS, 'Lee County').county).toBe('Lee');
    expect(countyRatesFor(SETTINGS, ' collier ').county).toBe('Collier');
    expect(countyRatesFor(SETTINGS, 'Sarasota')).toBe(SETTINGS.otherCounty);
    expect(countyRatesFor(SETTINGS, null)).toBe(SETTINGS.otherCounty);
  });
});

describe(monthlyCostSettingsIssues, () => {
  it('accepts the defaults', () => {
    expect(monthlyCostSettingsIssues(SETTINGS)).toEqual([]);
  });

  it('names each bad field: a rate out of range, a negative millage, a county listed twice or unnamed', () => {
    const [collier, lee] = SETTINGS.counties;
    if (!collier || !lee) throw new Error('the defaults have counties');
    const issues = monthlyCostSettingsIssues({
      ...SETTINGS,
      annualRatePercent: 45,
      counties: [collier, { ...lee, county: 'Collier County', millage: -1 }, { ...lee, county: ' ' }],
      insurance: { ...SETTINGS.insurance, flood: { ...SETTINGS.insurance.flood, coastal: Number.NaN } },
    });
    expect(issues.map((issue) => issue.field)).toEqual([
      'annualRatePercent',
      'counties.1.county',
      'counties.1.millage',
      'counties.2.county',
      'insurance.flood.coastal',
    ]);
    expect(issues[0]?.message).toBe('Enter a rate from 0 to 30');
  });
});
