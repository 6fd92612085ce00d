/** One county's rates: what a new owner's tax and a home's insurance are estimated from. */
export interface CountyCostRates {
  /** The county's name as MLS boards write it in `CountyOrParish`, without "County" (Collier, Lee, ...). */
  readonly county: string;
  /** Total non-homestead millage: dollars of tax per $1,000 of taxable value a year. */
  readonly millage: number;
  /** The smallest yearly tax bill we estimate for a home in the county, in dollars. */
  readonly minimumAnnualTax: number;
  /** Homeowners and wind insurance, dollars a year per $1,000 of replacement cost, before adjustments. */
  readonly insurancePerThousand: number;
}

/** Yearly flood insurance, in dollars, by the family of FEMA zone the home is in. */
export interface FloodPremiums {
  /** Zones V and VE: coastal high hazard. */
  readonly coastal: number;
  /** Zones A, AE, AH, AO, AR, A99: the rest of the Special Flood Hazard Area. */
  readonly highRisk: number;
  /** Shaded X (and B): moderate risk. An optional policy. */
  readonly moderate: number;
  /** Unshaded X (and C), or an X whose shading is unknown: minimal risk. An optional policy. */
  readonly minimal: number;
}

/** The insurance method's table: what a rebuild costs and how construction, roof and storm protection move the rate. */
export interface InsuranceMethod {
  /** Replacement cost of a house, dollars per square foot of living area. */
  readonly rebuildCostPerSqFt: number;
  /** Replacement cost of a condominium's interior (an HO-6 policy), dollars per square foot. */
  readonly condoInteriorCostPerSqFt: number;
  /** Multiplier for concrete block or poured concrete walls (CBS). */
  readonly masonryFactor: number;
  /** Multiplier for wood frame and other construction. */
  readonly frameFactor: number;
  /** Multiplier for a roof older than `oldRoofYears` (or of unknown age). */
  readonly oldRoofFactor: number;
  readonly oldRoofYears: number;
  /** Multiplier for impact glass or hurricane shutters (the wind-mitigation credit). */
  readonly impactProtectionFactor: number;
  readonly flood: FloodPremiums;
}

/** What an admin sets: the loan defaults, each county's rates, the rates for any other county, the insurance method. */
export interface MonthlyCostSettings {
  readonly annualRatePercent: number;
  readonly termYears: number;
  readonly downPaymentPercent: number;
  readonly counties: readonly CountyCostRates[];
  /** Rates for a listing whose county is not in `counties` (its `county` is ignored). */
  readonly otherCounty: CountyCostRates;
  readonly insurance: InsuranceMethod;
}

/**
 * The defaults until an admin changes them (sources and reasoning in docs/help/monthly-cost-method.md): a 30-year
 * loan at 6.25 % with 20 % down; total non-homestead millage rounded from the counties' 2025 final levies.
 */
export const DEFAULT_MONTHLY_COST_SETTINGS: MonthlyCostSettings = {
  annualRatePercent: 6.25,
  termYears: 30,
  downPaymentPercent: 20,
  counties: [
    { county: 'Collier', millage: 11.5, minimumAnnualTax: 1_200, insurancePerThousand: 11 },
    { county: 'Lee', millage: 16, minimumAnnualTax: 1_200, insurancePerThousand: 12 },
    { county: 'Charlotte', millage: 16.5, minimumAnnualTax: 1_000, insurancePerThousand: 11 },
  ],
  otherCounty: { county: 'Other', millage: 17, minimumAnnualTax: 1_000, insurancePerThousand: 12 },
  insurance: {
    rebuildCostPerSqFt: 250,
    condoInteriorCostPerSqFt: 90,
    masonryFactor: 0.9,
    frameFactor: 1.15,
    oldRoofFactor: 1.25,
    oldRoofYears: 15,
    impactProtectionFactor: 0.8,
    flood: { coastal: 7_500, highRisk: 3_200, moderate: 900, minimal: 550 },
  },
};

/** The county's name without "County" and spaces around it, lower case: how counties are matched. */
export function countyKey(county: string): string {
  return county
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, '')
    .trim();
}

/** The rates of a listing's county, or the other-county rates. */
export function countyRatesFor(settings: MonthlyCostSettings, county: string | null): CountyCostRates {
  const key = county === null ? '' : countyKey(county);
  return settings.counties.find((rates) => countyKey(rates.county) === key) ?? settings.otherCounty;
}

/** A problem with settings, named by its path (`counties.1.millage`) for the form and the API answer. */
export interface SettingsIssue {
  readonly field: string;
  readonly message: string;
}

function rangeIssue(field: string, value: number, min: number, max: number, unit: string): SettingsIssue[] {
  return Number.isFinite(value) && value >= min && value <= max
    ? []
    : [{ field, message: `Enter ${unit} from ${min} to ${max}` }];
}

function countyIssues(prefix: string, rates: CountyCostRates): SettingsIssue[] {
  return [
    ...rangeIssue(`${prefix}.millage`, rates.millage, 0, 40, 'a millage'),
    ...rangeIssue(`${prefix}.minimumAnnualTax`, rates.minimumAnnualTax, 0, 100_000, 'an amount'),
    ...rangeIssue(`${prefix}.insurancePerThousand`, rates.insurancePerThousand, 0, 100, 'a rate'),
  ];
}

/** Every problem with a set of settings; none means they can be saved. */
export function monthlyCostSettingsIssues(settings: MonthlyCostSettings): SettingsIssue[] {
  const { insurance } = settings;
  const names = settings.counties.map((rates) => countyKey(rates.county));
  return [
    ...rangeIssue('annualRatePercent', settings.annualRatePercent, 0, 30, 'a rate'),
    ...rangeIssue('termYears', settings.termYears, 1, 50, 'a term'),
    ...rangeIssue('downPaymentPercent', settings.downPaymentPercent, 0, 100, 'a percent'),
    ...settings.counties.flatMap((rates, index) => [
      ...(names[index] === ''
        ? [{ field: `counties.${index}.county`, message: 'Enter the county name' }]
        : names.indexOf(names[index] ?? '') !== index
          ? [{ field: `counties.${index}.county`, message: 'This county is listed twice' }]
          : []),
      ...countyIssues(`counties.${index}`, rates),
    ]),
    ...countyIssues('otherCounty', settings.otherCounty),
    ...rangeIssue('insurance.rebuildCostPerSqFt', insurance.rebuildCostPerSqFt, 0, 2_000, 'a cost'),
    ...rangeIssue('insurance.condoInteriorCostPerSqFt', insurance.condoInteriorCostPerSqFt, 0, 2_000, 'a cost'),
    ...rangeIssue('insurance.masonryFactor', insurance.masonryFactor, 0.1, 5, 'a factor'),
    ...rangeIssue('insurance.frameFactor', insurance.frameFactor, 0.1, 5, 'a factor'),
    ...rangeIssue('insurance.oldRoofFactor', insurance.oldRoofFactor, 0.1, 5, 'a factor'),
    ...rangeIssue('insurance.oldRoofYears', insurance.oldRoofYears, 1, 100, 'a number of years'),
    ...rangeIssue('insurance.impactProtectionFactor', insurance.impactProtectionFactor, 0.1, 5, 'a factor'),
    ...(['coastal', 'highRisk', 'moderate', 'minimal'] as const).flatMap((zone) =>
      rangeIssue(`insurance.flood.${zone}`, insurance.flood[zone], 0, 100_000, 'an amount'),
    ),
  ];
}
