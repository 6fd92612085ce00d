import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { describeSearch } from '../features/search/describe-search.ts';
import { pickListingSearchParams } from '@app/domain';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/search`: every filter, the order and the page live in the address (picked and checked by the domain's
 * listing-search-params.ts). */
export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: pickListingSearchParams,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { loadSearchPage, loadSearchBanner } = await importOrReload(
      () => import('../features/search/load-search-page.ts'),
    );
    const [page, banner] = await Promise.all([
      loadSearchPage(context.services, deps),
      loadSearchBanner(context.services),
    ]);
    return { ...page, banner };
  },
  head: ({ loaderData }) =>
    pageHead(
      loaderData ? describeSearch(loaderData.search) : 'Search Homes',
      'Search every home for sale in Southwest Florida: filter by town, price, bedrooms, baths, type, size, lot, year, open houses and price reductions.',
    ),
  component: lazyPage(() => import('../features/search/search-page.tsx')),
});
