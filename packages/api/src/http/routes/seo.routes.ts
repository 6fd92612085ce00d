import { Hono } from 'hono';
import {
  OPEN_ROBOTS,
  SITEMAP_MAX_URLS,
  laterInstant,
  llmsTxt,
  robotsTxt,
  sitemapChunks,
  type SeoSettings,
  type SitemapUrl,
} from '@app/domain';
import type { AppServices } from '@app/domain';
import { siteLocation, sitemapIndexXml, urlsetXml } from '../seo/sitemap-xml.ts';
import { logFailure } from '../../logging/logger.ts';

/** The path of the `n`th child sitemap (from 1) when the site has more URLs than one sitemap holds. */
function childSitemapPath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' };
/** robots.txt and llms.txt: kept 5 minutes by browsers and proxies, so an admin's change reaches crawlers soon. */
const TEXT = { 'cache-control': 'public, max-age=300' };

/** The sitemap files of a list of URLs: one urlset, or an index and its children of at most `max` URLs. */
interface SitemapFiles {
  readonly main: string;
  readonly children: readonly string[];
}

function sitemapFiles(urls: readonly SitemapUrl[], siteUrl: string, max: number): SitemapFiles {
  const chunks = sitemapChunks(urls, max);
  if (chunks.length <= 1) return { main: urlsetXml(chunks[0] ?? [], siteUrl), children: [] };
  const index = chunks.map((chunk, i) => ({
    path: childSitemapPath(i + 1),
    lastModified: chunk.reduce<string | null>((latest, url) => laterInstant(latest, url.lastModified), null),
  }));
  return { main: sitemapIndexXml(index, siteUrl), children: chunks.map((chunk) => urlsetXml(chunk, siteUrl)) };
}

async function storedOrNull(services: Pick<AppServices, 'getSeoSettings'>): Promise<SeoSettings | null> {
  try {
    return await services.getSeoSettings();
  } catch (error) {
    logFailure('SEO settings could not be read:', error);
    return null;
  }
}

/**
 * `GET /robots.txt` (the admin's rules, every group also refusing the private paths; the open
 * rules when the settings cannot be read, since crawlers stop at a failing robots.txt),
 * `GET /llms.txt` (the settings' summary, main pages, FAQ and contact, for answer engines),
 * `GET /sitemap.xml` and, past `maxUrls` URLs (50,000 by default), the child sitemaps
 * `GET /sitemaps/{n}.xml` of a sitemap index. The URL list is the services' cached one (a few
 * minutes); the XML is written once per list.
 */
export function seoRoutes(
  services: Pick<AppServices, 'sitemapUrls' | 'getSeoSettings' | 'getSiteSettings'>,
  siteUrl: string,
  options: { maxUrls?: number } = {},
) {
  const max = options.maxUrls ?? SITEMAP_MAX_URLS;
  const written = new WeakMap<readonly SitemapUrl[], SitemapFiles>();
  async function files(): Promise<SitemapFiles> {
    const urls = await services.sitemapUrls();
    const kept = written.get(urls) ?? sitemapFiles(urls, siteUrl, max);
    written.set(urls, kept);
    return kept;
  }
  const sitemapUrl = siteLocation(siteUrl, '/sitemap.xml');
  return new Hono()
    .get('/robots.txt', async (c) =>
      c.text(robotsTxt((await storedOrNull(services))?.robots ?? OPEN_ROBOTS, { sitemapUrl }), 200, TEXT),
    )
    .get('/llms.txt', async (c) => {
      const seo = await storedOrNull(services);
      if (seo === null) return c.text('The site summary is not available right now.', 503, { 'retry-after': '60' });
      const site = await services.getSiteSettings().catch(() => null);
      return c.text(llmsTxt(seo, site, siteUrl), 200, TEXT);
    })
    .get('/sitemap.xml', async (c) => c.body((await files()).main, 200, XML))
    .get('/sitemaps/:file{[1-9][0-9]*\\.xml}', async (c) => {
      const child = (await files()).children[Number.parseInt(c.req.param('file'), 10) - 1];
      return child === undefined ? c.text('No such sitemap', 404) : c.body(child, 200, XML);
    });
}
