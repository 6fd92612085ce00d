import type { SitemapUrl } from '@app/domain';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** An absolute URL on the site for a site-relative path. */
export function siteLocation(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

function entry(tag: 'url' | 'sitemap', location: string, lastModified: string | null): string {
  const lastmod = lastModified === null ? '' : `<lastmod>${escapeXml(lastModified)}</lastmod>`;
  return `<${tag}><loc>${escapeXml(location)}</loc>${lastmod}</${tag}>`;
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap (`<urlset>`) of pages, each with its absolute location and, when known, when it last changed. */
export function urlsetXml(urls: readonly SitemapUrl[], siteUrl: string): string {
  const entries = urls.map((url) => entry('url', siteLocation(siteUrl, url.path), url.lastModified));
  return `${HEADER}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A sitemap index pointing to child sitemaps (site-relative paths), each with its latest change when known. */
export function sitemapIndexXml(files: readonly SitemapUrl[], siteUrl: string): string {
  const entries = files.map((file) => entry('sitemap', siteLocation(siteUrl, file.path), file.lastModified));
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
