import { ValidationError, type ValidationIssue } from '../errors/domain-error.ts';
import { DEFAULT_PAGE } from '../shared/constants.ts';
import type { FooterLink } from './footer-link.ts';

/** Default number of links per admin page. */
export const FOOTER_ADMIN_PAGE_SIZE = 10;

/** Orders of the admin list: sort_order ascending (default) or column then sort_order. */
export type FooterLinkOrder = 'sort_order' | 'column';

/** The admin list query as a caller gives it; every field optional. */
export interface FooterLinkQueryInput {
  readonly search?: string;
  readonly enabledOnly?: boolean;
  readonly orderBy?: FooterLinkOrder;
  readonly page?: number;
  readonly itemsPerPage?: number;
}

/** The admin list query with every default applied. */
export interface FooterLinkQuery {
  readonly search: string;
  readonly enabledOnly: boolean;
  readonly orderBy: FooterLinkOrder;
  readonly page: number;
  readonly itemsPerPage: number;
}

/** One page of the admin list and the exact count of all matching rows. */
export interface FooterLinkPage {
  readonly items: FooterLink[];
  readonly total: number;
}

function positiveIntegerIssue(field: string, value: number | undefined): ValidationIssue[] {
  return value === undefined || (Number.isInteger(value) && value >= 1)
    ? []
    : [{ field, message: 'Must be a whole number from 1' }];
}

/**
 * Applies the defaults: no search, all links, sort_order order, page 1, 10 per page.
 * Throws a ValidationError for a page or page size that is not a whole number from 1.
 */
export function normalizeFooterLinkQuery(input: FooterLinkQueryInput = {}): FooterLinkQuery {
  const issues = [
    ...positiveIntegerIssue('page', input.page),
    ...positiveIntegerIssue('itemsPerPage', input.itemsPerPage),
  ];
  if (issues.length > 0) throw new ValidationError(issues);
  return {
    search: (input.search ?? '').trim(),
    enabledOnly: input.enabledOnly ?? false,
    orderBy: input.orderBy ?? 'sort_order',
    page: input.page ?? DEFAULT_PAGE,
    itemsPerPage: input.itemsPerPage ?? FOOTER_ADMIN_PAGE_SIZE,
  };
}

/** The inclusive row range of a page (page and itemsPerPage from 1): page 1 of 10 is rows 0 to 9. */
export function pageRange(page: number, itemsPerPage: number): { from: number; to: number } {
  const from = (page - 1) * itemsPerPage;
  return { from, to: from + itemsPerPage - 1 };
}

/** Whether a link matches the query's filters (case-insensitive contains on link_text, enabled-only). */
export function matchesFooterLinkQuery(link: FooterLink, query: FooterLinkQuery): boolean {
  if (query.enabledOnly && !link.enabled) return false;
  return link.link_text.toLowerCase().includes(query.search.toLowerCase());
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNullableLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/**
 * The admin list order: sort_order ascending, or column then sort_order (nulls last, as Postgres
 * sorts ascending); ties broken by id so every adapter pages the same way.
 */
export function compareForFooterLinkQuery(orderBy: FooterLinkOrder): (a: FooterLink, b: FooterLink) => number {
  return (a, b) =>
    (orderBy === 'column' ? a.column - b.column : 0) ||
    compareNullableLast(a.sort_order, b.sort_order) ||
    compareText(a.id, b.id);
}

/** The whole admin list rule on an in-memory array: filter, order, count, page. */
export function queryFooterLinks(links: readonly FooterLink[], query: FooterLinkQuery): FooterLinkPage {
  const matching = links
    .filter((link) => matchesFooterLinkQuery(link, query))
    .sort(compareForFooterLinkQuery(query.orderBy));
  const { from, to } = pageRange(query.page, query.itemsPerPage);
  return { items: matching.slice(from, to + 1), total: matching.length };
}
