import { addMonths, firstDayOfMonth, monthOfDay, netProceedsIssues, type NetProceedsInput } from '@app/domain';
import type { ValidationIssue } from '@app/domain';

/** The sheet's fields as typed text. */
export type NetSheetValues = Readonly<Record<Exclude<keyof NetProceedsInput, 'closingDate'>, string>> & {
  readonly closingDate: string;
};

/** Commission the sheet starts with, in percent (editable). */
export const DEFAULT_COMMISSION_PERCENT = '6';

/** The sheet's first values: the estimate as the price, the home's taxes, a closing on the first of the month after
 * next (from the data date, so the server and the browser agree). */
export function initialNetSheet(price: number | null, annualTaxes: number | null, asOf: string): NetSheetValues {
  return {
    price: price === null ? '' : String(price),
    mortgagePayoff: '0',
    commissionPercent: DEFAULT_COMMISSION_PERCENT,
    annualPropertyTax: annualTaxes === null ? '' : String(Math.round(annualTaxes)),
    closingDate: firstDayOfMonth(addMonths(monthOfDay(asOf), 2)),
    hoaEstoppelFee: '0',
  };
}

const amount = (text: string) => (text.replace(/[$,\s]/g, '') === '' ? 0 : Number(text.replace(/[$,\s]/g, '')));

/** The sheet's input from its text ($ and commas allowed, blanks as 0), or the problems with it. */
export function readNetSheet(values: NetSheetValues): { input: NetProceedsInput } | { issues: ValidationIssue[] } {
  const input: NetProceedsInput = {
    price: amount(values.price),
    mortgagePayoff: amount(values.mortgagePayoff),
    commissionPercent: amount(values.commissionPercent),
    annualPropertyTax: amount(values.annualPropertyTax),
    closingDate: values.closingDate,
    hoaEstoppelFee: amount(values.hoaEstoppelFee),
  };
  const issues = netProceedsIssues(input);
  return issues.length === 0 ? { input } : { issues };
}
