import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock, InMemoryAnalyticsSink, InMemoryAuditLog, InMemoryContactInbox, createInMemoryContentRepositories, InMemoryFooterLinkRepository, InMemoryListingStore, InMemoryMarketDataSource, InMemoryOpenHouseStore, InMemorySeoSettingsRepository, InMemoryImageRepository, InMemoryImageStorage, StubImageProcessor } from '@app/testing';
import { DEMO_SEO_SETTINGS, DEMO_SITE_SETTINGS, generateDemoListings } from '@app/demo';
import { SanitizeHtmlRichTextSanitizer } from '@app/adapters-rich-text';
import type { Listing, SiteSettingsRepository } from '@app/domain';
import { createServerServices } from '../composition/server-services.factory.ts';
import { createListingPhotos } from '../media/listing-photos/listing-photos.ts';
import { PhotoDiskCache } from '../media/listing-photos/photo-disk-cache.ts';
import { createHttpApp } from './app.ts';
import type { HttpAuthDeps } from './auth/auth-deps.ts';
import type { MicroCache } from './micro-cache.ts';

/** Where the test app keeps resized listing photos (only demo photos: it fetches from no host). */
const TEST_PHOTO_CACHE_DIR = join(tmpdir(), `palmetto-test-photo-cache-${process.pid}`);

/** The public origin of the test app's site. */
export const TEST_SITE_URL = 'https://www.palmettorealtygroup.com';

/** The HTTP app over in-memory fakes, for route tests through `app.request()`. */
export function createTestApp(options: { listings?: Listing[]; microCache?: MicroCache; closedListingsPublic?: boolean; auth?: HttpAuthDeps } = {}) {
  const clock = new FixedClock(Date.parse('2026-11-01T12:00:00Z'));
  const footerLinks = new InMemoryFooterLinkRepository({ clock });
  const listings = new InMemoryListingStore(options.listings ?? generateDemoListings({ count: 400 }));
  const openHouses = new InMemoryOpenHouseStore(listings);
  const contactInbox = new InMemoryContactInbox(clock);
  const siteSettings: SiteSettingsRepository = { get: async () => DEMO_SITE_SETTINGS };
  const seoSettings = new InMemorySeoSettingsRepository(DEMO_SEO_SETTINGS, clock);
  const content = createInMemoryContentRepositories(clock);
  const auditLog = new InMemoryAuditLog();
  const analytics = new InMemoryAnalyticsSink();
  const images = new InMemoryImageRepository(clock);
  const imageFiles = new InMemoryImageStorage();
  const services = createServerServices({
    clock,
    footerLinks,
    listings,
    openHouses,
    contactInbox,
    siteSettings,
    seoSettings,
    content,
    marketData: new InMemoryMarketDataSource(listings),
    auditLog,
    analytics,
    adminPortsFor: () => ({ footerLinks, content, seoSettings, images, imageFiles }),
    richText: new SanitizeHtmlRichTextSanitizer(),
    imageFiles,
    imageProcessor: new StubImageProcessor(),
    listingPhotos: createListingPhotos({ allowedHosts: [], cache: new PhotoDiskCache({ dir: TEST_PHOTO_CACHE_DIR, maxBytes: 8 * 1024 * 1024 }), processor: new StubImageProcessor() }),
    pingDatabase: async () => undefined,
    publicConfig: { closedListingsPublic: options.closedListingsPublic ?? true, mapTiles: null, siteUrl: TEST_SITE_URL },
    webBundle: null,
  });
  const app = createHttpApp(services, { microCache: options.microCache, clock, auth: options.auth });
  return { app, clock, footerLinks, listings, openHouses, contactInbox, content, auditLog, analytics, seoSettings, images, imageFiles, services };
}
