import type { CountyCostRates, MonthlyCostSettings } from '@app/domain';

/** A figure as a number field holds it: a number, or the text being typed ('' when cleared). */
type Typed = number | string;

/** County rates as the form holds them. */
export type CountyRatesValues = { county: string } & {
  -readonly [K in Exclude<keyof CountyCostRates, 'county'>]: Typed;
};

/** The settings as the form holds them: the same shape, each figure as typed. */
export interface MonthlyCostSettingsValues {
  annualRatePercent: Typed;
  termYears: Typed;
  downPaymentPercent: Typed;
  counties: CountyRatesValues[];
  otherCounty: CountyRatesValues;
  insurance: { -readonly [K in Exclude<keyof MonthlyCostSettings['insurance'], 'flood'>]: Typed } & {
    flood: { -readonly [K in keyof MonthlyCostSettings['insurance']['flood']]: Typed };
  };
}

/** A typed figure as a number: blank or not a number is NaN, which the domain's checks name. */
function figure(value: Typed): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, ''));
}

function countyRates(values: CountyRatesValues): CountyCostRates {
  return {
    county: values.county.trim(),
    millage: figure(values.millage),
    minimumAnnualTax: figure(values.minimumAnnualTax),
    insurancePerThousand: figure(values.insurancePerThousand),
  };
}

/** The settings the form's values say (what is checked and sent). */
export function settingsFromValues(values: MonthlyCostSettingsValues): MonthlyCostSettings {
  const { insurance } = values;
  return {
    annualRatePercent: figure(values.annualRatePercent),
    termYears: figure(values.termYears),
    downPaymentPercent: figure(values.downPaymentPercent),
    counties: values.counties.map(countyRates),
    otherCounty: countyRates(values.otherCounty),
    insurance: {
      rebuildCostPerSqFt: figure(insurance.rebuildCostPerSqFt),
      condoInteriorCostPerSqFt: figure(insurance.condoInteriorCostPerSqFt),
      masonryFactor: figure(insurance.masonryFactor),
      frameFactor: figure(insurance.frameFactor),
      oldRoofFactor: figure(insurance.oldRoofFactor),
      oldRoofYears: figure(insurance.oldRoofYears),
      impactProtectionFactor: figure(insurance.impactProtectionFactor),
      flood: {
        coastal: figure(insurance.flood.coastal),
        highRisk: figure(insurance.flood.highRisk),
        moderate: figure(insurance.flood.moderate),
        minimal: figure(insurance.flood.minimal),
      },
    },
  };
}

/** The form's values of saved settings (copies, so the form may change them). */
export function valuesFromSettings(settings: MonthlyCostSettings): MonthlyCostSettingsValues {
  return structuredClone({ ...settings, counties: [...settings.counties] });
}
