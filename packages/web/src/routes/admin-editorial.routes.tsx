import { createRoute } from '@tanstack/react-router';
import { adminPage } from './admin-page.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/admin/communities`: the communities with search, filters, order, pages and a form. */
const communitiesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/communities',
  head: () => pageHead('Communities · Admin'),
  component: adminPage('src/features/admin/communities/communities-page.tsx'),
});

/** `/admin/banners`: the banners with placement, schedule, switch and order. */
const bannersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/banners',
  head: () => pageHead('Banners · Admin'),
  component: adminPage('src/features/admin/banners/banners-page.tsx'),
});

export const adminEditorialRoutes = [communitiesRoute, bannersRoute] as const;
