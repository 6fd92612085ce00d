// First of all CSS: the order of Mantine's style layers (build/mantine-component-styles.ts).
import 'virtual:mantine-styles/layer-order.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { systemClock } from '@app/domain';
import { createBrowserServices } from './composition/browser-container.ts';
import type { PageAssets } from './app/router-context.ts';
import { createAppRouter } from './router.tsx';
import { createAppStores } from './stores/app-stores.ts';
import { startStaleBuildWatch } from './features/stale-build/stale-build-watch.ts';
import { prefetchTopNavigationWhenIdle } from './features/stale-build/idle-prefetch.ts';
import { preloadLayout } from './features/chrome/layout-frame.tsx';
import { rememberLanding } from './features/analytics/landing-attribution.ts';
import { nextTask } from './app/next-task.ts';
import { drawEverythingInPlace, isNavigationToAnotherAddress } from './ui/deferred-render.ts';

// How the visitor arrived, read before the router changes the address (kept for a lead they send, nowhere else).
rememberLanding(window.location, document.referrer);
// The page drawn whole before the router notes the scroll position when the visitor leaves or reloads (its own
// `pagehide` listener comes later, with the router).
window.addEventListener('pagehide', () => drawEverythingInPlace(window));
const build = { id: '' };
startStaleBuildWatch({ currentBuild: () => build.id, fetchFn: window.fetch.bind(window) });
void start();

/**
 * Makes the router and hydrates, each step in a task of its own: the browser evaluates this script and every
 * module the shell holds in one task, and building the router and its route table (10-15 ms on a desktop, four
 * times that on a phone) would lengthen it further.
 */
async function start(): Promise<void> {
  await nextTask();
  const services = createBrowserServices();
  const stores = createAppStores({ services, clock: systemClock });
  const assets: PageAssets = { entry: '', modulePreloads: [], fonts: [], prefetch: [], inlinedStyles: [] };
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
  void import('./features/analytics/start-browser-analytics.ts').then(({ startBrowserAnalytics }) =>
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
  // whole page hydrates in one pass. Hydrating inside a transition lets React yield to the browser
  // every few milliseconds instead of holding the main thread for the whole page (one long task of
  // 100-400 ms on a phone); a click or key press before it ends makes React finish hydrating at once
  // and then replays that event, so the first click still works.
  await preloadLayout(window.location.pathname).catch(() => undefined);
  await nextTask();
  startTransition(() => void hydrateRoot(document, <RouterClient router={router} />));
}
