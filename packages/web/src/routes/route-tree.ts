import { adminDocRoute, brokerPageRoute, homeRoute, notAuthorizedRoute, teamArticlesRoute } from './page.routes.tsx';
import { plannedAdminRoutes, plannedPublicRoutes } from './planned.routes.tsx';
import { listingListRoutes } from './listing-lists.routes.tsx';
import { propertyDetailRoutes } from './property-detail.routes.tsx';
import { rootRoute } from './root.route.tsx';
import { searchRoute } from './search.routes.tsx';
import { searchMapRoute } from './search-map.routes.tsx';
import { openHousesRoute } from './open-houses.routes.tsx';

/** Every route of the spec's tables, public and admin. */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  searchRoute,
  searchMapRoute,
  openHousesRoute,
  ...listingListRoutes,
  ...propertyDetailRoutes,
  notAuthorizedRoute,
  teamArticlesRoute,
  brokerPageRoute,
  adminDocRoute,
  ...plannedPublicRoutes,
  ...plannedAdminRoutes,
]);
