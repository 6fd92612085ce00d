import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/newsletter`: the monthly market update sign-up (issue 14 part 7): e-mail, areas, consent; double opt-in. */
export const newsletterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter',
  // The areas are the cities of the market figures; without them the form says so rather than failing.
  loader: async ({ context }) => {
    try {
      return { cities: [...((await context.services.marketActivity({ months: 1 }))?.cities ?? [])] };
    } catch {
      return { cities: [] as string[] };
    }
  },
  head: () =>
    pageHead({
      title: 'Market Update Newsletter',
      description:
        'Get a monthly Southwest Florida market update by e-mail: median prices, sales, days on market and homes for sale in the cities you choose.',
    }),
  component: lazyPage(() => import('../features/newsletter/newsletter-page.tsx')),
});
