import { adminDocRoute, brokerPageRoute, homeRoute, notAuthorizedRoute, teamArticlesRoute } from './page.routes.tsx';
import { plannedAdminRoutes, plannedPublicRoutes } from './planned.routes.tsx';
import { rootRoute } from './root.route.tsx';

/** Every route of the spec's tables, public and admin. */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  notAuthorizedRoute,
  teamArticlesRoute,
  brokerPageRoute,
  adminDocRoute,
  ...plannedPublicRoutes,
  ...plannedAdminRoutes,
]);
