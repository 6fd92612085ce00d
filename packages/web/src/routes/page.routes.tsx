import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { loadHomePage } from '../features/home/load-home-page.ts';
import { NotAuthorizedPage } from '../features/pages/not-authorized-page.tsx';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context }) => loadHomePage(context),
  head: () => pageHead(),
  component: lazyPage(() => import('../features/home/home-page.tsx')),
});

export const notAuthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/not-authorized',
  head: () => pageHead('Not Authorized'),
  component: NotAuthorizedPage,
});
