import { createRoute, notFound } from '@tanstack/react-router';
import { adminPage, type AdminPageModule } from './admin-page.ts';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** An admin page of the people and about-us area. */
function peoplePageRoute<TPath extends string>(path: TPath, title: string, pageModule: AdminPageModule) {
  return createRoute({ getParentRoute: () => rootRoute, path, head: () => pageHead(`${title} · Admin`), component: adminPage(pageModule) });
}

/** `/admin/about-us/broker-{broker}`: one page per broker; any other name is not found. */
const brokerPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/about-us/$aboutPage',
  beforeLoad: async ({ params }) => {
    const { brokerAgentSlug } = await importOrReload(() => import('./broker-page-key.ts'));
    if (brokerAgentSlug(params.aboutPage) === null) throw notFound();
  },
  head: () => pageHead('Broker page · Admin'),
  component: adminPage('src/features/admin/about-us/broker-page-editor-page.tsx'),
});

/** `/admin/agents` and `/admin/about-us` with its pages: the team, testimonials, sales results and the about pages. */
export const adminPeopleRoutes = [
  peoplePageRoute('/admin/agents', 'Agents', 'src/features/admin/agents/agents-page.tsx'),
  peoplePageRoute('/admin/about-us', 'About us pages', 'src/features/admin/about-us/about-us-page.tsx'),
  peoplePageRoute('/admin/about-us/testimonials', 'Testimonials', 'src/features/admin/about-us/testimonials-page.tsx'),
  peoplePageRoute('/admin/about-us/our-brokerage', 'Our brokerage', 'src/features/admin/about-us/our-brokerage-page.tsx'),
  peoplePageRoute('/admin/about-us/sales-results', 'Sales results', 'src/features/admin/about-us/sales-results-page.tsx'),
  peoplePageRoute('/admin/about-us/areas-of-service', 'Areas of service', 'src/features/admin/about-us/areas-of-service-page.tsx'),
  brokerPageRoute,
] as const;
