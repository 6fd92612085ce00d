import type { ValidationIssue } from '../errors/domain-error.ts';
import type { ContentFields } from './content-entity.ts';
import { isCalendarDay, oneOfIssues, referenceIssues, textIssues, wholeNumberIssues } from './content-field-rules.ts';
import { cleanPicture, trimmed } from './content-normalize.ts';
import type { ContentRules } from './content-validation.ts';
import { pictureIssues } from './content-value-rules.ts';
import { SALE_SIDES, type SalesResult } from './sales-result.ts';

export type SalesResultFields = ContentFields<SalesResult>;

/** The highest sold price accepted, in whole dollars (the column is a 32-bit integer). */
export const SALE_PRICE_MAX = 1_000_000_000;

/**
 * Every problem with a sales result: address (up to 150) and city (up to 60) required; a price
 * in whole dollars above 0 (at most 1,000,000,000); the closing day as a real YYYY-MM-DD date;
 * the side (listing or buyer); an agent id or none; a photo with alt text when set.
 */
export function salesResultIssues(fields: SalesResultFields): ValidationIssue[] {
  return [
    ...textIssues('address', fields.address, { label: 'Address', max: 150, required: true }),
    ...textIssues('city', fields.city, { label: 'City', max: 60, required: true }),
    ...wholeNumberIssues('price', fields.price, 'The price in dollars', 1, SALE_PRICE_MAX),
    ...(isCalendarDay(fields.closedOn)
      ? []
      : [{ field: 'closedOn', message: 'The closing date must be a real day written YYYY-MM-DD' }]),
    ...oneOfIssues('side', fields.side, SALE_SIDES, 'Side'),
    ...referenceIssues('agentId', fields.agentId, 'The agent'),
    ...pictureIssues('photo', fields.photo, false),
  ];
}

/** Trims every text. */
export function normalizeSalesResult(fields: SalesResultFields): SalesResultFields {
  return {
    ...fields,
    address: trimmed(fields.address),
    city: trimmed(fields.city),
    closedOn: trimmed(fields.closedOn),
    photo: cleanPicture(fields.photo),
  };
}

/** The editing rules of sales results. */
export const SALES_RESULT_RULES: ContentRules<SalesResult> = {
  normalize: normalizeSalesResult,
  issues: salesResultIssues,
};
