/** What the payment calculator asks for. */
export interface MortgageInput {
  readonly price: number;
  readonly downPayment: number;
  /** Yearly interest rate in percent, e.g. 6.5. */
  readonly annualRatePercent: number;
  readonly termYears: number;
  readonly annualTaxes: number;
  readonly annualInsurance: number;
  readonly monthlyHoa: number;
}

/** The monthly payment and its parts, in dollars. */
export interface MortgagePayment {
  readonly loanAmount: number;
  readonly principalAndInterest: number;
  readonly taxes: number;
  readonly insurance: number;
  readonly hoa: number;
  readonly total: number;
}

/**
 * The monthly principal and interest of a fixed-rate loan by the annuity formula P·r/(1−(1+r)^−n), r the monthly rate
 * and n the number of months (P/n when the rate is 0).
 */
export function monthlyPrincipalAndInterest(loanAmount: number, annualRatePercent: number, termYears: number): number {
  const months = Math.max(1, Math.round(termYears * 12));
  const rate = annualRatePercent / 100 / 12;
  // 1 − (1+r)^−n as −expm1(−n·log1p(r)): stays accurate for tiny rates, where 1 + r rounds to 1 (the payment came out ∞
  // or too low).
  return rate === 0 ? loanAmount / months : (loanAmount * rate) / -Math.expm1(-months * Math.log1p(rate));
}

/**
 * The monthly payment of a fixed-rate loan: principal and interest by the annuity formula
 * P·r/(1−(1+r)^−n) with r the monthly rate and n the number of months (P/n when the rate is 0),
 * plus a twelfth of yearly taxes and insurance, plus the monthly HOA fee.
 */
export function monthlyMortgagePayment(input: MortgageInput): MortgagePayment {
  const loanAmount = Math.max(0, input.price - input.downPayment);
  const principalAndInterest = monthlyPrincipalAndInterest(loanAmount, input.annualRatePercent, input.termYears);
  const taxes = input.annualTaxes / 12;
  const insurance = input.annualInsurance / 12;
  const hoa = input.monthlyHoa;
  return {
    loanAmount,
    principalAndInterest,
    taxes,
    insurance,
    hoa,
    total: principalAndInterest + taxes + insurance + hoa,
  };
}

/** Problems with a calculator input, for the form to show next to each field. */
export function mortgageInputIssues(input: MortgageInput): { field: keyof MortgageInput; message: string }[] {
  const issues: { field: keyof MortgageInput; message: string }[] = [];
  const nonNegative: (keyof MortgageInput)[] = ['price', 'downPayment', 'annualTaxes', 'annualInsurance', 'monthlyHoa'];
  for (const field of nonNegative) {
    if (!Number.isFinite(input[field]) || input[field] < 0)
      issues.push({ field, message: 'Enter an amount of 0 or more' });
  }
  if (Number.isFinite(input.downPayment) && input.downPayment > input.price)
    issues.push({ field: 'downPayment', message: 'The down payment cannot exceed the price' });
  if (!Number.isFinite(input.annualRatePercent) || input.annualRatePercent < 0 || input.annualRatePercent > 30)
    issues.push({ field: 'annualRatePercent', message: 'Enter a rate from 0 to 30 %' });
  if (!Number.isFinite(input.termYears) || input.termYears < 1 || input.termYears > 50)
    issues.push({ field: 'termYears', message: 'Enter a term from 1 to 50 years' });
  return issues;
}
