import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { notFound, type RouterManagedTag } from '@tanstack/react-router';
import { fallbackSeoSettings } from '@app/domain';
import { pageIndexing, siteHead } from './site-head.ts';
import { seoTags } from './seo-tags.ts';
import { SETTINGS, SITE } from './sample-content.ts';

const found = (pathname: string) => [
  { pathname: '/', status: 'success' },
  { pathname, status: 'success' },
];

function meta(property: string, content: string): RouterManagedTag {
  return { tag: 'meta', attrs: { property, content } };
}

describe(pageIndexing, () => {
  it('indexes a found public page by its path without a trailing slash', () => {
    expect(pageIndexing(found('/contact-us/'))).toEqual({ path: '/contact-us', notFound: false, indexable: true });
    expect(pageIndexing([{ pathname: '/', status: 'success' }])).toEqual({
      path: '/',
      notFound: false,
      indexable: true,
    });
  });

  it('keeps search engines off missing pages, failed pages, the admin area and the account screens', () => {
    expect(
      pageIndexing([
        { pathname: '/', status: 'success' },
        { pathname: '/communities/atlantis', status: 'notFound' },
      ]).indexable,
    ).toBe(false);
    expect(pageIndexing([{ pathname: '/', status: 'success', _notFound: true }])).toEqual({
      path: '/',
      notFound: true,
      indexable: false,
    });
    expect(
      pageIndexing([
        { pathname: '/', status: 'success', error: notFound() },
        { pathname: '/communities/atlantis', status: 'success' },
      ]).notFound,
    ).toBe(true);
    expect(pageIndexing([{ pathname: '/', status: 'error' }]).indexable).toBe(false);
    for (const path of ['/admin/agents', '/not-authorized', '/reset-password', '/admin-console-login'])
      expect(pageIndexing(found(path)).indexable).toBe(false);
  });
});

describe(siteHead, () => {
  it('gives every page the site name, the share image, a large card and its own og:url', () => {
    const tags = siteHead({ path: '/contact-us', notFound: false, indexable: true }, SETTINGS, null, SITE);
    expect(tags).toContainEqual({ property: 'og:url', content: '/contact-us' });
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Palmetto Realty Group' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'website' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(
      tags.some(
        (tag) => tag.property === 'og:image' && typeof tag.content === 'string' && tag.content.endsWith('.jpg'),
      ),
    ).toBe(true);
    expect(tags.filter((tag) => 'script:ld+json' in tag)).toHaveLength(1);
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('titles a missing page Page Not Found (the template is applied by the document head)', () => {
    expect(
      siteHead({ path: '/communities/atlantis', notFound: true, indexable: false }, SETTINGS, null, SITE)[0],
    ).toEqual({ title: 'Page Not Found' });
  });

  it("uses the admin's default description, site name, share image and organization details", () => {
    const seo = {
      ...fallbackSeoSettings('Sabal Coast Realty'),
      defaultDescription: 'Homes on the Sabal coast, found by neighbors.',
      shareImage: { url: 'https://cdn.example.com/share.jpg', alt: 'The coast' },
    };
    const details = {
      ...seo.organization,
      legalName: 'Sabal Coast Realty, LLC',
      sameAs: ['https://www.zillow.com/profile/sabal'],
      areaServed: ['Naples, FL'],
      languages: ['English', 'Spanish'],
      foundingYear: 2011,
      logoUrl: '/media/logo.png',
    };
    const tags = siteHead(
      { path: '/', notFound: false, indexable: true },
      SETTINGS,
      { ...seo, organization: details },
      SITE,
    );
    expect(tags).toContainEqual({ name: 'description', content: 'Homes on the Sabal coast, found by neighbors.' });
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Sabal Coast Realty' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://cdn.example.com/share.jpg' });
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'The coast' });
    const graph = (
      tags.find((tag) => 'script:ld+json' in tag) as { 'script:ld+json': { '@graph': Record<string, unknown>[] } }
    )['script:ld+json']['@graph'];
    expect(graph[0]).toMatchObject({
      legalName: 'Sabal Coast Realty, LLC',
      foundingDate: '2011',
      logo: `${SITE}/media/logo.png`,
      sameAs: expect.arrayContaining(['https://www.zillow.com/profile/sabal']),
    });
    expect(graph[1]).toMatchObject({
      areaServed: [{ '@type': 'City', name: 'Naples, FL' }],
      knowsLanguage: ['English', 'Spanish'],
    });
    expect(graph[1]?.sameAs).not.toContain('https://www.zillow.com/profile/sabal');
  });

  it('marks a page search engines should skip and gives it no URL; no organization before the settings load', () => {
    const tags = siteHead({ path: '/admin', notFound: false, indexable: false }, null, null, SITE);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.some((tag) => tag.property === 'og:url')).toBe(false);
    expect(tags.some((tag) => 'script:ld+json' in tag)).toBe(false);
  });
});

describe(seoTags, () => {
  it('makes Open Graph URLs absolute and writes the canonical link after the meta tags', () => {
    const tags = seoTags(
      [
        { tag: 'title', children: 'Contact Us' },
        meta('og:url', '/contact-us'),
        meta('og:image', '/assets/share.jpg'),
        { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg' } },
      ],
      SITE,
    );
    expect(tags).toEqual([
      { tag: 'title', children: 'Contact Us' },
      meta('og:url', `${SITE}/contact-us`),
      meta('og:image', `${SITE}/assets/share.jpg`),
      { tag: 'link', attrs: { rel: 'canonical', href: `${SITE}/contact-us` } },
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg' } },
    ]);
  });

  it('writes exactly one canonical link, the og:url, whatever links the routes gave', () => {
    const path = fc.webPath().map((text) => `/${text.replace(/^\/+/, '')}`);
    const tag = fc.oneof(
      path.map((value) => meta('og:url', value)),
      fc.constant<RouterManagedTag>({ tag: 'link', attrs: { rel: 'canonical', href: '/elsewhere' } }),
      fc.constant<RouterManagedTag>({ tag: 'meta', attrs: { name: 'description', content: 'x' } }),
    );
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 6 }), (tags) => {
        const canonical = seoTags(tags, SITE).filter((item) => item.tag === 'link' && item.attrs?.rel === 'canonical');
        const urls = tags.filter((item) => item.tag === 'meta' && item.attrs?.property === 'og:url');
        expect(canonical).toHaveLength(urls.length === 0 ? 0 : 1);
        if (urls.length > 0)
          expect(canonical[0]?.attrs?.href).toBe(new URL(String(urls.at(-1)?.attrs?.content), SITE).href);
      }),
    );
  });
});
