import { pickMarketParams } from '../features/market-activity/market-params.ts';
import { adminPageRoute } from './admin-page.ts';

/** `/admin`: the dashboard. */
const adminDashboardRoute = adminPageRoute({
  path: '/admin',
  title: 'Dashboard',
  page: 'src/features/admin/dashboard/dashboard-page.tsx',
});

/** `/admin/dashboard/market-activity`: the market figures by city and period (`?city=Naples&months=6`, as on the public
 * page), with the export. */
const adminMarketDashboardRoute = adminPageRoute({
  path: '/admin/dashboard/market-activity',
  title: 'Market activity',
  page: 'src/features/admin/market-dashboard/market-dashboard-page.tsx',
  validateSearch: (raw) => ({ ...pickMarketParams(raw) }),
});

export const adminDashboardRoutes = [adminDashboardRoute, adminMarketDashboardRoute] as const;
