import {
  listingSearchParams,
  MARKET_MONTHS_DEFAULT,
  SUBDIVISION_LIST_DEFAULT_LIMIT,
  type Clock,
  type ListingSearch,
  type MarketActivityRequest,
  type PublicServices,
} from '@app/domain';
import { createCachedPerKey } from './cached-per-key.ts';
import { cachePublicContent } from './cached-public-content.ts';
import { createCachedValue } from './cached-value.ts';

/** How long answers that are the same for every visitor are kept in the process. */
export const SHARED_ANSWER_TTL_MS = 60_000;
/** How long the sitemap's list of pages is kept (search engines fetch it rarely; it reads every page's key). */
const SITEMAP_TTL_MS = 5 * 60_000;
/** How long computed market figures are kept: they move by the day, and a county takes a second to compute. */
export const MARKET_ACTIVITY_TTL_MS = 5 * 60_000;
/** Distinct (city, months) market answers kept: every city at the usual lengths. */
const MARKET_ANSWERS_KEPT = 60;
/**
 * Distinct pin queries kept (the whole-county view and the most recent map areas). A whole-county
 * answer is about 50,000 pins, some 7 MB of objects, so a few keep the repeat view fast without
 * letting a flood of distinct map queries hold much memory.
 */
const PIN_QUERIES_KEPT = 4;
/** Distinct argument sets kept per public content query (pages, filters and slugs visitors ask for). */
const CONTENT_QUERIES_KEPT = 64;
/**
 * Subdivisions whose homes for sale are kept, for lists of at most SUBDIVISION_LIMIT_KEPT homes:
 * every property page shows the other homes of its subdivision (seven asked for), the same answer
 * for all of the subdivision's listings. A whole listing is some 10 to 30 KB of objects, so the
 * kept answers stay within a few megabytes; longer lists (the API allows 200) are not kept.
 */
const SUBDIVISION_QUERIES_KEPT = 32;
const SUBDIVISION_LIMIT_KEPT = 12;

/** The public use cases with their shared answers kept a while, and a way to drop them all. */
export interface CachedPublicServices {
  readonly services: PublicServices;
  /** Drops every kept answer that public data makes (called when an admin write changes it). */
  clear(): void;
}

/** Pins ignore the page and the order, so searches differing only there share their pins. */
function pinsKey(search: ListingSearch): string {
  return new URLSearchParams(listingSearchParams({ ...search, page: 1, sort: 'newest' })).toString();
}

const marketKey = (request: MarketActivityRequest) =>
  `${request.city?.toLowerCase() ?? ''}|${request.months ?? MARKET_MONTHS_DEFAULT}`;
const subdivisionKey = (input: { subdivision: string; limit?: number }) =>
  JSON.stringify([input.subdivision, input.limit ?? null]);

/**
 * Keeps the answers that are the same for every visitor: the footer, the team's listings, a
 * subdivision's homes, map pins, the settings, the content, the sitemap and market figures.
 */
export function cachePublicServices(uncached: PublicServices, clock: Clock): CachedPublicServices {
  const cache = { ttlMs: SHARED_ANSWER_TTL_MS, clock };
  const officeListings = createCachedPerKey(
    (office: string) => office,
    (office) => uncached.listOfficeListings({ listOfficeMlsId: office }),
    { ...cache, maxKeys: 20 },
  );
  const pins = createCachedPerKey(pinsKey, uncached.listingPins, { ...cache, maxKeys: PIN_QUERIES_KEPT });
  const subdivisions = createCachedPerKey(subdivisionKey, uncached.listSubdivisionListings, {
    ...cache,
    maxKeys: SUBDIVISION_QUERIES_KEPT,
  });
  const siteSettings = createCachedValue(uncached.getSiteSettings, SHARED_ANSWER_TTL_MS, clock);
  const seoSettings = createCachedValue(uncached.getSeoSettings, SHARED_ANSWER_TTL_MS, clock);
  const content = cachePublicContent(uncached.content, { ...cache, maxKeys: CONTENT_QUERIES_KEPT });
  const footerLinks = createCachedValue(uncached.publicFooterLinks, SHARED_ANSWER_TTL_MS, clock);
  const sitemapUrls = createCachedValue(uncached.sitemapUrls, SITEMAP_TTL_MS, clock);
  const market = createCachedPerKey(marketKey, uncached.marketActivity, {
    ttlMs: MARKET_ACTIVITY_TTL_MS,
    clock,
    maxKeys: MARKET_ANSWERS_KEPT,
  });
  const services: PublicServices = {
    ...uncached,
    publicFooterLinks: () => footerLinks.get(),
    listOfficeListings: (input) =>
      input.listOfficeMlsId !== undefined && input.limit === undefined
        ? officeListings(input.listOfficeMlsId)
        : uncached.listOfficeListings(input),
    listSubdivisionListings: (input) =>
      (input.limit ?? SUBDIVISION_LIST_DEFAULT_LIMIT) <= SUBDIVISION_LIMIT_KEPT
        ? subdivisions(input)
        : uncached.listSubdivisionListings(input),
    listingPins: pins,
    getSiteSettings: () => siteSettings.get(),
    getSeoSettings: () => seoSettings.get(),
    content: content.content,
    sitemapUrls: () => sitemapUrls.get(),
    marketActivity: market,
  };
  return {
    services,
    clear() {
      content.clear();
      footerLinks.invalidate();
      siteSettings.invalidate();
      seoSettings.invalidate();
      sitemapUrls.invalidate();
    },
  };
}
