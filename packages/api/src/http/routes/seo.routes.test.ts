import { describe, expect, it, vi } from 'vitest';
import { DEMO_SEO_SETTINGS, DEMO_SITE_SETTINGS, generateDemoListings } from '@app/demo';
import { DataUnavailableError, FOR_SALE_STATUSES } from '@app/domain';
import { exampleAgentFields, exampleArticleFields, exampleCommunityFields } from '@app/testing';
import { createTestApp, TEST_SITE_URL } from '../test-app.ts';
import { seoRoutes } from './seo.routes.ts';

const SITE = TEST_SITE_URL;

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

async function seeded() {
  const test = createTestApp({ listings: generateDemoListings({ count: 120 }) });
  await test.content.agents.create(exampleAgentFields());
  await test.content.agents.create(exampleAgentFields({ slug: 'hidden-agent', visible: false }));
  await test.content.communities.create(exampleCommunityFields({ published: true }));
  await test.content.articles.create(exampleArticleFields());
  await test.content.articles.create(exampleArticleFields({ slug: 'our-first-year', category: 'team-articles' }));
  await test.content.articles.create(exampleArticleFields({ slug: 'a-draft', status: 'draft', publishedAt: null }));
  return test;
}

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of the admin area and the API, and names the sitemap', async () => {
    const { app } = createTestApp();
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /\n');
    expect(text).toContain('Disallow: /admin\n');
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('serves the open rules when the settings cannot be read: a failing robots.txt would stop crawling', async () => {
    const { app, seoSettings } = createTestApp();
    vi.spyOn(seoSettings, 'get').mockRejectedValue(new DataUnavailableError('SEO settings are not available'));
    const text = await (await app.request('/robots.txt')).text();
    expect(text.startsWith('User-agent: *\nAllow: /\nDisallow: /admin\n')).toBe(true);
  });
});

describe('GET /llms.txt', () => {
  it('gives answer engines the summary, main pages, FAQ and contact as plain text', async () => {
    const { app } = createTestApp();
    const response = await app.request('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const text = await response.text();
    expect(text.startsWith(`# ${DEMO_SEO_SETTINGS.siteName}\n\n> `)).toBe(true);
    expect(text).toContain(DEMO_SEO_SETTINGS.siteSummary);
    expect(text).toContain(`- [Search homes](${SITE}/search): `);
    expect(text).toContain(`### ${DEMO_SEO_SETTINGS.faq[0]?.question}`);
    expect(text).toContain(`- Phone: ${DEMO_SITE_SETTINGS.phone}`);
  });

  it('answers 503 when the settings cannot be read', async () => {
    const { app, seoSettings } = createTestApp();
    vi.spyOn(seoSettings, 'get').mockRejectedValue(new DataUnavailableError('SEO settings are not available'));
    expect((await app.request('/llms.txt')).status).toBe(503);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the fixed pages, visible agents, published communities and articles, and every listing for sale', async () => {
    const { app, listings } = await seeded();
    const response = await app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const listed = locations(xml);
    expect(listed).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/contact-us`,
        `${SITE}/privacy-policy`,
        `${SITE}/about/meet-our-agents/maria-alvarez`,
        `${SITE}/communities/pelican-bay`,
        `${SITE}/resources/local-history/the-history-of-the-naples-pier`,
        `${SITE}/resources/palmetto-articles/our-first-year`,
      ]),
    );
    expect(listed.some((url) => url.includes('hidden-agent') || url.includes('a-draft'))).toBe(false);
    const forSale = (await listings.find({ statuses: FOR_SALE_STATUSES, limit: 1000 })).map(
      (listing) => `${SITE}/properties/${listing.ListingId}`,
    );
    expect(forSale.length).toBeGreaterThan(0);
    expect(listed.filter((url) => /\/properties\/\d+$/.test(url)).sort()).toEqual(forSale.sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('gives articles their last change', async () => {
    const { app } = await seeded();
    const xml = await (await app.request('/sitemap.xml')).text();
    expect(xml).toMatch(
      /<url><loc>[^<]*\/the-history-of-the-naples-pier<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod><\/url>/,
    );
  });

  it('escapes what XML reserves in a location', async () => {
    const { app, content } = createTestApp({ listings: [] });
    await content.agents.create(exampleAgentFields({ slug: "o'brien-&-sons" }));
    const xml = await (await app.request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${SITE}/about/meet-our-agents/o&apos;brien-%26-sons</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('keeps the list a few minutes (a new article shows after the cache expires)', async () => {
    const { app, content, clock } = await seeded();
    await app.request('/sitemap.xml');
    await content.articles.create(exampleArticleFields({ slug: 'fresh-article' }));
    expect(await (await app.request('/sitemap.xml')).text()).not.toContain('fresh-article');
    clock.advance(5 * 60_000);
    expect(await (await app.request('/sitemap.xml')).text()).toContain('fresh-article');
  });

  it('becomes a sitemap index of child sitemaps of at most the limit once there are more URLs', async () => {
    const { services } = await seeded();
    const app = seoRoutes(services, TEST_SITE_URL, { maxUrls: 25 });
    const all = locations(await (await seoRoutes(services, TEST_SITE_URL).request('/sitemap.xml')).text());
    expect(all.length).toBeGreaterThan(50);
    const index = await (await app.request('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = locations(index);
    expect(children).toHaveLength(Math.ceil(all.length / 25));
    expect(children[0]).toBe(`${SITE}/sitemaps/1.xml`);
    const pages: string[] = [];
    for (const child of children) {
      const answer = await app.request(new URL(child).pathname);
      expect(answer.status).toBe(200);
      const urls = locations(await answer.text());
      expect(urls.length).toBeLessThanOrEqual(25);
      pages.push(...urls);
    }
    expect(pages).toEqual(all);
    expect((await app.request(`/sitemaps/${children.length + 1}.xml`)).status).toBe(404);
  });
});
