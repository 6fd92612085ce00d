import { OpenAPIHono } from '@hono/zod-openapi';
import { apiPageNotFoundMessage, systemClock, type Clock } from '@app/domain';
import type { ServerServices } from '../server-services.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { createAdminKit } from './admin/admin-kit.ts';
import { adminApiGuard } from './auth/admin-guard.ts';
import type { HttpAuthDeps } from './auth/auth-deps.ts';
import { passwordRoutes } from './auth/password.routes.ts';
import { signInRoutes } from './auth/sign-in.routes.ts';
import { handleError } from './errors.ts';
import type { MicroCache } from './micro-cache.ts';
import type { PageCache } from './page-cache/page-cache.ts';
import { contactRoutes } from './routes/contact.routes.ts';
import { contentRoutes } from './routes/content.routes.ts';
import { featuredRoutes } from './routes/featured.routes.ts';
import { footerRoutes } from './routes/footer.routes.ts';
import { listingRoutes } from './routes/listings.routes.ts';
import { listingPhotoRoutes } from './routes/listing-photo.routes.ts';
import { listsRoutes } from './routes/lists.routes.ts';
import { marketRoutes } from './routes/market.routes.ts';
import { mediaRoutes } from './routes/media.routes.ts';
import { imageFileRoutes } from './routes/image-files.routes.ts';
import { openHouseRoutes } from './routes/open-houses.routes.ts';
import { searchRoutes } from './routes/search.routes.ts';
import { seoRoutes } from './routes/seo.routes.ts';
import { seoSettingsRoutes } from './routes/seo-settings.routes.ts';
import { siteRoutes } from './routes/site.routes.ts';
import { systemRoutes } from './routes/system.routes.ts';
import { webRoutes } from './routes/web.routes.ts';

/**
 * The whole HTTP surface: the product API, the OpenAPI document, demo media, the browser
 * files and the server-rendered pages. With a micro-cache, answers that are the same for every
 * visitor are also kept in front of the router (see MicroCache); with a page cache, public pages
 * for anonymous visitors are kept compressed (see PageCache). Admin writes drop both. With `auth`,
 * sign-in and the admin API are served, and every `/api/admin/*` call and `/admin` page is guarded
 * on the server.
 */
export function createHttpApp(services: ServerServices, options: { microCache?: MicroCache; pageCache?: PageCache; clock?: Clock; auth?: HttpAuthDeps } = {}) {
  const app = new OpenAPIHono();
  app.onError(handleError);
  if (options.auth !== undefined) {
    const auth: HttpAuthDeps = { audit: services.admin.audit, ...options.auth };
    app.route('/', signInRoutes(auth));
    app.route('/', passwordRoutes(auth));
    app.use('/api/admin/*', adminApiGuard(auth));
    app.route('/', adminRoutes(services, createAdminKit(services.admin, [options.microCache, options.pageCache]), auth));
  }
  app.route('/', footerRoutes(services, options.microCache));
  app.route('/', listingRoutes(services, options.microCache));
  app.route('/', searchRoutes(services, options.microCache));
  app.route('/', listsRoutes(services, options.microCache));
  app.route('/', featuredRoutes(services));
  app.route('/', openHouseRoutes(services));
  app.route('/', contactRoutes(services, options.clock ?? systemClock));
  app.route('/', contentRoutes(services, options.microCache));
  app.route('/', marketRoutes(services, options.microCache));
  app.route('/', siteRoutes(services));
  app.route('/', seoSettingsRoutes(services));
  app.route('/', systemRoutes(services));
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Palmetto Realty Group site API', version: services.build.id },
  });
  app.all('/api/*', (c) => c.json({ error: apiPageNotFoundMessage(c.req.path) }, 404));
  app.route('/', seoRoutes(services));
  app.route('/', mediaRoutes());
  app.route('/', imageFileRoutes(services));
  app.route('/', listingPhotoRoutes(services.listingPhotos));
  if (services.web !== null) app.route('/', webRoutes(services.web, { auth: options.auth, pageServed: services.recordPageView, pageCache: options.pageCache }));
  return app;
}
