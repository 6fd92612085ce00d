import { adminPageRoute } from './admin-page.ts';

/** `/admin/redirects`: old addresses sent to new ones, added by slug changes, by hand or from a CSV (admins only). */
export const adminRedirectsRoute = adminPageRoute({
  path: '/admin/redirects',
  title: 'Redirects',
  page: 'src/features/admin/redirects/redirects-page.tsx',
});
