import { isSearchEngineBot } from '../chrome/bots.ts';
import { localDate } from '../open-house/open-house-window.ts';

/** One view of a public page, counted on the Southwest Florida day it happened. */
export interface PageView {
  /** The page's path, without query or fragment. */
  readonly path: string;
  /** YYYY-MM-DD in the brokerage's time zone. */
  readonly day: string;
}

/** Paths longer than this are not counted (no real page has one; they only fill the table). */
export const PAGE_VIEW_PATH_MAX_LENGTH = 300;

/** Pages that are not part of the public site: the admin area, sign-in and its neighbours. */
const PRIVATE_PATH = /^\/(admin|admin-console-login|reset-password|not-authorized)(\/|$)/i;

/** What the server knows of a page request when it decides whether to count it. */
export interface PageRequest {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly userAgent: string | null;
  /** The `Sec-Purpose` or `Purpose` header: browsers mark prefetches with it. */
  readonly purpose: string | null;
}

/**
 * The path a view is counted under: query and fragment dropped, a trailing slash removed (but
 * not from `/`); null for a path that is not a plain absolute path or is too long.
 */
export function pageViewPath(rawPath: string): string | null {
  const path = rawPath.replace(/[?#].*$/s, '');
  if (!path.startsWith('/') || path.startsWith('//') || path.length > PAGE_VIEW_PATH_MAX_LENGTH) return null;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * Whether a server-rendered page request counts as a view: a GET of a public page answered
 * 200, from a browser (no user agent, bots and crawlers and prefetches do not count).
 */
export function countsAsPageView(request: PageRequest): boolean {
  if (request.method !== 'GET' || request.status !== 200) return false;
  if (request.userAgent === null || request.userAgent.trim() === '' || isSearchEngineBot(request.userAgent))
    return false;
  if (request.purpose !== null && /prefetch|prerender/i.test(request.purpose)) return false;
  const path = pageViewPath(request.path);
  return path !== null && isPublicPagePath(path);
}

/** Whether a counted path (see pageViewPath) is of the public site, not the admin area or its neighbours (any case). */
export function isPublicPagePath(path: string): boolean {
  return !PRIVATE_PATH.test(path);
}

/** The calendar day (YYYY-MM-DD) of an instant in the brokerage's time zone. */
export function localDay(instant: number): string {
  const { year, month, day } = localDate(new Date(instant));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The `count` calendar days ending with `last` (YYYY-MM-DD), oldest first. */
export function daysEndingAt(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
