import {
  listingSearchParams,
  MARKET_MONTHS_DEFAULT,
  SUBDIVISION_LIST_DEFAULT_LIMIT,
  type Clock,
  type ListingSearch,
  type MarketActivityRequest,
  type PublicContent,
  type PublicServices,
} from '@app/domain';
import { LRUCache } from 'lru-cache';

/** A value computed on demand and kept for a while; concurrent callers share one computation. */
export interface CachedValue<T> {
  get(): Promise<T>;
  /** The kept value when it is loaded and fresh, without waiting; undefined otherwise. */
  peek(): T | undefined;
  /** Drops the kept value so the next get() computes it again. */
  invalidate(): void;
}

/**
 * Keeps the result of `load` for `ttlMs`. A failed load is not kept. Used for answers that are
 * the same for every visitor (public footer, featured listings).
 */
export function createCachedValue<T>(load: () => Promise<T>, ttlMs: number, clock: Clock): CachedValue<T> {
  let kept: { value: Promise<T>; at: number; settled?: T } | undefined;
  let generation = 0;
  return {
    peek() {
      return kept !== undefined && clock.now() - kept.at < ttlMs ? kept.settled : undefined;
    },
    get() {
      if (kept !== undefined && clock.now() - kept.at < ttlMs) return kept.value;
      const started = generation;
      const value = load();
      const entry: { value: Promise<T>; at: number; settled?: T } = { value, at: clock.now() };
      kept = entry;
      value.then(
        (settled) => {
          entry.settled = settled;
        },
        () => {
          if (generation === started) kept = undefined;
        },
      );
      return value;
    },
    invalidate() {
      generation += 1;
      kept = undefined;
    },
  };
}

/** A loader cached per key, and how many keys it holds. */
export interface CachedPerKey<I, T> {
  (input: I): Promise<T>;
  /** How many keys are kept now (never more than `maxKeys`). */
  readonly keptKeys: () => number;
  /** Drops every kept answer (after a write that changes them). */
  readonly clear: () => void;
}

/**
 * Caches a loader per input, keyed by `keyOf(input)` (same time to live for all), keeping at
 * most `maxKeys` keys: the least recently used key is dropped first. The inputs come from
 * visitors (map areas, cities), so the count is the bound; each kept value is one answer of the
 * loader, whose own size the loader bounds (a page of results, the pins of one area).
 */
export function createCachedPerKey<I, T>(
  keyOf: (input: I) => string,
  load: (input: I) => Promise<T>,
  options: { ttlMs: number; clock: Clock; maxKeys: number },
): CachedPerKey<I, T> {
  const entries = new LRUCache<string, CachedValue<T>>({ max: options.maxKeys });
  const cached = (input: I): Promise<T> => {
    const key = keyOf(input);
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = createCachedValue(() => load(input), options.ttlMs, options.clock);
      entries.set(key, entry);
    }
    return entry.get();
  };
  return Object.assign(cached, { keptKeys: () => entries.size, clear: () => entries.clear() });
}

/** The public content with its answers kept a while, and a way to drop them all. */
export interface CachedPublicContent {
  readonly content: PublicContent;
  /** Drops every kept answer: called on every admin write that changes public data. */
  readonly clear: () => void;
}

/**
 * Keeps each answer of the public content use cases (per method and arguments) for `ttlMs`,
 * at most `maxKeys` argument sets per method. Server rendering asks for the same few answers on
 * every page (the home page's banners, communities, testimonials, agents and articles), so a
 * rendered page costs no database read while they are fresh. Admin writes clear them at once;
 * what changes by the clock alone (a scheduled article or banner) shows within `ttlMs`.
 */
export function cachePublicContent(
  content: PublicContent,
  options: { ttlMs: number; clock: Clock; maxKeys: number },
): CachedPublicContent {
  const caches: CachedPerKey<never, unknown>[] = [];
  const keep = <I, T>(load: (input: I) => Promise<T>): ((input: I) => Promise<T>) => {
    const cached = createCachedPerKey((input: I) => JSON.stringify(input ?? null), load, options);
    caches.push(cached);
    return cached;
  };
  return {
    content: {
      agents: keep((filter) => content.agents(filter)),
      agent: keep((slug) => content.agent(slug)),
      communities: keep((filter) => content.communities(filter)),
      community: keep((slug) => content.community(slug)),
      articles: keep((filter) => content.articles(filter)),
      article: keep((slug) => content.article(slug)),
      banners: keep((placement) => content.banners(placement)),
      testimonials: keep((filter) => content.testimonials(filter)),
      salesResults: keep((filter) => content.salesResults(filter)),
      page: keep((slug) => content.page(slug)),
    },
    clear: () => {
      for (const cache of caches) cache.clear();
    },
  };
}

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
/** Distinct place texts whose suggestions are kept (a few hundred bytes each): what visitors type most. */
const PLACE_QUERIES_KEPT = 512;
const SUBDIVISION_LIMIT_KEPT = 12;
/** Share images kept in the process (some 100 KB each): the pages shared most; browsers keep each for a year. */
const SHARE_IMAGES_KEPT = 24;
/** A share image's cut never changes (the library's files are written once), so it is kept an hour. */
const SHARE_IMAGE_TTL_MS = 60 * 60_000;

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
  const places = createCachedPerKey((text: string) => text.toLowerCase(), uncached.suggestPlaces, {
    ...cache,
    maxKeys: PLACE_QUERIES_KEPT,
  });
  const sentences = createCachedPerKey((sentence: string) => sentence.toLowerCase(), uncached.interpretSearch, {
    ...cache,
    maxKeys: PLACE_QUERIES_KEPT,
  });
  const siteSettings = createCachedValue(uncached.getSiteSettings, SHARED_ANSWER_TTL_MS, clock);
  const seoSettings = createCachedValue(uncached.getSeoSettings, SHARED_ANSWER_TTL_MS, clock);
  const monthlyCost = createCachedValue(uncached.monthlyCostSettings, SHARED_ANSWER_TTL_MS, clock);
  const content = cachePublicContent(uncached.content, { ...cache, maxKeys: CONTENT_QUERIES_KEPT });
  const footerLinks = createCachedValue(uncached.publicFooterLinks, SHARED_ANSWER_TTL_MS, clock);
  const sitemapUrls = createCachedValue(uncached.sitemapUrls, SITEMAP_TTL_MS, clock);
  const redirectTable = createCachedValue(uncached.redirectTable, SHARED_ANSWER_TTL_MS, clock);
  const market = createCachedPerKey(marketKey, uncached.marketActivity, {
    ttlMs: MARKET_ACTIVITY_TTL_MS,
    clock,
    maxKeys: MARKET_ANSWERS_KEPT,
  });
  const shareImages = createCachedPerKey(
    ({ imageId, focus }: { imageId: string; focus: { x: number; y: number } }) => `${imageId}|${focus.x}|${focus.y}`,
    ({ imageId, focus }) => uncached.readShareImage(imageId, focus),
    { ttlMs: SHARE_IMAGE_TTL_MS, clock, maxKeys: SHARE_IMAGES_KEPT },
  );
  const services: PublicServices = {
    ...uncached,
    readShareImage: (imageId, focus) => shareImages({ imageId, focus }),
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
    suggestPlaces: places,
    interpretSearch: sentences,
    getSiteSettings: () => siteSettings.get(),
    getSeoSettings: () => seoSettings.get(),
    monthlyCostSettings: () => monthlyCost.get(),
    content: content.content,
    sitemapUrls: () => sitemapUrls.get(),
    redirectTable: () => redirectTable.get(),
    marketActivity: market,
  };
  return {
    services,
    clear() {
      content.clear();
      shareImages.clear();
      footerLinks.invalidate();
      siteSettings.invalidate();
      seoSettings.invalidate();
      monthlyCost.invalidate();
      sitemapUrls.invalidate();
      redirectTable.invalidate();
    },
  };
}
