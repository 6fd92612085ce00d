import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from './app/router-context.ts';
import { routeTree } from './routes/route-tree.ts';
import { hydrateStores, snapshotStores, type StoresSnapshot } from './stores/app-stores.ts';

interface DehydratedApp {
  stores: StoresSnapshot;
  assets: RouterContext['assets'];
  buildId: string;
}

/**
 * Creates the router the same way on the server and in the browser. The stores' data, the
 * page assets and the build id travel from the server to the browser through dehydrate/hydrate.
 */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    scrollRestoration: true,
    dehydrate: (): DehydratedApp => ({
      stores: snapshotStores(context.stores),
      assets: context.assets,
      buildId: context.build.id,
    }),
    hydrate: (data: DehydratedApp) => {
      hydrateStores(context.stores, data.stores);
      Object.assign(context.assets, data.assets);
      context.build.id = data.buildId;
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
