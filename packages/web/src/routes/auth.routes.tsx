import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/admin-console-login`: sign in to the admin area (no layout). */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin-console-login',
  head: () => pageHead('Admin Sign-in', 'Sign in to the Palmetto Realty Group admin area.'),
  component: lazyPage(() => import('../features/auth/login-page.tsx')),
});

/** `/reset-password`: follow a reset or invite link and choose a new password (no layout). */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  head: () => pageHead('Reset Password', 'Choose a new password for your Palmetto Realty Group admin account.'),
  component: lazyPage(() => import('../features/auth/reset-password-page.tsx')),
});
