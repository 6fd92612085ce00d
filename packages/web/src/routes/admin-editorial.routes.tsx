import { adminPageRoute } from './admin-page.ts';

/** `/admin/communities`: the communities with search, filters, order, pages and a form. */
const communitiesRoute = adminPageRoute({
  path: '/admin/communities',
  title: 'Communities',
  page: 'src/features/admin/communities/communities-page.tsx',
  filters: ['published', 'city'],
});

/** `/admin/banners`: the banners with placement, schedule, switch and order. */
const bannersRoute = adminPageRoute({
  path: '/admin/banners',
  title: 'Banners',
  page: 'src/features/admin/banners/banners-page.tsx',
  filters: ['placement', 'enabled'],
});

export const adminEditorialRoutes = [communitiesRoute, bannersRoute] as const;
