import { homeRoute, notAuthorizedRoute } from './page.routes.tsx';
import { adminDocsRoutes } from './admin-docs.routes.tsx';
import { aboutRoutes } from './about.routes.tsx';
import { communityRoutes } from './communities.routes.tsx';
import { resourcesRoutes } from './resources.routes.tsx';
import { adminImageLibraryRoute } from './admin-image-library.routes.tsx';
import { listingListRoutes } from './listing-lists.routes.tsx';
import { propertyDetailRoutes } from './property-detail.routes.tsx';
import { rootRoute } from './root.route.tsx';
import { searchRoute } from './search.routes.tsx';
import { searchMapRoute } from './search-map.routes.tsx';
import { openHousesRoute } from './open-houses.routes.tsx';
import { featuredPropertiesRoute } from './featured-properties.routes.tsx';
import { contactRoute } from './contact.routes.tsx';
import { newsletterRoute } from './newsletter.routes.tsx';
import { marketActivityRoute } from './market-activity.routes.tsx';
import { sellRoute } from './sell.routes.tsx';
import { monthlyCostMethodRoute } from './monthly-cost-method.routes.tsx';
import { privacyPolicyRoute } from './privacy-policy.routes.tsx';
import { loginRoute, resetPasswordRoute } from './auth.routes.tsx';
import { accountCoBuyerRoute, accountRoute, accountSignInRoute } from './account.routes.tsx';
import { adminFooterLinksRoute } from './admin-footer-links.routes.tsx';
import { adminUsersRoute } from './admin-users.routes.tsx';
import { adminAccountRoute } from './admin-account.routes.tsx';
import { adminArticleRoutes } from './admin-articles.routes.tsx';
import { adminEditorialRoutes } from './admin-editorial.routes.tsx';
import { adminPeopleRoutes } from './admin-people.routes.tsx';
import { adminRedirectsRoute } from './admin-redirects.routes.tsx';
import { adminTrashRoute } from './admin-trash.routes.tsx';
import { adminActivityRoute } from './admin-activity.routes.tsx';
import { adminLeadRoutingRoute } from './admin-lead-routing.routes.tsx';
import { adminMonthlyCostRoute } from './admin-monthly-cost.routes.tsx';
import { adminSeoRoute } from './admin-seo.routes.tsx';
import { adminContactsRoute } from './admin-contacts.routes.tsx';
import { adminNewsletterRoute } from './admin-newsletter.routes.tsx';
import { adminDashboardRoutes } from './admin-dashboard.routes.tsx';

/** Every route of the spec's tables, public and admin. */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  searchRoute,
  searchMapRoute,
  openHousesRoute,
  featuredPropertiesRoute,
  ...listingListRoutes,
  ...propertyDetailRoutes,
  notAuthorizedRoute,
  contactRoute,
  newsletterRoute,
  privacyPolicyRoute,
  ...aboutRoutes,
  ...communityRoutes,
  ...resourcesRoutes,
  marketActivityRoute,
  sellRoute,
  monthlyCostMethodRoute,
  loginRoute,
  resetPasswordRoute,
  accountRoute,
  accountSignInRoute,
  accountCoBuyerRoute,
  ...adminDocsRoutes,
  adminFooterLinksRoute,
  adminUsersRoute,
  adminAccountRoute,
  ...adminArticleRoutes,
  ...adminEditorialRoutes,
  ...adminPeopleRoutes,
  adminSeoRoute,
  adminRedirectsRoute,
  adminTrashRoute,
  adminActivityRoute,
  adminContactsRoute,
  adminLeadRoutingRoute,
  adminMonthlyCostRoute,
  adminNewsletterRoute,
  ...adminDashboardRoutes,
  adminImageLibraryRoute,
]);
