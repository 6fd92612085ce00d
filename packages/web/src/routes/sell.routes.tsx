import { createRoute } from '@tanstack/react-router';
import { pickSellParams } from '../features/sell/sell-params.ts';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { importOrReload } from './lazy-import.ts';
import { rootRoute } from './root.route.tsx';

/**
 * `/sell`: what is my home worth. A picked address (`?listingId=`) or typed facts (`?livingArea=&city=…`) are valued
 * from comparable sales on the server; the net proceeds sheet and the pricing review form follow.
 */
export const sellRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sell',
  validateSearch: pickSellParams,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await importOrReload(() => import('../features/sell/load-sell-page.ts'))).loadSellPage(context.services, deps),
  head: () =>
    pageHead({
      title: 'What Is My Home Worth?',
      description:
        'A free estimate of your Southwest Florida home’s value from comparable sales of the last 12 months, a Florida net proceeds sheet, and a pricing review by a local agent.',
      canonicalPath: '/sell',
    }),
  component: lazyPage(() => import('../features/sell/sell-page.tsx')),
});
