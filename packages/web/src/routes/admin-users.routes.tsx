import { adminPageRoute } from './admin-page.ts';

/** `/admin/users`: accounts of the admin area and their roles (admins only). */
export const adminUsersRoute = adminPageRoute({
  path: '/admin/users',
  title: 'Users',
  page: 'src/features/admin/users/users-page.tsx',
  filters: ['role'],
});
