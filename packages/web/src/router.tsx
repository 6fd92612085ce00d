import { createRouter } from '@tanstack/react-router';
import { parsePlainSearch, stringifyPlainSearch } from './app/plain-search.ts';
import type { RouterContext } from './app/router-context.ts';
import { routeTree } from './routes/route-tree.ts';
import { markInlinedStylesheets } from './app/inlined-stylesheets.ts';
import { startFiles } from './app/start-script.ts';
import { hydrateStores, snapshotStores, type StoresSnapshot } from './stores/app-stores.ts';

interface DehydratedApp {
  stores: StoresSnapshot;
  assets: Omit<RouterContext['assets'], 'stylesOfRoute' | 'chunksOfRoute'>;
  buildId: string;
  config: RouterContext['config'];
}

/**
 * Creates the router the same way on the server and in the browser. The stores' data, the
 * page assets, the build id and the public config travel from the server to the browser through
 * dehydrate/hydrate. On the server, `nonce` marks every inline script the render writes (the
 * router's hydration scripts, ReloadScrollScript) for the page's Content-Security-Policy; the
 * browser's router reads it back from the `csp-nonce` meta tag.
 */
export function createAppRouter(context: RouterContext, options: { readonly nonce?: string } = {}) {
  const router = createRouter({
    routeTree,
    context,
    ...(options.nonce === undefined ? {} : { ssr: { nonce: options.nonce } }),
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    // In the browser only: the server would otherwise write the router's inline restore script,
    // which lays out the half-parsed page before its first paint; ReloadScrollScript replaces it.
    scrollRestoration: () => typeof window !== 'undefined',
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    dehydrate: (): DehydratedApp => ({
      stores: snapshotStores(context.stores, {
        withFeatured: router.state.matches.some((match) => match.staticData.showsFeaturedListings === true),
      }),
      assets: {
        entry: context.assets.entry,
        modulePreloads: startFiles(
          context.assets,
          router.state.matches.map((match) => match.routeId),
        ).preloads,
        fonts: context.assets.fonts,
        prefetch: context.assets.prefetch,
        inlinedStyles: router.state.matches.flatMap((match) => context.assets.stylesOfRoute?.(match.routeId) ?? []),
      },
      buildId: context.build.id,
      config: context.config,
    }),
    hydrate: (data: DehydratedApp) => {
      hydrateStores(context.stores, data.stores);
      Object.assign(context.assets, data.assets);
      markInlinedStylesheets(data.assets.inlinedStyles);
      context.build.id = data.buildId;
      Object.assign(context.config, data.config);
    },
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The page shows the featured listings: the server sends them with it (about 1 KB a listing). */
    showsFeaturedListings?: boolean;
  }
}
