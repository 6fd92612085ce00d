import {
  estimateMonthlyCost,
  type MonthlyCostAssumptions,
  type MonthlyCostEstimate,
  type MonthlyCostListing,
  type MonthlyCostSettings,
} from '@app/domain';

/** A form field: number inputs give a number, or a string while empty or half typed. */
export type FieldValue = number | string;

/** The amounts a visitor may leave blank to keep the estimate. */
export const OPTIONAL_AMOUNTS = ['annualTax', 'monthlyHoa', 'annualInsurance', 'annualFloodInsurance'] as const;
type OptionalAmount = (typeof OPTIONAL_AMOUNTS)[number];

/** What the form holds: the loan's terms, and each optional amount (blank: the estimate). */
export type MonthlyCostValues = Record<
  'price' | 'downPaymentPercent' | 'annualRatePercent' | 'termYears' | OptionalAmount,
  FieldValue
>;

/** Loan terms offered, in years. */
export const LOAN_TERMS = [30, 20, 15] as const;

function toNumber(value: FieldValue): number {
  if (typeof value === 'number') return value;
  const text = value.replace(/[$,%\s]/g, '');
  return text === '' ? Number.NaN : Number(text);
}

const isBlank = (value: FieldValue): boolean => typeof value === 'string' && value.trim() === '';

/** The form's first values: the list price and the admin's loan defaults; every optional amount blank. */
export function initialMonthlyCostValues(price: number | null, settings: MonthlyCostSettings): MonthlyCostValues {
  return {
    price: price ?? 0,
    downPaymentPercent: settings.downPaymentPercent,
    annualRatePercent: settings.annualRatePercent,
    termYears: settings.termYears,
    annualTax: '',
    monthlyHoa: '',
    annualInsurance: '',
    annualFloodInsurance: '',
  };
}

/** What the section shows: one message per bad field, or the estimate. */
export interface MonthlyCostView {
  readonly issues: Partial<Record<keyof MonthlyCostValues, string>>;
  readonly estimate: MonthlyCostEstimate | null;
}

function rangeIssue(value: number, min: number, max: number, message: string): string | null {
  return Number.isFinite(value) && value >= min && value <= max ? null : message;
}

/** Checks the values and, when they are all right, estimates the monthly cost with them. */
export function monthlyCostView(
  listing: MonthlyCostListing,
  values: MonthlyCostValues,
  settings: MonthlyCostSettings,
  year: number,
): MonthlyCostView {
  const number = (field: keyof MonthlyCostValues) => toNumber(values[field]);
  const found: [keyof MonthlyCostValues, string | null][] = [
    ['price', rangeIssue(number('price'), 0, 1e9, 'Enter an amount of 0 or more')],
    ['downPaymentPercent', rangeIssue(number('downPaymentPercent'), 0, 100, 'Enter a percent from 0 to 100')],
    ['annualRatePercent', rangeIssue(number('annualRatePercent'), 0, 30, 'Enter a rate from 0 to 30 %')],
    ['termYears', rangeIssue(number('termYears'), 1, 50, 'Enter a term from 1 to 50 years')],
    ...OPTIONAL_AMOUNTS.map((field): [OptionalAmount, string | null] => [
      field,
      isBlank(values[field]) ? null : rangeIssue(number(field), 0, 1e8, 'Enter an amount of 0 or more, or leave blank'),
    ]),
  ];
  const issues: MonthlyCostView['issues'] = {};
  for (const [field, message] of found) if (message !== null) issues[field] = message;
  if (Object.keys(issues).length > 0) return { issues, estimate: null };
  const optional = (field: OptionalAmount) => (isBlank(values[field]) ? null : number(field));
  const assumptions: MonthlyCostAssumptions = {
    price: number('price'),
    downPaymentPercent: number('downPaymentPercent'),
    annualRatePercent: number('annualRatePercent'),
    termYears: number('termYears'),
    annualTax: optional('annualTax'),
    monthlyHoa: optional('monthlyHoa'),
    annualInsurance: optional('annualInsurance'),
    annualFloodInsurance: optional('annualFloodInsurance'),
    year,
  };
  return { issues, estimate: estimateMonthlyCost(listing, assumptions, settings) };
}
