import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryListingStore, listingsArbitrary } from '@app/testing';
import type { ContentPage } from '../content/content-query.ts';
import { FOR_SALE_STATUSES } from '../listing/listing.ts';
import { staticPublicPaths } from './sitemap.ts';
import { createListSitemapUrls, type SitemapSources } from './sitemap-use-cases.ts';

const stamp = '2026-10-01T12:00:00.000Z';

/** A public list over an array, answering pages the way the content use cases do. */
function pagedList<T>(items: readonly T[]) {
  return async ({ page = 1, perPage = 20 }: { page?: number; perPage?: number } = {}): Promise<ContentPage<T>> => ({
    items: items.slice((page - 1) * perPage, page * perPage),
    total: items.length,
  });
}

const agent = (slug: string) => ({ slug, updatedAt: stamp });
const articles = Array.from({ length: 450 }, (_, index) => ({
  slug: `article-${index}`,
  category: index % 2 === 0 ? ('team-articles' as const) : ('local-history' as const),
  publishedAt: '2026-10-05T08:00:00.000Z',
  updatedAt: stamp,
}));

function sources(listings: InMemoryListingStore): SitemapSources {
  return {
    content: {
      agents: pagedList([agent('maria-alvarez'), agent('james-whitaker')]),
      communities: pagedList([{ slug: 'pelican-bay', updatedAt: stamp }]),
      articles: pagedList(articles),
    } as unknown as SitemapSources['content'],
    listings,
    siteSettings: async () => ({ teamSlug: 'palmetto' }),
    visibility: { closedListingsPublic: false },
  };
}

describe(createListSitemapUrls, () => {
  it('never lists an address that redirects elsewhere (only addresses that answer 200)', async () => {
    const redirected = '/resources/local-history/article-1';
    const urls = await createListSitemapUrls({
      ...sources(new InMemoryListingStore()),
      redirectTable: async () => new Map([[redirected, '/resources/local-history/article-3']]),
    })();
    const paths = urls.map((url) => url.path);
    expect(paths).not.toContain(redirected);
    expect(paths).toContain('/resources/local-history/article-3');
  });

  it('lists the fixed pages, agents, communities and every article across pages, with their changes', async () => {
    const urls = await createListSitemapUrls(sources(new InMemoryListingStore()))();
    const paths = urls.map((url) => url.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/contact-us', '/about/meet-our-agents/maria-alvarez', '/communities/pelican-bay']),
    );
    expect(paths).not.toContain('/properties/closed');
    expect(urls.filter((url) => url.path.startsWith('/resources/palmetto-articles/'))).toHaveLength(225);
    expect(urls).toContainEqual({
      path: '/resources/local-history/article-1',
      lastModified: '2026-10-05T08:00:00.000Z',
    });
    expect(urls).toContainEqual({ path: '/communities/pelican-bay', lastModified: stamp });
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the page of every listing for sale and of no other listing', async () => {
    await fc.assert(
      fc.asyncProperty(listingsArbitrary({ maxLength: 30 }), async (listings) => {
        const urls = await createListSitemapUrls(sources(new InMemoryListingStore(listings)))();
        const fixed = new Set(staticPublicPaths({ teamSlug: 'palmetto' }, { closedListingsPublic: false }));
        const listed = urls
          .filter((url) => url.path.startsWith('/properties/') && !fixed.has(url.path))
          .map((url) => url.path);
        const forSale = listings.filter((listing) => FOR_SALE_STATUSES.includes(listing.StandardStatus));
        expect([...listed].sort()).toEqual(
          forSale.map((listing) => `/properties/${encodeURIComponent(listing.ListingId)}`).sort(),
        );
      }),
      { numRuns: 30 },
    );
  });
});
