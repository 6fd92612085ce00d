import type { AnyRouter } from '@tanstack/react-router';
import type { BrowserEvents } from './browser-events.ts';
import { decideView, isAdminPath, searchEventParams, type SeenPage } from './page-view-rules.ts';
import { PROPERTY_TEMPLATES, viewItemParams } from './view-item.ts';

export interface PageViewDeps {
  readonly events: BrowserEvents;
  /** The document, for its title after the page rendered and its referrer for the page loaded. */
  readonly document: Pick<Document, 'title' | 'referrer'>;
  /** The site's origin: the referrer of a client-side navigation is the site's previous address. */
  readonly origin: string;
  /** Runs after the new page's head is in the document (a task later). */
  readonly defer: (run: () => void) => void;
}

/** The matched route's template, e.g. `/properties/$listingId` ('/' for the root, which shows not-found pages). */
function templateOf(router: AnyRouter, routeId: string | undefined): string {
  const route =
    routeId === undefined ? undefined : (router.routesById as Record<string, { fullPath?: string }>)[routeId];
  const fullPath = route?.fullPath ?? '';
  return fullPath === '' ? '/' : fullPath;
}

/**
 * Sends one `page_view` for the page the browser loaded and one per client-side navigation, once the router has
 * rendered it (decideView says which: never twice for one page, never in the admin area), a `search` when a search
 * page's filters are shown, and a `view_item` on a property page. Returns the unsubscribe.
 */
export function trackPageViews(router: AnyRouter, deps: PageViewDeps): () => void {
  let previous: SeenPage | null = null;
  const rendered = (toLocation: { pathname: string; searchStr: string; search: object }) => {
    const leaf = router.state.matches.at(-1);
    const current: SeenPage = {
      pathname: toLocation.pathname,
      href: `${toLocation.pathname}${toLocation.searchStr}`,
      template: templateOf(router, leaf?.routeId),
      search: toLocation.search as Record<string, unknown>,
    };
    const decision = decideView(previous, current);
    const referrer = previous === null ? deps.document.referrer : `${deps.origin}${previous.href}`;
    previous = current;
    const loaderData: unknown = leaf?.loaderData;
    deps.defer(() => {
      if (isAdminPath(current.pathname)) return deps.events.setPage(null);
      deps.events.setPage({ location: current.href, title: deps.document.title, referrer, template: current.template });
      if (decision.pageView !== null) deps.events.send('page_view', {}, decision.pageView);
      if (decision.search) deps.events.send('search', searchEventParams(current.search));
      const item =
        decision.pageView !== null && PROPERTY_TEMPLATES.has(current.template) ? viewItemParams(loaderData) : null;
      if (item !== null) deps.events.send('view_item', item);
    });
  };
  const unsubscribe = router.subscribe('onRendered', ({ toLocation }) => rendered(toLocation));
  // Started after the first page resolved (this code loads on its own): that page is the one loaded. Its onRendered,
  // if still to come, is the same path and sends nothing more.
  const loaded = router.state.resolvedLocation;
  if (loaded !== undefined)
    rendered({ pathname: loaded.pathname, searchStr: loaded.searchStr, search: loaded.search as object });
  return unsubscribe;
}
