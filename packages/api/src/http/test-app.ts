import { InMemoryFooterLinkRepository, InMemoryListingStore, FixedClock } from '@app/testing';
import { DEMO_SITE_SETTINGS, generateDemoListings } from '@app/database';
import type { Listing, SiteSettingsRepository } from '@app/domain';
import { createServerServices } from '../composition/server-services.factory.ts';
import { createHttpApp } from './app.ts';
import type { MicroCache } from './micro-cache.ts';

/** The HTTP app over in-memory fakes, for route tests through `app.request()`. */
export function createTestApp(options: { listings?: Listing[]; microCache?: MicroCache } = {}) {
  const clock = new FixedClock(Date.parse('2026-11-01T12:00:00Z'));
  const footerLinks = new InMemoryFooterLinkRepository({ clock });
  const listings = new InMemoryListingStore(options.listings ?? generateDemoListings({ count: 400 }));
  const siteSettings: SiteSettingsRepository = { get: async () => DEMO_SITE_SETTINGS };
  const services = createServerServices({
    clock,
    footerLinks,
    listings,
    siteSettings,
    pingDatabase: async () => undefined,
    webBundle: null,
  });
  return { app: createHttpApp(services, { microCache: options.microCache }), clock, footerLinks, listings, services };
}
