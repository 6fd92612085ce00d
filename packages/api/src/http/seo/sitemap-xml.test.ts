import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeXml, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

const SITE = 'https://www.palmettorealtygroup.com';

function unescapeXml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '',
  );
}

describe(escapeXml, () => {
  it('writes the five characters XML reserves as entities', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('leaves no markup and gives the text back when read', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeXml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(unescapeXml(escaped)).toBe(text);
      }),
    );
  });
});

describe(urlsetXml, () => {
  it('writes each page with its absolute location and its last change when known', () => {
    const xml = urlsetXml(
      [
        { path: '/', lastModified: null },
        { path: '/resources/local-history/pier', lastModified: '2026-10-05T08:00:00.000Z' },
      ],
      SITE,
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `<url><loc>${SITE}/</loc></url>\n` +
        `<url><loc>${SITE}/resources/local-history/pier</loc><lastmod>2026-10-05T08:00:00.000Z</lastmod></url>\n</urlset>\n`,
    );
  });
});

describe(sitemapIndexXml, () => {
  it('points to each child sitemap', () => {
    expect(sitemapIndexXml([{ path: '/sitemaps/1.xml', lastModified: null }], SITE)).toContain(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>${SITE}/sitemaps/1.xml</loc></sitemap>`,
    );
  });
});
