import type { ProductEvent } from '@app/domain';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createBrowserEvents } from './browser-events.ts';
import { trackPageViews } from './page-view-tracker.ts';

function siteRouter(initial: string) {
  const root = createRootRoute();
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/' }),
    createRoute({ getParentRoute: () => root, path: '/about-us' }),
    createRoute({ getParentRoute: () => root, path: '/search', validateSearch: (s: Record<string, unknown>) => s }),
    createRoute({
      getParentRoute: () => root,
      path: '/properties/$listingId',
      loader: ({ params }) => ({ property: { ListingId: params.listingId, ListPrice: 750_000, City: 'Naples' } }),
    }),
    createRoute({ getParentRoute: () => root, path: '/admin/users' }),
  ];
  return createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [initial] }),
  }) as unknown as AnyRouter;
}

/** Loads pages in the router and tells the tracker each was rendered, as the router's Transitioner does. */
async function visit(router: AnyRouter, href: string | null) {
  if (href !== null) router.history.push(href);
  await router.load();
  router.emit({
    type: 'onRendered',
    fromLocation: undefined,
    toLocation: router.state.location,
    pathChanged: true,
    hrefChanged: true,
    hashChanged: false,
  });
}

function tracked(initial: string) {
  const sent: ProductEvent[] = [];
  const router = siteRouter(initial);
  let ids = 0;
  const events = createBrowserEvents({
    sender: { send: (event) => sent.push(event) },
    now: () => 1_700_000_000_000,
    id: () => `id-${String((ids += 1))}`,
  });
  const document = { title: '', referrer: 'https://www.google.com/' };
  trackPageViews(router, {
    events,
    document,
    origin: 'https://palmetto.example',
    defer: (run) => {
      document.title = `Title of ${router.state.location.pathname}`;
      run();
    },
  });
  const summary = () => sent.map((event) => [event.name, event.navigation ?? null, event.page.location]);
  return { router, sent, summary };
}

describe(trackPageViews, () => {
  it('sends one page view for the page loaded and one per navigation, with title, referrer and template', async () => {
    const { router, sent, summary } = tracked('/');
    await visit(router, null);
    await visit(router, null);
    await visit(router, '/about-us');
    await visit(router, '/properties/A11?ref=x');
    expect(summary()).toEqual([
      ['page_view', 'load', '/'],
      ['page_view', 'route', '/about-us'],
      ['page_view', 'route', '/properties/A11?ref=x'],
      ['view_item', null, '/properties/A11?ref=x'],
    ]);
    expect(sent[0]?.page).toEqual({
      location: '/',
      title: 'Title of /',
      referrer: 'https://www.google.com/',
      template: '/',
    });
    expect(sent[2]?.page).toMatchObject({
      referrer: 'https://palmetto.example/about-us',
      template: '/properties/$listingId',
    });
    expect(sent[3]?.params).toEqual({ listing_id: 'A11', value: 750_000, currency: 'USD', city: 'Naples' });
  });

  it('sends a search, not a page view, when the filters of /search change', async () => {
    const { router, summary, sent } = tracked('/search');
    await visit(router, null);
    await visit(router, '/search?city=Naples&minPrice=500000');
    expect(summary()).toEqual([
      ['page_view', 'load', '/search'],
      ['search', null, '/search?city=Naples&minPrice=500000'],
    ]);
    expect(sent[1]?.params).toEqual({ city: 'Naples', min_price: 500_000 });
  });

  it('counts the page already loaded when it starts late (its code arrives after the page), once', async () => {
    const sent: ProductEvent[] = [];
    const router = siteRouter('/about-us');
    await router.load();
    const events = createBrowserEvents({
      sender: { send: (event) => sent.push(event) },
      now: Date.now,
      id: () => 'id',
    });
    trackPageViews(router, {
      events,
      document: { title: 'About', referrer: '' },
      origin: 'https://x.example',
      defer: (run) => run(),
    });
    await visit(router, null);
    expect(sent.map((event) => [event.name, event.navigation, event.page.location])).toEqual([
      ['page_view', 'load', '/about-us'],
    ]);
  });

  it('sends nothing on admin pages', async () => {
    const { router, summary } = tracked('/admin/users');
    await visit(router, null);
    await visit(router, '/');
    expect(summary()).toEqual([['page_view', 'route', '/']]);
  });
});
