import { ValidationError, type ValidationIssue } from '../errors/domain-error.ts';
import { FOOTER_COLUMN_SPAN_MEDIUM } from '../shared/constants.ts';
import type { FooterLinkPatch } from './footer-link.ts';

export const FOOTER_LINK_TEXT_MAX = 80;
export const FOOTER_LINK_URL_MAX = 2048;
/** The columns the footer shows side by side: a 12-unit row of 3 units each (spec), so 4; a link in column 5 to 12
 * would never show. */
export const FOOTER_COLUMN_MAX = 12 / FOOTER_COLUMN_SPAN_MEDIUM;
export const FOOTER_SORT_ORDER_MAX = 99_999;

/**
 * Whether a link target is one a footer may point to: an internal path (`/about`; never
 * `//host` or `/\host`, which browsers read as another site), an http(s) URL, or a mailto: / tel: link.
 */
export function isValidFooterLinkUrl(url: string): boolean {
  if (/^\/(?![/\\])[^\s]*$/.test(url)) return true;
  if (/^(mailto|tel):[^\s]+$/i.test(url)) return true;
  return /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s]*)?$/i.test(
    url,
  );
}

/** Every problem with the given fields; fields left out are not checked. */
export function footerLinkIssues(fields: FooterLinkPatch): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (fields.link_text !== undefined) {
    const text = fields.link_text.trim();
    if (text === '') issues.push({ field: 'link_text', message: 'Link text is required' });
    else if (text.length > FOOTER_LINK_TEXT_MAX)
      issues.push({ field: 'link_text', message: `Link text must be at most ${FOOTER_LINK_TEXT_MAX} characters` });
  }
  if (fields.link_url !== undefined) {
    const url = fields.link_url.trim();
    if (url === '') issues.push({ field: 'link_url', message: 'Link URL is required' });
    else if (url.length > FOOTER_LINK_URL_MAX)
      issues.push({ field: 'link_url', message: `Link URL must be at most ${FOOTER_LINK_URL_MAX} characters` });
    else if (!isValidFooterLinkUrl(url))
      issues.push({
        field: 'link_url',
        message: 'Link URL must be a path starting with /, an http(s) address, or a mailto:/tel: link',
      });
  }
  if (
    fields.column !== undefined &&
    (!Number.isInteger(fields.column) || fields.column < 1 || fields.column > FOOTER_COLUMN_MAX)
  )
    issues.push({
      field: 'column',
      message: `Column must be a whole number from 1 to ${FOOTER_COLUMN_MAX}: the footer shows ${FOOTER_COLUMN_MAX} columns`,
    });
  if (
    fields.sort_order !== undefined &&
    fields.sort_order !== null &&
    (!Number.isInteger(fields.sort_order) || fields.sort_order < 0 || fields.sort_order > FOOTER_SORT_ORDER_MAX)
  )
    issues.push({
      field: 'sort_order',
      message: `Sort order must be a whole number from 0 to ${FOOTER_SORT_ORDER_MAX}`,
    });
  return issues;
}

/** Throws a ValidationError listing every problem, or returns the fields with text and url trimmed. */
export function assertValidFooterLink<T extends FooterLinkPatch>(fields: T): T {
  const issues = footerLinkIssues(fields);
  if (issues.length > 0) throw new ValidationError(issues);
  return {
    ...fields,
    ...(fields.link_text === undefined ? {} : { link_text: fields.link_text.trim() }),
    ...(fields.link_url === undefined ? {} : { link_url: fields.link_url.trim() }),
  };
}
