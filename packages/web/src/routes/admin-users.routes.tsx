import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/admin/users`: accounts of the admin area and their roles (admins only). */
export const adminUsersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/users',
  head: () => pageHead('Users · Admin'),
  component: lazyPage(() => import('../features/admin/users/users-page.tsx')),
});
