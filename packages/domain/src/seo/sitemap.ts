import { ARTICLE_CATEGORIES } from '../content/article.ts';
import { LISTING_LISTS, isListingListPublic, type ListingListName } from '../search/listing-lists.ts';
import type { ListingVisibility } from '../search/search-use-cases.ts';
import { articleCategoryPath } from '../site/public-paths.ts';
import type { SiteSettings } from '../site/site-settings.ts';

/** The most URLs one sitemap file may hold (sitemaps.org); more go into a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

/** One page a search engine should know about: its site-relative path and, when known, when it last changed (ISO 8601).
 * */
export interface SitemapUrl {
  readonly path: string;
  readonly lastModified: string | null;
}

/** Public pages with a fixed path (parameter-free routes of the spec), before the category lists. */
const FIXED_PUBLIC_PATHS = [
  '/',
  '/search',
  '/search/map',
  '/about',
  '/about/testimonials',
  '/about/our-brokerage',
  '/about/areas-of-service',
  '/about/our-sales-results',
  '/about/meet-our-agents',
  '/communities',
  '/featured-properties',
  '/featured-properties/open-houses',
  '/resources',
  '/resources/market-activity',
  '/sell',
  '/contact-us',
  '/privacy-policy',
] as const;

/**
 * Every public page with a fixed path: the spec's parameter-free public routes (not the sign-in,
 * password and refusal screens), each article category's list (the team's under its own name)
 * and the listing lists the feed's licence allows.
 */
export function staticPublicPaths(settings: Pick<SiteSettings, 'teamSlug'>, visibility: ListingVisibility): string[] {
  const lists = (Object.keys(LISTING_LISTS) as ListingListName[])
    .filter((name) => isListingListPublic(name, visibility))
    .map((name) => LISTING_LISTS[name].path);
  const categories = ARTICLE_CATEGORIES.map((category) => articleCategoryPath(category, settings));
  return [...FIXED_PUBLIC_PATHS, ...lists, ...categories];
}

/** Splits URLs into sitemap files of at most `max` each, in order (none for no URLs). */
export function sitemapChunks<T>(urls: readonly T[], max: number = SITEMAP_MAX_URLS): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < urls.length; start += max) chunks.push(urls.slice(start, start + max));
  return chunks;
}

/** The later of two ISO instants (null when both are missing). */
export function laterInstant(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
