import { adminPageRoute } from './admin-page.ts';

/** `/admin/activity`: what people did on the site, as sentences, by person, kind and dates (admins only). */
export const adminActivityRoute = adminPageRoute({
  path: '/admin/activity',
  title: 'Activity',
  page: 'src/features/admin/activity/activity-page.tsx',
  filters: ['person', 'kind', 'from', 'to'],
});
