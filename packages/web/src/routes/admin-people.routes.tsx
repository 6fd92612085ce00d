import { createRoute, notFound } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { brokerAgentSlug } from '@app/domain';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** An admin page of the people and about-us area. */
function adminPage<TPath extends string>(path: TPath, title: string, component: ReturnType<typeof lazyPage<() => ReactNode>>) {
  return createRoute({ getParentRoute: () => rootRoute, path, head: () => pageHead(`${title} · Admin`), component });
}

/** `/admin/about-us/broker-{broker}`: one page per broker; any other name is not found. */
const brokerPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/about-us/$aboutPage',
  beforeLoad: ({ params }) => {
    if (brokerAgentSlug(params.aboutPage) === null) throw notFound();
  },
  head: () => pageHead('Broker page · Admin'),
  component: lazyPage(() => import('../features/admin/about-us/broker-page-editor-page.tsx')),
});

/** `/admin/agents` and `/admin/about-us` with its pages: the team, testimonials, sales results and the about pages. */
export const adminPeopleRoutes = [
  adminPage('/admin/agents', 'Agents', lazyPage(() => import('../features/admin/agents/agents-page.tsx'))),
  adminPage('/admin/about-us', 'About us pages', lazyPage(() => import('../features/admin/about-us/about-us-page.tsx'))),
  adminPage('/admin/about-us/testimonials', 'Testimonials', lazyPage(() => import('../features/admin/about-us/testimonials-page.tsx'))),
  adminPage('/admin/about-us/our-brokerage', 'Our brokerage', lazyPage(() => import('../features/admin/about-us/our-brokerage-page.tsx'))),
  adminPage('/admin/about-us/sales-results', 'Sales results', lazyPage(() => import('../features/admin/about-us/sales-results-page.tsx'))),
  adminPage('/admin/about-us/areas-of-service', 'Areas of service', lazyPage(() => import('../features/admin/about-us/areas-of-service-page.tsx'))),
  brokerPageRoute,
] as const;
