import type { ContentPage } from '../content/content-query.ts';
import { CONTENT_MAX_PAGE_SIZE } from '../content/content-query.ts';
import type { PublicContent } from '../content/public-content.ts';
import { FOR_SALE_STATUSES } from '../listing/listing.ts';
import type { ListingStore } from '../listing/listing-store.port.ts';
import type { ListingVisibility } from '../search/search-use-cases.ts';
import { agentPath, articlePath, communityPath, listingPath } from '../site/public-paths.ts';
import type { SiteSettings } from '../site/site-settings.ts';
import { laterInstant, staticPublicPaths, type SitemapUrl } from './sitemap.ts';

/** Listings read per query while collecting the sitemap's listing pages. */
export const SITEMAP_LISTING_BATCH = 5_000;

/** What the sitemap is made from. */
export interface SitemapSources {
  readonly content: Pick<PublicContent, 'agents' | 'communities' | 'articles'>;
  readonly listings: Pick<ListingStore, 'search'>;
  readonly siteSettings: () => Promise<Pick<SiteSettings, 'teamSlug'>>;
  readonly visibility: ListingVisibility;
  /** Old addresses that redirect elsewhere: never listed (the sitemap names only addresses that answer 200). */
  readonly redirectTable?: () => Promise<ReadonlyMap<string, string>>;
}

async function everyPage<T>(
  list: (paging: { page: number; perPage: number }) => Promise<ContentPage<T>>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list({ page, perPage: CONTENT_MAX_PAGE_SIZE });
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}

async function forSaleListingIds(listings: SitemapSources['listings']): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += SITEMAP_LISTING_BATCH) {
    const page = await listings.search({
      statuses: FOR_SALE_STATUSES,
      sort: 'newest',
      limit: SITEMAP_LISTING_BATCH,
      offset,
    });
    ids.push(...page.listings.map((listing) => listing.ListingId));
    if (page.listings.length < SITEMAP_LISTING_BATCH || ids.length >= page.total) return ids;
  }
}

/**
 * Every public page for the sitemap: the fixed pages, every visible agent, every published
 * community and article (with when it last changed), and the page of every listing for sale
 * (Active, Active Under Contract, Coming Soon, Pending), in that order.
 */
export function createListSitemapUrls(sources: SitemapSources) {
  return async (): Promise<SitemapUrl[]> => {
    const [settings, agents, communities, articles, listingIds, redirected] = await Promise.all([
      sources.siteSettings(),
      everyPage((paging) => sources.content.agents(paging)),
      everyPage((paging) => sources.content.communities(paging)),
      everyPage((paging) => sources.content.articles(paging)),
      forSaleListingIds(sources.listings),
      sources.redirectTable?.() ?? Promise.resolve(new Map<string, string>()),
    ]);
    const urls: SitemapUrl[] = [
      ...staticPublicPaths(settings, sources.visibility).map((path) => ({ path, lastModified: null })),
      ...agents.map((agent) => ({ path: agentPath(agent.slug), lastModified: agent.updatedAt })),
      ...communities.map((community) => ({ path: communityPath(community.slug), lastModified: community.updatedAt })),
      ...articles.map((article) => ({
        path: articlePath(article, settings),
        lastModified: laterInstant(article.publishedAt, article.updatedAt),
      })),
      ...listingIds.map((id) => ({ path: listingPath(id), lastModified: null })),
    ];
    return urls.filter((url) => !redirected.has(url.path));
  };
}
