import { FixedClock, InMemoryContactInbox, createInMemoryContentRepositories, InMemoryFooterLinkRepository, InMemoryListingStore, InMemoryMarketDataSource, InMemoryOpenHouseStore } from '@app/testing';
import { DEMO_SITE_SETTINGS, generateDemoListings } from '@app/database';
import type { Listing, SiteSettingsRepository } from '@app/domain';
import { createServerServices } from '../composition/server-services.factory.ts';
import { createHttpApp } from './app.ts';
import type { MicroCache } from './micro-cache.ts';

/** The public origin of the test app's site. */
export const TEST_SITE_URL = 'https://www.palmettorealtygroup.com';

/** The HTTP app over in-memory fakes, for route tests through `app.request()`. */
export function createTestApp(options: { listings?: Listing[]; microCache?: MicroCache; closedListingsPublic?: boolean } = {}) {
  const clock = new FixedClock(Date.parse('2026-11-01T12:00:00Z'));
  const footerLinks = new InMemoryFooterLinkRepository({ clock });
  const listings = new InMemoryListingStore(options.listings ?? generateDemoListings({ count: 400 }));
  const openHouses = new InMemoryOpenHouseStore(listings);
  const contactInbox = new InMemoryContactInbox(clock);
  const siteSettings: SiteSettingsRepository = { get: async () => DEMO_SITE_SETTINGS };
  const content = createInMemoryContentRepositories(clock);
  const services = createServerServices({
    clock,
    footerLinks,
    listings,
    openHouses,
    contactInbox,
    siteSettings,
    content,
    marketData: new InMemoryMarketDataSource(listings),
    pingDatabase: async () => undefined,
    publicConfig: { closedListingsPublic: options.closedListingsPublic ?? true, mapTiles: null, siteUrl: TEST_SITE_URL },
    webBundle: null,
  });
  const app = createHttpApp(services, { microCache: options.microCache, clock });
  return { app, clock, footerLinks, listings, openHouses, contactInbox, content, services };
}
