import type { MonthlyCostSettings } from './monthly-cost-settings.ts';

const LABELS: Readonly<Record<string, string>> = {
  annualRatePercent: 'mortgage rate %',
  termYears: 'loan term in years',
  downPaymentPercent: 'down payment %',
  millage: 'millage',
  minimumAnnualTax: 'minimum yearly tax $',
  insurancePerThousand: 'insurance $ per $1,000',
  rebuildCostPerSqFt: 'rebuild cost $ per sq ft',
  condoInteriorCostPerSqFt: 'condo interior $ per sq ft',
  masonryFactor: 'masonry factor',
  frameFactor: 'frame factor',
  oldRoofFactor: 'old roof factor',
  oldRoofYears: 'old roof age in years',
  impactProtectionFactor: 'impact protection factor',
  coastal: 'flood premium, coastal (V) zones $',
  highRisk: 'flood premium, A zones $',
  moderate: 'flood premium, shaded X $',
  minimal: 'flood premium, minimal risk $',
};

/** Every figure of the settings by a plain name: "Collier millage", "other counties millage", "mortgage rate %". */
function figures(settings: MonthlyCostSettings): Map<string, number> {
  const named = new Map<string, number>();
  const add = (prefix: string, values: object) => {
    for (const [key, value] of Object.entries(values))
      if (typeof value === 'number') named.set(`${prefix}${LABELS[key] ?? key}`, value);
  };
  add('', settings);
  for (const county of settings.counties) add(`${county.county} `, county);
  add('other counties ', settings.otherCounty);
  add('', settings.insurance);
  add('', settings.insurance.flood);
  return named;
}

/**
 * What changed, in plain words for the audit log: "Collier millage 11.5 → 13; mortgage rate % 6.25 → 7"; a county
 * added or removed is named as such; "no change" when nothing did.
 */
export function describeMonthlyCostSettingsChanges(before: MonthlyCostSettings, after: MonthlyCostSettings): string {
  const old = figures(before);
  const now = figures(after);
  const counties = (settings: MonthlyCostSettings) => new Set(settings.counties.map((county) => county.county));
  const added = [...counties(after)].filter((county) => !counties(before).has(county));
  const removed = [...counties(before)].filter((county) => !counties(after).has(county));
  const changed = [...now]
    .filter(([name, value]) => old.has(name) && old.get(name) !== value)
    .map(([name, value]) => `${name} ${old.get(name)} → ${value}`);
  const parts = [
    ...changed,
    ...added.map((county) => `${county} added`),
    ...removed.map((county) => `${county} removed`),
  ];
  return parts.length === 0 ? 'no change' : parts.join('; ');
}
