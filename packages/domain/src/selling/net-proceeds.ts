import { formatCount } from '../shared/us-number-format.ts';
import type { ValidationIssue } from '../errors/domain-error.ts';
import { deedStampTaxCents, ownerTitlePremiumCents, proratedTaxCents } from './florida-closing-costs.ts';

/** What a seller types (or the page fills in) for a net proceeds sheet; amounts in dollars. */
export interface NetProceedsInput {
  readonly price: number;
  readonly mortgagePayoff: number;
  readonly commissionPercent: number;
  readonly annualPropertyTax: number;
  /** `YYYY-MM-DD`. */
  readonly closingDate: string;
  readonly hoaEstoppelFee: number;
}

/** The costs a Florida seller usually pays, in the sheet's order. */
export const NET_PROCEEDS_LINES = [
  'mortgagePayoff',
  'commission',
  'deedStampTax',
  'ownerTitleInsurance',
  'proratedPropertyTax',
  'hoaEstoppelFee',
] as const;
export type NetProceedsLine = (typeof NET_PROCEEDS_LINES)[number];

/** Each cost and the seller's net, in whole cents; the net is the price less every line (negative when underwater). */
export interface NetProceeds {
  readonly priceCents: number;
  readonly lines: Readonly<Record<NetProceedsLine, number>>;
  readonly netCents: number;
}

export const NET_PROCEEDS_LIMITS = { price: 100_000_000, commissionPercent: 20 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function amountIssue(field: string, value: number, max: number, issues: ValidationIssue[]): void {
  if (!Number.isFinite(value) || value < 0) issues.push({ field, message: 'must be a positive amount or 0' });
  else if (value > max) issues.push({ field, message: `must be at most ${formatCount(max)}` });
}

/** Every problem with a sheet's input, worded for the form. */
export function netProceedsIssues(input: NetProceedsInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const max = NET_PROCEEDS_LIMITS.price;
  if (!Number.isFinite(input.price) || input.price <= 0)
    issues.push({ field: 'price', message: 'must be more than 0' });
  else amountIssue('price', input.price, max, issues);
  amountIssue('mortgagePayoff', input.mortgagePayoff, max, issues);
  amountIssue('commissionPercent', input.commissionPercent, NET_PROCEEDS_LIMITS.commissionPercent, issues);
  amountIssue('annualPropertyTax', input.annualPropertyTax, max, issues);
  amountIssue('hoaEstoppelFee', input.hoaEstoppelFee, max, issues);
  if (!DAY.test(input.closingDate) || Number.isNaN(Date.parse(`${input.closingDate}T00:00:00Z`)))
    issues.push({ field: 'closingDate', message: 'must be a date' });
  return issues;
}

const cents = (dollars: number) => Math.round(Math.max(0, dollars) * 100);

/**
 * A Florida seller's net proceeds sheet (`docs/help/home-value-method.md`): payoff, commission on the price,
 * documentary stamp tax on the deed, the owner's title policy at the promulgated rate, the prorated property taxes and
 * the HOA estoppel fee. Call with input `netProceedsIssues` accepts.
 */
export function netProceeds(input: NetProceedsInput): NetProceeds {
  const priceCents = cents(input.price);
  const lines: Record<NetProceedsLine, number> = {
    mortgagePayoff: cents(input.mortgagePayoff),
    commission: Math.round((priceCents * Math.max(0, input.commissionPercent)) / 100),
    deedStampTax: deedStampTaxCents(priceCents),
    ownerTitleInsurance: ownerTitlePremiumCents(priceCents),
    proratedPropertyTax: proratedTaxCents(cents(input.annualPropertyTax), input.closingDate),
    hoaEstoppelFee: cents(input.hoaEstoppelFee),
  };
  const costs = NET_PROCEEDS_LINES.reduce((sum, line) => sum + lines[line], 0);
  return { priceCents, lines, netCents: priceCents - costs };
}
