import {
  createAdminServices,
  createPreviewLinks,
  createPublicServices,
  createVisitorServices,
  type AdminServicesFor,
  type PublicDataChanged,
} from '@app/domain';
import { cachePublicServices } from '../cache/cached-public-services.ts';
import { clientAddressUnder } from '../http/client-address.ts';
import { logRecovered } from '../logging/logger.ts';
import { createPageViewRecorder } from './page-view-recorder.ts';
import { TOKENS } from './tokens.ts';
import type { TypedContainer } from './typed-container.ts';

/**
 * Binds the application layer over the ports already bound: the public use cases (with their
 * shared answers cached), the "public data changed" notification (this process's caches, then the
 * other processes' through the change bus), the per-user admin use cases
 * and the HTTP services. The server and the route tests call this same function, with adapters
 * or fakes bound for the ports.
 */
export function bindApplication(container: TypedContainer): TypedContainer {
  const T = TOKENS;
  container.resolved(
    T.cachedPublicServices,
    [
      T.clock,
      T.publicConfig,
      T.footerLinkRepository,
      T.listingStore,
      T.placeSuggestions,
      T.openHouseStore,
      T.listingHistory,
      T.listingSyncLog,
      T.contactInbox,
      T.siteSettingsRepository,
      T.seoSettingsRepository,
      T.contentRepositories,
      T.marketDataSource,
      T.analyticsSink,
      T.analyticsDestinations,
      T.publicImageFiles,
      T.imageProcessor,
      T.libraryImages,
      T.pingDatabase,
      T.redirectStore,
      T.leadRoutingStore,
      T.mailer,
      T.closedSales,
      T.monthlyCostSettingsStore,
    ],
    (
      clock,
      visibility,
      footerLinks,
      listings,
      places,
      openHouses,
      listingHistory,
      listingSyncLog,
      contactInbox,
      siteSettings,
      seoSettings,
      content,
      marketData,
      analytics,
      analyticsDestinations,
      imageFiles,
      imageProcessor,
      libraryImages,
      pingDatabase,
      redirects,
      leadRouting,
      mailer,
      closedSales,
      monthlyCostSettings,
    ) =>
      cachePublicServices(
        createPublicServices({
          clock,
          visibility,
          footerLinks,
          listings,
          places,
          openHouses,
          listingHistory,
          listingSyncLog,
          contactInbox,
          siteSettings,
          seoSettings,
          content,
          marketData,
          analytics,
          analyticsDestinations,
          imageFiles,
          imageProcessor,
          libraryImages,
          pingDatabase,
          redirects,
          leads: {
            routing: leadRouting,
            mailer,
            siteUrl: visibility.siteUrl,
            report: (what, error) => logRecovered(`A new lead was kept, but could not ${what}:`, error),
          },
          closedSales,
          monthlyCostSettings,
        }),
        clock,
      ),
  );
  container.resolved(T.dropLocalCaches, [T.cachedPublicServices, T.answerCaches], (cached, caches) => () => {
    cached.clear();
    caches.microCache?.clear();
    caches.pageCache?.clear();
  });
  // This process drops its caches at once (its next reader sees the change), then tells the others.
  container.resolved(
    T.publicDataChanged,
    [T.dropLocalCaches, T.changeBus],
    (dropLocalCaches, bus): PublicDataChanged => ({
      publicDataChanged() {
        dropLocalCaches();
        bus
          .publish()
          .catch((error: unknown) => logRecovered('The other servers could not be told of a change:', error));
      },
    }),
  );
  container.resolved(
    T.adminServicesFor,
    [
      T.adminPortsFor,
      T.clock,
      T.auditLog,
      T.publicDataChanged,
      T.contactInbox,
      T.listingStore,
      T.analyticsSink,
      T.richText,
      T.imageProcessor,
      T.auth,
      T.newId,
      T.siteSettingsRepository,
      T.leadRoutingStore,
      T.monthlyCostSettingsStore,
    ],
    (
      portsFor,
      clock,
      audit,
      publicData,
      contacts,
      listings,
      analytics,
      richText,
      imageProcessor,
      auth,
      newId,
      siteSettingsRepository,
      leadRouting,
      monthlyCostSettings,
    ): AdminServicesFor => {
      const siteSettings = () => siteSettingsRepository.get();
      const shared = {
        clock,
        audit,
        publicData,
        contacts,
        leadRouting,
        monthlyCostSettings,
        listings,
        analytics,
        richText,
        imageProcessor,
        newId,
      };
      const users = {
        userAdmin: auth?.userAdmin ?? null,
        factorAdmin: auth?.factors ?? null,
        sentInvitations: auth?.sentInvitations ?? (async () => []),
      };
      return (session) =>
        createAdminServices({ ...shared, ...users, siteSettings }, portsFor(session.accessToken), session);
    },
  );
  container.resolved(T.visitorServicesFor, [T.savedListsFor, T.cachedPublicServices], (savedListsFor, cached) =>
    createVisitorServices({ savedListsFor, getListing: cached.services.getListing }),
  );
  container.resolved(T.appServices, [T.cachedPublicServices, T.adminServicesFor], (cached, forAdmin) => ({
    ...cached.services,
    forAdmin,
  }));
  container.resolved(T.previewLinks, [T.contentRepositories, T.previewSigner, T.clock], (content, signer, clock) =>
    createPreviewLinks({ content, signer, clock }),
  );
  container.resolved(
    T.serverHost,
    [
      T.appServices,
      T.publicConfig,
      T.siteOrigin,
      T.webBundle,
      T.listingPhotos,
      T.analyticsSink,
      T.clock,
      T.previewLinks,
    ],
    (app, publicConfig, siteOrigin, bundle, listingPhotos, analytics, clock, previews) => ({
      build: bundle?.build ?? { id: 'development', builtAt: new Date(0).toISOString() },
      web:
        bundle === null
          ? null
          : {
              clientDir: bundle.clientDir,
              renderPage: bundle.createPageRenderer({
                services: app,
                manifest: bundle.manifest,
                stylesheets: bundle.stylesheets,
                buildId: bundle.build.id,
                config: publicConfig,
                openPreview: (token) => previews.open(token),
              }),
            },
      listingPhotos,
      publicConfig,
      siteOrigin,
      pageServed: createPageViewRecorder(analytics, clock),
    }),
  );
  container.resolved(
    T.httpServices,
    [
      T.appServices,
      T.serverHost,
      T.clock,
      T.auth,
      T.auditLog,
      T.answerCaches,
      T.proxyTrust,
      T.attemptCounters,
      T.visitorServicesFor,
      T.previewLinks,
    ],
    (app, host, clock, auth, audit, caches, proxyTrust, counters, servicesFor, previews) => ({
      app,
      previews,
      host,
      clock,
      auth:
        auth === null
          ? null
          : { gateway: auth.gateway, forBrowser: auth.forBrowser, factors: auth.factors, clock, audit },
      limits: { clientAddress: clientAddressUnder(proxyTrust), counters },
      visitors: auth?.visitors === undefined ? null : { auth: auth.visitors, servicesFor, clock },
      ...caches,
    }),
  );
  return container;
}
