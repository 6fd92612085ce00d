import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { describeSearch } from '../features/search/describe-search.ts';
import { pickListingSearchParams } from '@app/domain';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/search/map`: the same search as /search on a map; the filters, the map area and a drawn shape live in the address.
 * */
export const searchMapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search/map',
  validateSearch: pickListingSearchParams,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await importOrReload(() => import('../features/search/load-search-page.ts'))).loadSearchPage(
      context.services,
      deps,
    ),
  head: ({ loaderData }) =>
    pageHead(
      loaderData ? `Map: ${describeSearch(loaderData.search)}` : 'Map Search',
      'Search Southwest Florida homes on a map: move the map or draw a shape around the neighborhoods you want, with every filter of the property search.',
    ),
  component: lazyPage(() => import('../features/search-map/map-search-page.tsx')),
});
