import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/account`: a visitor's saved homes and searches, e-mail settings, sign-out and account deletion (issue 14). */
export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  head: () => pageHead('Your Account', 'Your saved homes and saved searches at Palmetto Realty Group.'),
  component: lazyPage(() => import('../features/visitor/account-page.tsx')),
});

/** `/account/sign-in`: sign in, create an account or get a sign-in link; mailed links open here with their code. */
export const accountSignInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/sign-in',
  head: () => pageHead('Sign In', 'Sign in to save homes and searches at Palmetto Realty Group.'),
  component: lazyPage(() => import('../features/visitor/account-sign-in-page.tsx')),
});

/** `/account/co-buyer`: a mailed invitation to share saved homes with a co-buyer (its token in `invitation`). */
export const accountCoBuyerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/co-buyer',
  head: () => pageHead('Share Saved Homes', 'Join a co-buyer’s saved homes at Palmetto Realty Group.'),
  component: lazyPage(() => import('../features/visitor/co-buyer-invitation-page.tsx')),
});
