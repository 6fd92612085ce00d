import {
  monthlyAssociationFees,
  monthlyMortgagePayment,
  mortgageInputIssues,
  type AssociationFeeFields,
  type ListingView,
  type MortgageInput,
  type MortgagePayment,
} from '@app/domain';

/** Whether the down payment is typed in dollars or as a percent of the price. */
export type DownPaymentMode = 'amount' | 'percent';

/** A calculator field: number inputs give a number, or a string while empty or half typed. */
export type FieldValue = number | string;

/** What the calculator form holds; the numeric fields are named as the domain's MortgageInput. */
export interface MortgageValues {
  readonly price: FieldValue;
  /** Dollars or percent, as `downPaymentMode` says. */
  readonly downPayment: FieldValue;
  readonly downPaymentMode: DownPaymentMode;
  readonly annualRatePercent: FieldValue;
  readonly termYears: number;
  readonly annualTaxes: FieldValue;
  readonly annualInsurance: FieldValue;
  readonly monthlyHoa: FieldValue;
}

/** Loan terms offered, in years. */
export const MORTGAGE_TERMS = [30, 20, 15] as const;
const DEFAULT_RATE_PERCENT = 6.5;
const DEFAULT_DOWN_PERCENT = 20;
/** Yearly home insurance guessed as a share of the price until the visitor types their own. */
export const INSURANCE_ESTIMATE_RATE = 0.005;

function toNumber(value: FieldValue): number {
  if (typeof value === 'number') return value;
  const text = value.replace(/[$,%\s]/g, '');
  return text === '' ? Number.NaN : Number(text);
}

/** The calculator's starting values: the list price, 20 % down, the listing's taxes and HOA fee. */
export function initialMortgageValues(
  listing: Pick<ListingView, 'ListPrice' | 'TaxAnnualAmount' | 'AssociationFee'> & Partial<AssociationFeeFields>,
): MortgageValues {
  const price = listing.ListPrice ?? 0;
  return {
    price,
    downPayment: DEFAULT_DOWN_PERCENT,
    downPaymentMode: 'percent',
    annualRatePercent: DEFAULT_RATE_PERCENT,
    termYears: 30,
    annualTaxes: Math.round(listing.TaxAnnualAmount ?? 0),
    annualInsurance: Math.round((price * INSURANCE_ESTIMATE_RATE) / 100) * 100,
    monthlyHoa: Math.round(
      monthlyAssociationFees({
        AssociationFee: listing.AssociationFee,
        AssociationFeeFrequency: listing.AssociationFeeFrequency ?? null,
        AssociationFee2: listing.AssociationFee2 ?? null,
        AssociationFee2Frequency: listing.AssociationFee2Frequency ?? null,
      }).total ?? 0,
    ),
  };
}

/** The down payment in dollars, whichever way it was typed. */
function downPaymentAmount(values: MortgageValues): number {
  const typed = toNumber(values.downPayment);
  return values.downPaymentMode === 'percent' ? (toNumber(values.price) * typed) / 100 : typed;
}

/** Switches how the down payment is typed, keeping the same amount (rounded for reading). */
export function switchDownPaymentMode(values: MortgageValues, mode: DownPaymentMode): MortgageValues {
  if (mode === values.downPaymentMode) return values;
  const amount = downPaymentAmount(values);
  const price = toNumber(values.price);
  if (!Number.isFinite(amount)) return { ...values, downPaymentMode: mode };
  const downPayment = mode === 'amount' ? Math.round(amount) : price > 0 ? Math.round((amount / price) * 1000) / 10 : 0;
  return { ...values, downPaymentMode: mode, downPayment };
}

/** The form's values as the domain's calculator input (blank fields read as not a number). */
export function mortgageInput(values: MortgageValues): MortgageInput {
  return {
    price: toNumber(values.price),
    downPayment: downPaymentAmount(values),
    annualRatePercent: toNumber(values.annualRatePercent),
    termYears: values.termYears,
    annualTaxes: toNumber(values.annualTaxes),
    annualInsurance: toNumber(values.annualInsurance),
    monthlyHoa: toNumber(values.monthlyHoa),
  };
}

/** What the calculator shows: one message per bad field, or the monthly payment and its parts. */
export interface MortgageView {
  readonly issues: Partial<Record<keyof MortgageInput, string>>;
  readonly payment: MortgagePayment | null;
}

/** Checks the values with the domain's rules and, when they pass, works out the payment. */
export function mortgageView(values: MortgageValues): MortgageView {
  const input = mortgageInput(values);
  const issues: Partial<Record<keyof MortgageInput, string>> = {};
  for (const issue of mortgageInputIssues(input)) issues[issue.field] ??= issue.message;
  return { issues, payment: Object.keys(issues).length === 0 ? monthlyMortgagePayment(input) : null };
}
