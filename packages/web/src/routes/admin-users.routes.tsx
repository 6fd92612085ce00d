import { createRoute } from '@tanstack/react-router';
import { adminPage } from './admin-page.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/admin/users`: accounts of the admin area and their roles (admins only). */
export const adminUsersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/users',
  head: () => pageHead('Users · Admin'),
  component: adminPage('src/features/admin/users/users-page.tsx'),
});
