import type { ReactElement } from 'react';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { systemClock } from '@app/domain';
import { createBrowserServices } from '../composition/browser-container.ts';
import type { PageAssets } from './router-context.ts';
import { createAppRouter } from '../router.tsx';
import { createAppStores } from '../stores/app-stores.ts';
import { prefetchTopNavigationWhenIdle } from '../features/stale-build/idle-prefetch.ts';
import { preloadLayout } from '../features/chrome/layout-frame.tsx';
import { nextTask } from './next-task.ts';
import { drawEverythingInPlace, isNavigationToAnotherAddress } from '../ui/deferred-render.ts';

/**
 * The app in the browser, the last of the three start-up steps (entry-client.tsx): makes the services, stores and
 * router, each step in a task of its own (building the router and its route table takes 10-15 ms on a desktop, four
 * times that on a phone), and answers the page to hydrate once the layout's code is in.
 */
export async function startClientApp(build: { id: string }): Promise<ReactElement> {
  await nextTask();
  const services = createBrowserServices();
  const stores = createAppStores({ services, clock: systemClock });
  const assets: PageAssets = { scripts: [], fonts: [], prefetch: [], inlinedStyles: [] };
  const router = createAppRouter({
    services,
    stores,
    assets,
    build,
    // The server's config replaces this at hydration (router.tsx).
    config: {
      closedListingsPublic: true,
      mapTiles: null,
      siteUrl: window.location.origin,
      thirdParties: { googleAnalytics: false, meta: false },
    },
    appStart: Promise.resolve(),
    userAgent: navigator.userAgent,
  });
  // Consent and events: a chunk of their own, fetched alongside the page's code (the tracker counts the page
  // already rendered when it arrives late).
  void import('../features/analytics/start-browser-analytics.ts').then(({ startBrowserAnalytics }) =>
    startBrowserAnalytics(router, window),
  );
  // Parts below the first screen wait to be drawn on this first page only (ui/deferred-render.ts): whole before the
  // router notes the scroll position at the first navigation (its `onBeforeLoad`, after this event).
  const stopDeferring = router.subscribe('onBeforeNavigate', (event) => {
    if (!isNavigationToAnotherAddress(event)) return;
    drawEverythingInPlace(window);
    stopDeferring();
  });
  // The assets arrive with the server's data at hydration: read them when idle.
  prefetchTopNavigationWhenIdle(() => assets.prefetch);
  // The layout's code first (the admin layout is a chunk of its own, preloaded by the page), so the
  // whole page hydrates in one pass.
  await preloadLayout(window.location.pathname).catch(() => undefined);
  await nextTask();
  return <RouterClient router={router} />;
}
