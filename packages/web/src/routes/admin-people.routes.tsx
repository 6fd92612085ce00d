import { createRoute, notFound } from '@tanstack/react-router';
import { adminApiOf } from '../services/web-services.ts';
import { adminPage, adminPageRoute, loadAdminPage, type AdminPageModule } from './admin-page.ts';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/** An admin page of the people and about-us area. */
function peoplePageRoute<TPath extends string>(
  path: TPath,
  title: string,
  page: AdminPageModule,
  filters?: readonly string[],
) {
  return adminPageRoute({ path, title, page, filters });
}

const BROKER_PAGE = 'src/features/admin/about-us/broker-page-editor-page.tsx';

/** Whether an about-us page name is a broker's (`broker-{agentSlug}`); the rule comes in a chunk of its own. */
async function isBrokerPageName(aboutPage: string): Promise<boolean> {
  const { brokerAgentSlug } = await importOrReload(() => import('./broker-page-key.ts'));
  return brokerAgentSlug(aboutPage) !== null;
}

/**
 * `/admin/about-us/broker-{broker}`: one page per broker; any other name is not found. Like every
 * admin page it renders in the browser, except a name that is no broker page's: the server
 * renders that one, so it answers 404 with the Page Not Found screen.
 */
const brokerPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/about-us/$aboutPage',
  ssr: async ({ params }) => params.status === 'success' && !(await isBrokerPageName(params.value.aboutPage)),
  beforeLoad: async ({ params }) => {
    if (!(await isBrokerPageName(params.aboutPage))) throw notFound();
  },
  loader: {
    handler: ({ context, params }) =>
      loadAdminPage(BROKER_PAGE, { api: adminApiOf(context.services), search: {}, params }),
    staleReloadMode: 'blocking',
  },
  head: () => pageHead('Broker page · Admin'),
  component: adminPage(BROKER_PAGE),
});

/** `/admin/agents` and `/admin/about-us` with its pages: the team, testimonials, sales results and the about pages. */
export const adminPeopleRoutes = [
  peoplePageRoute('/admin/agents', 'Agents', 'src/features/admin/agents/agents-page.tsx', ['visible', 'isBroker']),
  peoplePageRoute('/admin/about-us', 'About us pages', 'src/features/admin/about-us/about-us-page.tsx'),
  peoplePageRoute('/admin/about-us/testimonials', 'Testimonials', 'src/features/admin/about-us/testimonials-page.tsx', [
    'published',
    'rating',
  ]),
  peoplePageRoute(
    '/admin/about-us/our-brokerage',
    'Our brokerage',
    'src/features/admin/about-us/our-brokerage-page.tsx',
  ),
  peoplePageRoute(
    '/admin/about-us/sales-results',
    'Sales results',
    'src/features/admin/about-us/sales-results-page.tsx',
    ['published', 'side'],
  ),
  peoplePageRoute(
    '/admin/about-us/areas-of-service',
    'Areas of service',
    'src/features/admin/about-us/areas-of-service-page.tsx',
  ),
  brokerPageRoute,
] as const;
