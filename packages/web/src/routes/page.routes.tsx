import { createRoute } from '@tanstack/react-router';
import { FEATURED_OFFICE_ID } from '@app/domain';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { importOrReload } from './lazy-import.ts';
import { NotAuthorizedPage } from './lazy-screens.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { showsFeaturedListings: true },
  // On the server the featured listings were force-loaded at app start; in the browser they load
  // here when the first page did not bring them (the store's 15-minute policy).
  loader: async ({ context }) => {
    const loadPage = async () =>
      (await importOrReload(() => import('../features/home/load-home-page.ts'))).loadHomePage(context);
    const [page] = await Promise.all([loadPage(), context.stores.featured.load(FEATURED_OFFICE_ID)]);
    return page;
  },
  head: () => pageHead(),
  component: lazyPage(() => import('../features/home/home-page.tsx')),
});

export const notAuthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/not-authorized',
  head: () => pageHead('Not Authorized'),
  component: NotAuthorizedPage,
});
