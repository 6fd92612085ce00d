import type { ValidationIssue } from '../errors/domain-error.ts';
import { isUuid } from '../auth/auth-validation.ts';
import { isSlug } from '../shared/slug.ts';

/** How long a slug may be. */
export const SLUG_MAX = 100;
/** The longest rich-text body (community, article, page), in characters of HTML. */
export const RICH_TEXT_BODY_MAX = 100_000;
/** The largest sort order an editor may give. */
export const SORT_ORDER_MAX = 99_999;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^[+()\d\s.-]{7,30}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A text field's rule: its name in messages, its longest length and whether it must be filled in. */
export interface TextRule {
  readonly label: string;
  readonly max: number;
  readonly required?: boolean;
}

/** A required text that is blank, or a text longer than its rule allows. */
export function textIssues(field: string, value: string, rule: TextRule): ValidationIssue[] {
  const text = value.trim();
  if (rule.required === true && text === '') return [{ field, message: `${rule.label} is required` }];
  if (text.length > rule.max) return [{ field, message: `${rule.label} must be at most ${rule.max} characters` }];
  return [];
}

/** A slug that is missing, too long, or not lower-case letters and digits joined by single dashes. */
export function slugIssues(field: string, value: string): ValidationIssue[] {
  if (value === '') return [{ field, message: 'Slug is required' }];
  if (value.length > SLUG_MAX) return [{ field, message: `Slug must be at most ${SLUG_MAX} characters` }];
  if (!isSlug(value))
    return [{ field, message: 'Slug may hold only lower-case letters, digits and single dashes, e.g. pelican-bay' }];
  return [];
}

/** Whether a text looks like an email address. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Whether a text looks like a phone number: 7 to 30 digits, spaces, dots, dashes, brackets or a +. */
export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value) && value.replace(/\D/g, '').length >= 7;
}

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether a text is an ISO 8601 instant with a date, a time and a zone (`2026-03-01T14:00:00Z`). */
export function isInstant(value: string): boolean {
  return INSTANT.test(value) && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/** A whole number outside min..max (inclusive). */
export function wholeNumberIssues(
  field: string,
  value: number,
  label: string,
  min: number,
  max: number,
): ValidationIssue[] {
  return Number.isInteger(value) && value >= min && value <= max
    ? []
    : [{ field, message: `${label} must be a whole number from ${min} to ${max}` }];
}

/** A sort order that is not a whole number from 0 to 99,999. */
export function sortOrderIssues(value: number): ValidationIssue[] {
  return wholeNumberIssues('sortOrder', value, 'Sort order', 0, SORT_ORDER_MAX);
}

/** A value that is not one of the allowed ones. */
export function oneOfIssues(
  field: string,
  value: string,
  allowed: readonly string[],
  label: string,
): ValidationIssue[] {
  return allowed.includes(value) ? [] : [{ field, message: `${label} must be one of: ${allowed.join(', ')}` }];
}

/** A reference to another record (an agent) that is not null and not a UUID. */
export function referenceIssues(field: string, value: string | null, label: string): ValidationIssue[] {
  return value === null || isUuid(value) ? [] : [{ field, message: `${label} must be chosen from the list` }];
}
