import { createRoute } from '@tanstack/react-router';
import { agentPath, NOT_FOUND_SCREEN, type SitePage } from '@app/domain';
import type { RouterContext } from '../app/router-context.ts';
import { aboutHead, aboutTrail } from '../features/about/about-head.ts';
import { pickParams } from '../features/about/pick-params.ts';
import { AGENT_DIRECTORY_PARAMS } from '../features/agents/agent-directory-params.ts';
import type { AgentPageData } from '../features/agents/load-agent-page.ts';
import { SALES_RESULTS_PARAMS } from '../features/sales-results/sales-results-params.ts';
import { personJsonLd } from '../features/seo/person-json-ld.ts';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { TESTIMONIALS_PARAMS } from '../features/testimonials/testimonials-params.ts';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

type HeadMatch = { match: { context: RouterContext } };
const siteUrl = ({ match }: HeadMatch) => match.context.config.siteUrl;

const aboutPagesLoading = () => importOrReload(() => import('../features/about/load-about-pages.ts'));

/** The head of an About page with an editable site page: its title and intro, or these when it has none. */
function sitePageHead(
  ctx: HeadMatch & { loaderData?: { sitePage: SitePage | null } },
  page: { title: string; description: string; path: string },
) {
  return aboutHead({
    title: ctx.loaderData?.sitePage?.title ?? page.title,
    description: ctx.loaderData?.sitePage?.intro || page.description,
    trail: aboutTrail({ name: page.title, path: page.path }),
    siteUrl: siteUrl(ctx),
  });
}

/** `/about`: the team's story, in numbers, its brokers and the way to every About page. */
const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about',
  loader: async ({ context }) => (await aboutPagesLoading()).loadAboutPage(context.services.content),
  head: (ctx) =>
    sitePageHead(ctx, {
      title: 'About Us',
      description: 'Who we are: a Southwest Florida real-estate team of local agents, brokers and neighbors.',
      path: '/about',
    }),
  component: lazyPage(() => import('../features/about/about-page.tsx')),
});

/** `/about/testimonials?agent={slug}&page={n}`: published testimonials, of everyone or one agent. */
const testimonialsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about/testimonials',
  validateSearch: (raw: Record<string, unknown>) => pickParams(raw, TESTIMONIALS_PARAMS),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await importOrReload(() => import('../features/testimonials/load-testimonials-page.ts'))).loadTestimonialsPage(
      context.services.content,
      deps,
    ),
  head: (ctx) => {
    const agent = ctx.loaderData?.agent;
    const title = agent ? `Testimonials for ${agent.name}` : 'Testimonials';
    return aboutHead({
      title,
      description:
        ctx.loaderData?.sitePage?.intro ||
        'What buyers and sellers across Southwest Florida say about working with our agents.',
      trail: aboutTrail({ name: 'Testimonials', path: '/about/testimonials' }),
      siteUrl: siteUrl(ctx),
    });
  },
  component: lazyPage(() => import('../features/testimonials/testimonials-page.tsx')),
});

/** `/about/our-brokerage`: the brokerage's page and its brokers. */
const brokerageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about/our-brokerage',
  loader: async ({ context }) => (await aboutPagesLoading()).loadBrokeragePage(context.services.content),
  head: (ctx) =>
    sitePageHead(ctx, {
      title: 'Our Brokerage',
      description: 'How our Southwest Florida brokerage works, what it stands for and who leads it.',
      path: '/about/our-brokerage',
    }),
  component: lazyPage(() => import('../features/about/brokerage-page.tsx')),
});

/** `/about/areas-of-service`: the cities and communities the team serves, with searches. */
const areasOfServiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about/areas-of-service',
  loader: async ({ context }) => (await aboutPagesLoading()).loadAreasOfService(context.services.content),
  head: (ctx) =>
    sitePageHead(ctx, {
      title: 'Areas of Service',
      description: 'The Southwest Florida cities and communities our agents serve, from Naples to Cape Coral.',
      path: '/about/areas-of-service',
    }),
  component: lazyPage(() => import('../features/about/areas-of-service-page.tsx')),
});

/** `/about/our-sales-results?city=&side=&agent=`: the team's closed sales with their totals. */
const salesResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about/our-sales-results',
  validateSearch: (raw: Record<string, unknown>) => pickParams(raw, SALES_RESULTS_PARAMS),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await importOrReload(() => import('../features/sales-results/load-sales-results.ts'))).loadSalesResults(
      context.services.content,
      deps,
    ),
  head: (ctx) =>
    sitePageHead(ctx, {
      title: 'Our Sales Results',
      description: 'Homes our team sold and bought for clients across Southwest Florida, with the totals.',
      path: '/about/our-sales-results',
    }),
  component: lazyPage(() => import('../features/sales-results/sales-results-page.tsx')),
});

/** `/about/meet-our-agents?q=&language=&specialty=`: the agent directory. */
const agentDirectoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about/meet-our-agents',
  validateSearch: (raw: Record<string, unknown>) => pickParams(raw, AGENT_DIRECTORY_PARAMS),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await importOrReload(() => import('../features/agents/load-agent-directory.ts'))).loadAgentDirectory(
      context.services.content,
      deps,
    ),
  head: (ctx) =>
    aboutHead({
      title: 'Meet Our Agents',
      description:
        'Meet the Southwest Florida agents of our team: find one by name, by the language they speak or by their specialty.',
      trail: aboutTrail({ name: 'Meet Our Agents', path: '/about/meet-our-agents' }),
      siteUrl: siteUrl(ctx),
    }),
  component: lazyPage(() => import('../features/agents/agent-directory-page.tsx')),
});

/** `/about/meet-our-agents/{agentSlug}`: one agent; unknown or hidden → Page Not Found (404). */
const agentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about/meet-our-agents/$agentSlug',
  loader: async ({ context, params }) =>
    (await importOrReload(() => import('../features/agents/load-agent-page.ts'))).loadAgentPage(
      { services: context.services, config: context.config },
      params.agentSlug,
    ),
  head: (ctx: HeadMatch & { loaderData?: AgentPageData; match: { status: string } }) => {
    const agent = ctx.loaderData?.agent;
    if (agent === undefined) return pageHead(ctx.match.status === 'notFound' ? NOT_FOUND_SCREEN.title : 'Agent');
    return aboutHead({
      title: `${agent.name}, ${agent.title}`,
      description: agent.bio,
      type: 'profile',
      image: agent.photo,
      trail: aboutTrail(
        { name: 'Meet Our Agents', path: '/about/meet-our-agents' },
        { name: agent.name, path: agentPath(agent.slug) },
      ),
      siteUrl: siteUrl(ctx),
      jsonLd: [personJsonLd(agent, siteUrl(ctx))],
    });
  },
  component: lazyPage(() => import('../features/agents/agent-page.tsx')),
});

/** Every About route. */
export const aboutRoutes = [
  aboutRoute,
  testimonialsRoute,
  brokerageRoute,
  areasOfServiceRoute,
  salesResultsRoute,
  agentDirectoryRoute,
  agentRoute,
] as const;
