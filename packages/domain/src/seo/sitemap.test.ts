import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { laterInstant, sitemapChunks, staticPublicPaths, SITEMAP_MAX_URLS } from './sitemap.ts';

describe(staticPublicPaths, () => {
  it('lists the parameter-free public pages, each category list and the allowed listing lists', () => {
    const paths = staticPublicPaths({ teamSlug: 'palmetto' }, { closedListingsPublic: true });
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/contact-us',
        '/privacy-policy',
        '/resources/palmetto-articles',
        '/resources/local-history',
        '/properties/closed',
      ]),
    );
    expect(paths).not.toContain('/not-authorized');
    expect(paths).not.toContain('/admin-console-login');
    expect(paths).not.toContain('/resources/team-articles');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves out the sold list when sold data is not public', () => {
    expect(staticPublicPaths({ teamSlug: 'palmetto' }, { closedListingsPublic: false })).not.toContain(
      '/properties/closed',
    );
  });
});

describe(sitemapChunks, () => {
  it('keeps up to 50,000 URLs in one file', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapChunks(['/a', '/b'])).toEqual([['/a', '/b']]);
    expect(sitemapChunks([])).toEqual([]);
  });

  it('splits into files of at most max URLs that give the list back in order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 200 }), fc.integer({ min: 1, max: 50 }), (urls, max) => {
        const chunks = sitemapChunks(urls, max);
        expect(chunks.flat()).toEqual(urls);
        expect(chunks.every((chunk) => chunk.length >= 1 && chunk.length <= max)).toBe(true);
        expect(chunks).toHaveLength(Math.ceil(urls.length / max));
      }),
    );
  });
});

describe(laterInstant, () => {
  it('answers the later instant, or the one given', () => {
    expect(laterInstant('2026-01-02T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe('2026-03-01T00:00:00.000Z');
    expect(laterInstant(null, '2026-03-01T00:00:00.000Z')).toBe('2026-03-01T00:00:00.000Z');
    expect(laterInstant(null, null)).toBeNull();
  });

  it('is never before either instant', () => {
    const instant = fc
      .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') })
      .map((date) => date.toISOString());
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const later = Date.parse(laterInstant(a, b) ?? '');
        expect(later).toBeGreaterThanOrEqual(Math.max(Date.parse(a), Date.parse(b)));
      }),
    );
  });
});
