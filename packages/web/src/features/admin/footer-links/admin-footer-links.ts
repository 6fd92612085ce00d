import {
  ERROR_MESSAGES,
  errorMessageOr,
  normalizeFooterLinkQuery,
  type FooterLink,
  type FooterLinkQuery,
} from '@app/domain';
import type { AdminListSearch } from '../kit/admin-list-search.ts';
import type { FooterLinkAdminClient } from './footer-link-admin-client.ts';

/**
 * The admin footer list's data (spec section 4): one page of links, totalItems (the exact count)
 * and error, for the query the address names. The route's loader fetches it; while it runs the
 * page is loading, and its route reuses it for 5 minutes (the spec's admin footer cache,
 * `staleTime` in routes/admin-footer-links.routes.tsx) unless a write reloads it.
 */
export interface AdminFooterLinks {
  readonly links: readonly FooterLink[];
  readonly totalItems: number;
  readonly error: string | null;
  readonly query: FooterLinkQuery;
}

/** The list's query from the address (`?search=sea&sort=column&page=2&enabledOnly=true`), the spec's defaults filling
 * the rest. */
export function footerLinkQueryOf(search: AdminListSearch): FooterLinkQuery {
  return normalizeFooterLinkQuery({
    search: search.search,
    enabledOnly: search.enabledOnly === 'true',
    orderBy: search.sort === 'column' ? 'column' : 'sort_order',
    page: search.page,
  });
}

/** Fetches one page of the admin list. A failure keeps its message (fallback 'Failed to fetch footer links') and
 * empties the list. */
export async function fetchAdminLinks(
  client: FooterLinkAdminClient,
  query: FooterLinkQuery,
): Promise<AdminFooterLinks> {
  try {
    const page = await client.list(query);
    return { links: page.items, totalItems: page.total, error: null, query };
  } catch (error) {
    return { links: [], totalItems: 0, error: errorMessageOr(error, ERROR_MESSAGES.footerFetchFailed), query };
  }
}

/** What a write does next: load the list again after it, or report the spec's failure message. */
export interface FooterLinkWriteOutcome {
  reload(): Promise<void>;
  failed(message: string): void;
}

/**
 * A create, update or delete: after it the list loads again; a failure is reported with the
 * spec's message ('Failed to create footer link', ...) and the error is rethrown to the caller.
 */
export async function writeFooterLink<T>(
  failure: string,
  action: () => Promise<T>,
  outcome: FooterLinkWriteOutcome,
): Promise<T> {
  let result: T;
  try {
    result = await action();
  } catch (error) {
    outcome.failed(failure);
    throw error;
  }
  await outcome.reload();
  return result;
}
