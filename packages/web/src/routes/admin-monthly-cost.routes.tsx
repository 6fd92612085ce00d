import { adminPageRoute } from './admin-page.ts';

/** `/admin/monthly-cost`: the monthly cost estimate's assumptions (admins only; ADR 0037). */
export const adminMonthlyCostRoute = adminPageRoute({
  path: '/admin/monthly-cost',
  title: 'Monthly cost',
  page: 'src/features/admin/monthly-cost/monthly-cost-settings-page.tsx',
});
