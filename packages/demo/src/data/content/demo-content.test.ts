import { SanitizeHtmlRichTextSanitizer } from '@app/adapters-rich-text';
import {
  ARTICLE_CATEGORIES,
  articlePath,
  brokerPageSlug,
  CONTENT_RULES,
  isSlug,
  isVisibleAt,
  BANNERS,
  parseListingSearch,
  listingSearchParams,
  SITE_PAGE_KEYS,
  type Banner,
} from '@app/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_SETTINGS } from '../demo-site-settings.ts';
import { DEFAULT_REFERENCE_DATE, generateDemoListings } from '../generate-demo-listings.ts';
import { FEATURED_OFFICE } from '../offices-and-agents.ts';
import { SUBDIVISIONS } from '../subdivisions.ts';
import { DEMO_CONTENT } from './demo-content.ts';

const { agents, communities, articles, banners, testimonials, salesResults, sitePages } = DEMO_CONTENT;
const agentSlugs = new Set(agents.map((agent) => agent.slug));
const published = articles.filter((article) => article.status === 'published');
const REFERENCE_MS = Date.parse(DEFAULT_REFERENCE_DATE);
const DAY_MS = 86_400_000;

const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map(([, href = '']) => href.replace(/&amp;/g, '&'));
const bodies = [...communities.map((c) => c.body), ...articles.map((a) => a.body), ...sitePages.map((p) => p.body)];

describe('the demo content', () => {
  it('has the counts the site is built for', () => {
    expect(agents.length).toBeGreaterThanOrEqual(8);
    expect(agents.filter((agent) => agent.isBroker)).toHaveLength(2);
    expect(communities).toHaveLength(10);
    expect(articles.length).toBeGreaterThanOrEqual(24);
    expect(articles.length - published.length).toBeGreaterThanOrEqual(1);
    expect(articles.length - published.length).toBeLessThanOrEqual(2);
    expect(testimonials).toHaveLength(12);
    expect(salesResults).toHaveLength(20);
  });

  it('has published articles in every category, 300 to 700 words each', () => {
    for (const category of ARTICLE_CATEGORIES)
      expect(published.filter((article) => article.category === category).length, category).toBeGreaterThanOrEqual(3);
    for (const article of published) expect(words(article.body), article.slug).toBeGreaterThanOrEqual(300);
    for (const article of published) expect(words(article.body), article.slug).toBeLessThanOrEqual(700);
  });

  it('publishes articles over the 18 months before the reference date, by agents of the team', () => {
    for (const article of published) {
      const at = Date.parse(article.publishedAt ?? '');
      expect(at, article.slug).toBeLessThan(REFERENCE_MS);
      expect(at, article.slug).toBeGreaterThan(REFERENCE_MS - 548 * DAY_MS);
      expect(agentSlugs.has(article.authorSlug ?? ''), article.slug).toBe(true);
    }
  });

  it('gives the agents the MLS ids of the team in the generated listings, so every agent has listings', () => {
    for (const count of [12, 300, 5_000]) {
      const listed = new Set(
        generateDemoListings({ count })
          .filter((listing) => listing.ListOfficeMlsId === FEATURED_OFFICE.mlsId)
          .map((listing) => listing.ListAgentMlsId),
      );
      for (const agent of agents)
        expect(listed.has(agent.mlsMemberId), `${agent.name} with ${count} listings`).toBe(true);
    }
  });

  it('names the agents as the listings do', () => {
    const names = new Map(
      generateDemoListings({ count: 300 }).map((listing) => [listing.ListAgentMlsId, listing.ListAgentFullName]),
    );
    for (const agent of agents) expect(names.get(agent.mlsMemberId)).toBe(agent.name);
  });

  it('covers only MLS subdivisions that exist in the listing data', () => {
    const known = new Set(SUBDIVISIONS.map((subdivision) => subdivision.name));
    for (const community of communities)
      for (const name of community.subdivisions) expect(known.has(name), `${community.slug}: ${name}`).toBe(true);
  });

  it('uses valid, unique slugs', () => {
    for (const list of [agents, communities, articles, sitePages]) {
      const slugs = list.map((record) => record.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug.startsWith('broker-') || isSlug(slug), slug).toBe(true);
    }
  });

  it('has every fixed page and one page per broker', () => {
    const slugs = sitePages.map((page) => page.slug);
    for (const key of SITE_PAGE_KEYS) expect(slugs).toContain(key);
    for (const broker of agents.filter((agent) => agent.isBroker)) expect(slugs).toContain(brokerPageSlug(broker.slug));
  });

  it('refers to agents by slugs that exist', () => {
    for (const record of [...testimonials, ...salesResults])
      expect(record.agentSlug === null || agentSlugs.has(record.agentSlug), record.agentSlug ?? 'team').toBe(true);
    expect(new Set(salesResults.map((sale) => sale.side))).toEqual(new Set(['listing', 'buyer']));
  });

  it('passes the domain validation, already normalized', () => {
    const anAgentId = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
    const check = <F>(rules: { normalize(fields: F): F; issues(fields: F): unknown[] }, fields: F) => {
      expect(rules.issues(fields)).toEqual([]);
      expect(rules.normalize(fields)).toEqual(fields);
    };
    for (const agent of agents) check(CONTENT_RULES.agents, agent);
    for (const community of communities) check(CONTENT_RULES.communities, community);
    for (const { authorSlug, ...article } of articles)
      check(CONTENT_RULES.articles, { ...article, authorAgentId: authorSlug && anAgentId });
    for (const banner of banners) check(CONTENT_RULES.banners, banner);
    for (const { agentSlug, ...testimonial } of testimonials)
      check(CONTENT_RULES.testimonials, { ...testimonial, agentId: agentSlug && anAgentId });
    for (const { agentSlug, ...sale } of salesResults)
      check(CONTENT_RULES.sales_results, { ...sale, agentId: agentSlug && anAgentId });
    for (const page of sitePages) check(CONTENT_RULES.site_pages, page);
  });

  it('writes every rich-text body already clean: the sanitizer leaves it unchanged', () => {
    const sanitizer = new SanitizeHtmlRichTextSanitizer();
    for (const body of bodies) expect(sanitizer.sanitize(body)).toBe(body);
  });

  it('links only to pages that exist and to searches the search page reads without issues', () => {
    const paths = new Set([
      ...communities.map((community) => `/communities/${community.slug}`),
      ...published.map((article) => articlePath(article, DEMO_SITE_SETTINGS)),
      ...agents.map((agent) => `/about/meet-our-agents/${agent.slug}`),
      '/about/meet-our-agents',
      '/about/testimonials',
      '/about/our-sales-results',
      '/communities',
      '/contact-us',
      '/sell',
      '/search/map',
    ]);
    for (const href of [...bodies.flatMap(hrefs), ...banners.map((banner) => banner.linkUrl)]) {
      if (!href.startsWith('/')) continue;
      const url = new URL(href, 'https://www.palmettorealtygroup.com');
      if (url.pathname === '/search' || url.pathname === '/search/map') {
        const params = Object.fromEntries(url.searchParams);
        const { search, issues } = parseListingSearch(params);
        expect(issues, href).toEqual([]);
        expect(
          Object.keys(params)
            .filter((key) => !(key === 'sort' && params[key] === 'newest'))
            .sort(),
          href,
        ).toEqual(Object.keys(listingSearchParams(search)).sort());
      } else expect(paths.has(url.pathname), href).toBe(true);
    }
  });

  it('shows the banners of both home placements now, and keeps one scheduled for later', () => {
    const asBanner = (fields: (typeof banners)[number]) =>
      ({ id: '', createdAt: '', updatedAt: '', ...fields }) as Banner;
    const now = DEFAULT_REFERENCE_DATE;
    const visible = banners.filter((banner) => isVisibleAt(BANNERS, asBanner(banner), now));
    expect(new Set(visible.map((banner) => banner.placement))).toEqual(
      new Set(['home-hero', 'home-promo', 'search-top']),
    );
    expect(banners.some((banner) => banner.startsAt !== null && Date.parse(banner.startsAt) > REFERENCE_MS)).toBe(true);
  });

  it('describes every picture', () => {
    const pictures = [
      ...agents.map((a) => a.photo),
      ...communities.map((c) => c.hero),
      ...articles.map((a) => a.cover),
      ...banners.map((b) => b.image),
      ...salesResults.map((s) => s.photo),
    ];
    for (const picture of pictures) {
      expect(picture.url).toMatch(/^\/media\/demo\/[a-z-]+\/[1-9]\d*\.svg$/);
      expect(picture.alt.length, picture.url).toBeGreaterThan(15);
    }
  });

  it('contains no placeholder text', () => {
    expect(JSON.stringify(DEMO_CONTENT)).not.toMatch(/lorem|ipsum|TODO|placeholder|example\.com/i);
  });

  it('never says the office is open on a day its published hours leave out', () => {
    const openDays = new Set(DEMO_SITE_SETTINGS.officeHours.flatMap((row) => row.days));
    const closedDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].filter(
      (day) => !openDays.has(day as never),
    );
    const sentences = [...sitePages.map((page) => page.body), ...agents.map((agent) => agent.bio)]
      .flatMap((text) => text.replace(/<[^>]*>/g, ' ').split(/(?<=[.!?])\s+/))
      .filter((sentence) => /\bopen\b/i.test(sentence));
    expect(closedDays).toContain('Sunday');
    for (const day of closedDays)
      expect(sentences.filter((sentence) => new RegExp(`\\b${day}s?\\b`).test(sentence))).toEqual([]);
  });

  it('presents the sales results as a selection, not as the whole record the broker page counts', () => {
    const salesPage = sitePages.find((page) => page.body.includes('(listing side)'));
    expect(salesPage?.body).toMatch(/A selection of our recent sales/);
  });
});
