import type { ValidationIssue } from '../errors/domain-error.ts';
import type { Picture } from './content-entity.ts';
import { CONTENT_URL_MAX, isSitePathOrWebUrl, isWebUrl } from './content-url.ts';

/** How long a picture's description (alt text) may be. */
export const ALT_TEXT_MAX = 250;

/** The rule of a list of short texts: its name in messages, how many entries and how long each. */
export interface ListRule {
  readonly label: string;
  readonly maxItems: number;
  readonly maxLength: number;
  readonly minItems?: number;
}

/** A list with too few or too many entries, a blank or too long entry, or the same entry twice (case ignored). */
export function listIssues(field: string, values: readonly string[], rule: ListRule): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const minItems = rule.minItems ?? 0;
  if (values.length < minItems) issues.push({ field, message: `${rule.label}: add at least ${minItems}` });
  if (values.length > rule.maxItems) issues.push({ field, message: `${rule.label}: at most ${rule.maxItems} entries` });
  if (values.some((value) => value.trim() === ''))
    issues.push({ field, message: `${rule.label}: remove the empty entries` });
  if (values.some((value) => value.trim().length > rule.maxLength))
    issues.push({ field, message: `${rule.label}: each entry must be at most ${rule.maxLength} characters` });
  const seen = new Set(values.map((value) => value.trim().toLowerCase()));
  if (seen.size < values.length) issues.push({ field, message: `${rule.label}: an entry is listed twice` });
  return issues;
}

/**
 * A picture whose address is missing (when required) or not a site path or http(s) address, or
 * that has an address but no description: alt text is required wherever a picture is shown.
 */
export function pictureIssues(field: string, picture: Picture, required: boolean): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const url = picture.url.trim();
  const alt = picture.alt.trim();
  if (url === '') {
    if (required) issues.push({ field: `${field}.url`, message: 'Choose a picture' });
  } else if (!isSitePathOrWebUrl(url))
    issues.push({
      field: `${field}.url`,
      message: `The picture address must be a site path starting with / or an http(s) address, at most ${CONTENT_URL_MAX} characters`,
    });
  if (url !== '' && alt === '')
    issues.push({ field: `${field}.alt`, message: 'Describe the picture for people who cannot see it (alt text)' });
  if (alt.length > ALT_TEXT_MAX)
    issues.push({
      field: `${field}.alt`,
      message: `The picture description must be at most ${ALT_TEXT_MAX} characters`,
    });
  return issues;
}

/** A link that is required but empty, or not a site path or http(s) address. */
export function linkIssues(field: string, url: string, label: string, required = false): ValidationIssue[] {
  const value = url.trim();
  if (value === '') return required ? [{ field, message: `${label} is required` }] : [];
  return isSitePathOrWebUrl(value)
    ? []
    : [{ field, message: `${label} must be a site path starting with / or an http(s) address` }];
}

/** A profile link that is set but not an http(s) address. */
export function webLinkIssues(field: string, url: string, label: string): ValidationIssue[] {
  const value = url.trim();
  return value === '' || isWebUrl(value)
    ? []
    : [{ field, message: `${label} must be an http(s) address, e.g. https://www.facebook.com/yourpage` }];
}
