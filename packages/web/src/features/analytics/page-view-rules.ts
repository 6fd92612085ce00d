import { eventParamProblem, MAX_EVENT_PARAM_TEXT_LENGTH, MAX_EVENT_PARAMS, type EventParamValue } from '@app/domain';

/** A page of the site as the router rendered it. */
export interface SeenPage {
  readonly pathname: string;
  /** Path and query, e.g. `/search?city=Naples`. */
  readonly href: string;
  /** The matched route's template, e.g. `/properties/$listingId`. */
  readonly template: string;
  /** The address's query, parsed by the router. */
  readonly search: Readonly<Record<string, unknown>>;
}

/** What one rendered location is worth sending. */
export interface ViewDecision {
  /** A page view: `load` for the page the browser loaded, `route` for a client-side navigation. */
  readonly pageView: 'load' | 'route' | null;
  /** A `search` event with the filters of the address. */
  readonly search: boolean;
}

/** The pages whose query holds listing filters: a change of it is a `search`, not a new page view. */
export const SEARCH_TEMPLATES: ReadonlySet<string> = new Set(['/search', '/search/map']);
/** Query parameters of a search page that are not filters. */
const NOT_FILTERS = new Set(['page', 'sort']);

/** Whether a path is of the admin area (never counted: staff at work are not visitors). */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|$)/i.test(pathname);
}

/** The filters of a search page's query as event parameters: snake_case names, short text or numbers. */
export function searchEventParams(search: Readonly<Record<string, unknown>>): Record<string, EventParamValue> {
  const params: Record<string, EventParamValue> = {};
  for (const [key, raw] of Object.entries(search)) {
    if (NOT_FILTERS.has(key) || Object.keys(params).length >= MAX_EVENT_PARAMS) continue;
    const name = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    const value =
      typeof raw === 'number' ? raw : typeof raw === 'string' || typeof raw === 'boolean' ? String(raw) : null;
    if (value === null || value === '') continue;
    const kept = typeof value === 'string' ? value.slice(0, MAX_EVENT_PARAM_TEXT_LENGTH) : value;
    if (eventParamProblem(name, kept) === null) params[name] = kept;
  }
  return params;
}

/**
 * Decides what a rendered location sends, given the one before it (null for the page the browser loaded): one page
 * view per page, never for the same path again (a re-render, StrictMode, a query-only change), never in the admin
 * area; a `search` when a search page shows filters, on arrival or when they change.
 */
export function decideView(previous: SeenPage | null, current: SeenPage): ViewDecision {
  if (isAdminPath(current.pathname)) return { pageView: null, search: false };
  const samePage = previous !== null && previous.pathname === current.pathname;
  const pageView = samePage ? null : previous === null ? 'load' : 'route';
  const filtersShown =
    SEARCH_TEMPLATES.has(current.template) && Object.keys(searchEventParams(current.search)).length > 0;
  const search = filtersShown && (!samePage || previous.href !== current.href);
  return { pageView, search };
}
