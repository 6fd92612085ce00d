import { createRoute } from '@tanstack/react-router';
import { adminPage } from './admin-page.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/admin`: the dashboard. */
const adminDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  head: () => pageHead('Dashboard · Admin'),
  component: adminPage('src/features/admin/dashboard/dashboard-page.tsx'),
});

/** `/admin/dashboard/market-activity`: the market figures by city and period, with the export. */
const adminMarketDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/dashboard/market-activity',
  head: () => pageHead('Market activity · Admin'),
  component: adminPage('src/features/admin/market-dashboard/market-dashboard-page.tsx'),
});

export const adminDashboardRoutes = [adminDashboardRoute, adminMarketDashboardRoute] as const;
