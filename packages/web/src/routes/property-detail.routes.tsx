import { createRoute } from '@tanstack/react-router';
import { NOT_FOUND_SCREEN, systemClock } from '@app/domain';
import type { PropertyDetailData, PropertyKey } from '../features/property-detail/load-property-detail.ts';
import { propertyHead } from '../features/property-detail/property-head.ts';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import type { RouterContext } from '../app/router-context.ts';
import { importOrReload } from './lazy-import.ts';
import { PropertyErrorScreen } from './lazy-screens.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

const PropertyDetailPage = lazyPage(() => import('../features/property-detail/property-detail-page.tsx'));

/** The page component of one path form: the lazy page fed with that route's loader data (its chunk preloads with the
 * route). */
function detailComponent(useData: () => PropertyDetailData) {
  function PropertyDetail() {
    const data = useData();
    return <PropertyDetailPage key={data.property.ListingKey} data={data} />;
  }
  return Object.assign(PropertyDetail, {
    preload: () => PropertyDetailPage.preload?.() ?? Promise.resolve(),
    pageModule: PropertyDetailPage.pageModule,
  });
}

async function load(context: RouterContext, key: PropertyKey): Promise<PropertyDetailData> {
  const { loadPropertyDetail } = await importOrReload(
    () => import('../features/property-detail/load-property-detail.ts'),
  );
  return loadPropertyDetail(
    {
      services: context.services,
      store: context.stores.property,
      config: context.config,
      now: () => systemClock.now(),
    },
    key,
  );
}

function head({
  loaderData,
  match,
}: {
  loaderData?: PropertyDetailData;
  match: { status: string; context: RouterContext };
}) {
  if (loaderData) return propertyHead(loaderData.property, match.context.config.siteUrl);
  return pageHead(match.status === 'notFound' ? NOT_FOUND_SCREEN.title : 'Property Details');
}

/** `/properties/{listingId}`: a listing by its MLS number (the canonical form). */
const propertyByIdRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/properties/$listingId',
  loader: ({ context, params }) => load(context, { listingId: params.listingId }),
  head,
  component: detailComponent((): PropertyDetailData => propertyByIdRoute.useLoaderData()),
  errorComponent: PropertyErrorScreen,
});

/** `/property/{listingId}`: the spec's second path form of the same page. */
const propertyAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/property/$listingId',
  loader: ({ context, params }) => load(context, { listingId: params.listingId }),
  head,
  component: detailComponent((): PropertyDetailData => propertyAliasRoute.useLoaderData()),
  errorComponent: PropertyErrorScreen,
});

/** `/featured-properties/{slug}`: one of the team's own listings by its address slug. */
const featuredPropertyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/featured-properties/$slug',
  loader: ({ context, params }) => load(context, { slug: params.slug }),
  head,
  component: detailComponent((): PropertyDetailData => featuredPropertyRoute.useLoaderData()),
  errorComponent: PropertyErrorScreen,
});

/** The three path forms of the property detail page. */
export const propertyDetailRoutes = [propertyByIdRoute, propertyAliasRoute, featuredPropertyRoute] as const;
