import { createRoute } from '@tanstack/react-router';
import { FEATURED_OFFICE_ID } from '@app/domain';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/**
 * `/featured-properties`: all of the team's own listings. The page reads the featured-properties store, which the
 * server force-loaded at app start and sends with this page; in the browser it loads here under the store's
 * 15-minute policy.
 */
export const featuredPropertiesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/featured-properties',
  staticData: { showsFeaturedListings: true },
  loader: ({ context }) => context.stores.featured.load(FEATURED_OFFICE_ID),
  head: () =>
    pageHead(
      'Featured Properties',
      'Every home our team has listed in Naples, Fort Myers, Cape Coral, Bonita Springs, Estero and Marco Island, with photos, prices and open houses.',
    ),
  component: lazyPage(() => import('../features/featured-properties/featured-properties-page.tsx')),
});
