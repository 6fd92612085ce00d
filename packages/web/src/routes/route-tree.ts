import { adminDocRoute, brokerPageRoute, homeRoute, notAuthorizedRoute } from './page.routes.tsx';
import { aboutRoutes } from './about.routes.tsx';
import { communityRoutes } from './communities.routes.tsx';
import { resourcesRoutes } from './resources.routes.tsx';
import { plannedAdminRoutes } from './planned.routes.tsx';
import { listingListRoutes } from './listing-lists.routes.tsx';
import { propertyDetailRoutes } from './property-detail.routes.tsx';
import { rootRoute } from './root.route.tsx';
import { searchRoute } from './search.routes.tsx';
import { searchMapRoute } from './search-map.routes.tsx';
import { openHousesRoute } from './open-houses.routes.tsx';
import { contactRoute } from './contact.routes.tsx';
import { marketActivityRoute } from './market-activity.routes.tsx';
import { privacyPolicyRoute } from './privacy-policy.routes.tsx';
import { loginRoute, resetPasswordRoute } from './auth.routes.tsx';

/** Every route of the spec's tables, public and admin. */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  searchRoute,
  searchMapRoute,
  openHousesRoute,
  ...listingListRoutes,
  ...propertyDetailRoutes,
  notAuthorizedRoute,
  contactRoute,
  privacyPolicyRoute,
  ...aboutRoutes,
  ...communityRoutes,
  ...resourcesRoutes,
  marketActivityRoute,
  loginRoute,
  resetPasswordRoute,
  brokerPageRoute,
  adminDocRoute,
  ...plannedAdminRoutes,
]);
