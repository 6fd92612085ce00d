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

// How the visitor arrived, read before the router changes the address (kept for a lead they send, nowhere else).
rememberLanding(window.location, document.referrer);
const services = createBrowserServices();
const stores = createAppStores({ services, clock: systemClock });
const build = { id: '' };
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

// The layout's code first (the admin layout is a chunk of its own, preloaded by the page), so the
// whole page hydrates in one pass. Hydrating inside a transition lets React yield to the browser
// every few milliseconds instead of holding the main thread for the whole page (one long task of
// 100-400 ms on a phone); a click or key press before it ends makes React finish hydrating at once
// and then replays that event, so the first click still works.
void preloadLayout(window.location.pathname)
  .catch(() => undefined)
  .then(() => startTransition(() => void hydrateRoot(document, <RouterClient router={router} />)));
// Consent and events: a chunk of their own, fetched alongside the page's code (the tracker counts the page already
// rendered when it arrives late).
void import('./features/analytics/start-browser-analytics.ts').then(({ startBrowserAnalytics }) =>
  startBrowserAnalytics(router, window),
);
startStaleBuildWatch({ currentBuild: () => build.id, fetchFn: window.fetch.bind(window) });
// The assets arrive with the server's data at hydration: read them when idle.
prefetchTopNavigationWhenIdle(() => assets.prefetch);
