import { createRoute } from '@tanstack/react-router';
import { NOT_FOUND_SCREEN } from '@app/domain';
import { pickMarketParams } from '../features/market-activity/market-params.ts';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/**
 * `/resources/market-activity`: market figures of a city (`?city=Naples`, every city without it)
 * over 6, 12 or 24 months (`?months=`); a city without listing data is not found (404).
 */
export const marketActivityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resources/market-activity',
  validateSearch: pickMarketParams,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await importOrReload(() => import('../features/market-activity/load-market-activity.ts'))).loadMarketActivity(
      context.services,
      deps,
    ),
  head: ({ loaderData, match }) => {
    if (!loaderData) return pageHead(match.status === 'notFound' ? NOT_FOUND_SCREEN.title : 'Market Activity');
    const area = loaderData.activity?.area ?? 'Southwest Florida';
    return pageHead({
      title: loaderData.activity?.city ? `${area} Market Activity` : 'Market Activity',
      description: `${area} real estate market month by month: homes for sale, new listings, contracts, sales, median prices, days on market and months of supply, with the methodology.`,
      canonicalPath: `/resources/market-activity${loaderData.activity?.city ? `?city=${encodeURIComponent(loaderData.activity.city)}` : ''}`,
    });
  },
  component: lazyPage(() => import('../features/market-activity/market-activity-page.tsx')),
});
