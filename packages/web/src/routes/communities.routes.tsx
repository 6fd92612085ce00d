import { createRoute } from '@tanstack/react-router';
import { communityPath, communityPlaceName, NOT_FOUND_SCREEN, systemClock } from '@app/domain';
import { breadcrumbJsonLd } from '../features/seo/breadcrumb-json-ld.ts';
import { communityJsonLd } from '../features/seo/place-json-ld.ts';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/communities`: every published community with its homes for sale right now (transparent top bar over the hero). */
const communitiesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/communities',
  loader: async ({ context }) =>
    (await importOrReload(() => import('../features/communities/load-communities.ts'))).loadCommunities(
      context.services,
    ),
  head: () =>
    pageHead(
      'Communities',
      'Guides to the Southwest Florida communities we know best, from Naples beachfront and golf villages to Fort Myers, Bonita Springs, Estero and Marco Island, with homes for sale in each.',
    ),
  component: lazyPage(() => import('../features/communities/communities-page.tsx')),
});

/** `/communities/{slug}`: a published community; an unknown or unpublished slug is not found (404). */
const communityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/communities/$slug',
  loader: async ({ context, params }) =>
    (await importOrReload(() => import('../features/communities/load-community.ts'))).loadCommunityPage(
      context.services,
      params.slug,
      new Date(systemClock.now()).toISOString(),
    ),
  head: ({ loaderData, match }) => {
    if (!loaderData) return pageHead(match.status === 'notFound' ? NOT_FOUND_SCREEN.title : 'Community');
    const { community } = loaderData;
    const { siteUrl } = match.context.config;
    const trail = [
      { name: 'Home', path: '/' },
      { name: 'Communities', path: '/communities' },
      { name: community.name, path: communityPath(community.slug) },
    ];
    return pageHead({
      title: communityPlaceName(community),
      description: community.summary,
      image: community.hero,
      jsonLd: [communityJsonLd(community, siteUrl), breadcrumbJsonLd(trail, siteUrl)],
    });
  },
  component: lazyPage(() => import('../features/communities/community-page.tsx')),
});

/** The community routes. */
export const communityRoutes = [communitiesRoute, communityRoute] as const;
