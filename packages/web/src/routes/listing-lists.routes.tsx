import { createRoute } from '@tanstack/react-router';
import { LISTING_LISTS, type ListingListName } from '@app/domain';
import { pageFromParam } from '../features/listing-lists/page-param.ts';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

const ListingListPage = lazyPage(() => import('../features/listing-lists/listing-list-page.tsx'));

function listRoute<TPath extends string>(path: TPath, name: ListingListName) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: (raw: Record<string, unknown>): { page?: string } =>
      typeof raw.page === 'string' ? { page: raw.page } : {},
    loaderDeps: ({ search }) => ({ page: pageFromParam(search.page) }),
    loader: async ({ context, deps }) =>
      (await importOrReload(() => import('../features/listing-lists/load-listing-list.ts'))).loadListingList(
        context.services,
        context.config,
        name,
        deps.page,
      ),
    head: () => pageHead(LISTING_LISTS[name].title),
    component: Object.assign(
      function ListingList() {
        return <ListingListPage data={route.useLoaderData()} />;
      },
      { preload: () => ListingListPage.preload?.() ?? Promise.resolve(), pageModule: ListingListPage.pageModule },
    ),
  });
  return route;
}

/** `/properties/closed`, `/latest`, `/latest-price-changes` and `/latest-pending-listings`. */
export const listingListRoutes = [
  listRoute('/properties/closed', 'closed'),
  listRoute('/properties/latest', 'latest'),
  listRoute('/properties/latest-price-changes', 'price-changes'),
  listRoute('/properties/latest-pending-listings', 'pending'),
] as const;
