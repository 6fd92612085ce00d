import { adminPageRoute } from './admin-page.ts';

/** `/admin/lead-routing`: who gets each new lead and which address hears of every one (admins only; ADR 0036). */
export const adminLeadRoutingRoute = adminPageRoute({
  path: '/admin/lead-routing',
  title: 'Lead routing',
  page: 'src/features/admin/lead-routing/lead-routing-page.tsx',
});
