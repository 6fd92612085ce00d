import { OpenAPIHono } from '@hono/zod-openapi';
import { apiPageNotFoundMessage } from '@app/domain';
import type { HttpServices } from '../server-services.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { adminServices } from './admin/admin-env.ts';
import { IMAGE_UPLOAD_BODY_LIMIT } from './admin/images.routes.ts';
import { adminApiGuard } from './auth/admin-guard.ts';
import { profileRoutes } from './auth/profile.routes.ts';
import { twoStepRoutes } from './auth/two-step.routes.ts';
import { passwordRoutes } from './auth/password.routes.ts';
import { signInRoutes } from './auth/sign-in.routes.ts';
import { limitRequestBodies } from './edge/body-limit.ts';
import { createPagePolicy } from './edge/content-security-policy.ts';
import { checkRequestOrigin } from './edge/origin-check.ts';
import { everyAnswerHeaders } from './edge/security-headers.ts';
import { rejectInvalidText } from './edge/text-input.ts';
import { handleError } from './errors.ts';
import { memoryAttemptCounters } from '../limits/memory-attempt-counters.ts';
import { contactRoutes } from './routes/contact.routes.ts';
import { contentRoutes } from './routes/content.routes.ts';
import { eventsRoutes } from './routes/events.routes.ts';
import { createViewedHomes } from './visitor/viewed-homes.ts';
import { featuredRoutes } from './routes/featured.routes.ts';
import { footerRoutes } from './routes/footer.routes.ts';
import { listingRoutes } from './routes/listings.routes.ts';
import { listingPhotoRoutes } from './routes/listing-photo.routes.ts';
import { listsRoutes } from './routes/lists.routes.ts';
import { marketRoutes } from './routes/market.routes.ts';
import { homeValueRoutes } from './routes/home-value.routes.ts';
import { listingQrRoutes } from './routes/listing-qr.routes.ts';
import { mediaRoutes } from './routes/media.routes.ts';
import { imageFileRoutes } from './routes/image-files.routes.ts';
import { openHouseRoutes } from './routes/open-houses.routes.ts';
import { searchRoutes } from './routes/search.routes.ts';
import { placesRoutes } from './routes/places.routes.ts';
import { interpretRoutes } from './routes/interpret.routes.ts';
import { seoRoutes } from './routes/seo.routes.ts';
import { seoSettingsRoutes } from './routes/seo-settings.routes.ts';
import { siteRoutes } from './routes/site.routes.ts';
import { monthlyCostRoutes } from './routes/monthly-cost.routes.ts';
import { systemRoutes } from './routes/system.routes.ts';
import { webRoutes } from './routes/web.routes.ts';
import { alertUnsubscribeRoutes } from './visitor/alert-unsubscribe.routes.ts';
import { newsletterAdminRoutes } from './newsletter/newsletter-admin.routes.ts';
import { newsletterLinkRoutes } from './newsletter/newsletter-link.routes.ts';
import { newsletterSignUpRoutes } from './newsletter/newsletter-sign-up.routes.ts';
import { savedListsRoutes } from './visitor/saved-lists.routes.ts';
import { coBuyerRoutes } from './visitor/co-buyer.routes.ts';
import { visitorAuthRoutes } from './visitor/visitor-auth.routes.ts';

/**
 * The whole HTTP surface: the product API, the OpenAPI document, demo media, the browser
 * files and the server-rendered pages. With a micro-cache, answers that are the same for every
 * visitor are also kept in front of the router (see MicroCache); with a page cache, public pages
 * for anonymous visitors are kept compressed (see PageCache). Admin writes drop both. With `auth`,
 * sign-in and the admin API are served, and every `/api/admin/*` call and `/admin` page is guarded
 * on the server.
 *
 * In front of every route, in this order (docs/security.md): the headers every answer carries
 * (nosniff), the Origin check of state-changing requests, the admin guard, the body limit, and the
 * refusal of text with NUL or unpaired surrogates.
 */
export function createHttpApp(services: HttpServices) {
  const { app: use, host, auth, microCache, pageCache } = services;
  const app = new OpenAPIHono();
  app.onError(handleError);
  app.use('*', everyAnswerHeaders());
  app.use('*', checkRequestOrigin(host.siteOrigin));
  // The admin guard reads only cookies: it runs before any body is read, so a visitor's upload is never buffered.
  if (auth !== null) app.use('/api/admin/*', adminApiGuard(auth), adminServices(use));
  app.use('*', limitRequestBodies({ routes: [IMAGE_UPLOAD_BODY_LIMIT] }));
  app.use('*', rejectInvalidText());
  if (auth !== null) {
    app.route('/', signInRoutes(auth, services.limits));
    app.route('/', passwordRoutes(auth, host.publicConfig.siteUrl, services.limits));
    app.route('/', profileRoutes(auth, services.limits));
    if (auth.factors !== undefined) app.route('/', twoStepRoutes({ ...auth, factors: auth.factors }, services.limits));
    app.route('/', adminRoutes(use, host.publicConfig.siteUrl, services.previews));
  }
  if (services.visitors) {
    app.route('/', visitorAuthRoutes(services.visitors, host.publicConfig.siteUrl, services.limits));
    app.route('/', savedListsRoutes(services.visitors));
    if (services.coBuyers) app.route('/', coBuyerRoutes(services.visitors, services.coBuyers));
  }
  if (services.alerts) app.route('/', alertUnsubscribeRoutes(services.alerts));
  if (services.newsletter) {
    app.route('/', newsletterSignUpRoutes(services.newsletter, services.limits));
    app.route('/', newsletterLinkRoutes(services.newsletter));
    if (auth !== null) app.route('/', newsletterAdminRoutes(services.newsletter));
  }
  app.route('/', footerRoutes(use, microCache));
  app.route('/', listingRoutes(use, microCache));
  app.route('/', searchRoutes(use, microCache));
  app.route('/', placesRoutes(use, microCache));
  app.route('/', interpretRoutes(use, microCache));
  app.route('/', listsRoutes(use, host.publicConfig, microCache));
  app.route('/', featuredRoutes(use));
  app.route('/', openHouseRoutes(use));
  app.route('/', contactRoutes(use, services.limits));
  // Beacons are many and cheap: counted in this process's memory rather than a database row each (ADR 0024).
  const viewedHomes = services.visitors ? createViewedHomes(services.visitors, services.clock) : undefined;
  app.route(
    '/',
    eventsRoutes(
      use,
      { ...services.limits, counters: memoryAttemptCounters() },
      services.clock,
      undefined,
      viewedHomes,
    ),
  );
  app.route('/', contentRoutes(use, microCache));
  app.route('/', marketRoutes(use, microCache));
  app.route('/', homeValueRoutes(use, microCache));
  app.route('/', listingQrRoutes(use, host.publicConfig.siteUrl));
  app.route('/', siteRoutes(use));
  app.route('/', monthlyCostRoutes(use));
  app.route('/', seoSettingsRoutes(use));
  app.route('/', systemRoutes(use, host.build));
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Palmetto Realty Group site API', version: host.build.id },
  });
  app.all('/api/*', (c) => c.json({ error: apiPageNotFoundMessage(c.req.path) }, 404));
  app.route('/', seoRoutes(use, host.publicConfig.siteUrl));
  app.route('/', mediaRoutes());
  app.route('/', imageFileRoutes(use));
  app.route('/', listingPhotoRoutes(host.listingPhotos));
  if (host.web !== null)
    app.route(
      '/',
      webRoutes(host.web, {
        auth: auth ?? undefined,
        pageServed: host.pageServed,
        pageCache,
        policy: createPagePolicy({ mapTileUrl: host.publicConfig.mapTiles?.url }),
        redirectFor: async (path) => (await use.redirectTable()).get(path) ?? null,
      }),
    );
  return app;
}
