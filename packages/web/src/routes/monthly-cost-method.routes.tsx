import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/monthly-cost-method`: the true monthly cost's method, public (issue 15 §3; ADR 0037). */
export const monthlyCostMethodRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/monthly-cost-method',
  head: () =>
    pageHead({
      title: 'How We Estimate the True Monthly Cost',
      description:
        'How a Southwest Florida home’s monthly cost is estimated: the loan, a new owner’s property tax by county millage, association fees, CDD, and homeowners, wind and flood insurance.',
      canonicalPath: '/monthly-cost-method',
    }),
  component: lazyPage(() => import('../features/property-detail/monthly-cost-method-page.tsx')),
});
