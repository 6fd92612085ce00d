import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Agent, Article, Community } from '@app/domain';
import {
  agentFieldsArbitrary,
  articleFieldsArbitrary,
  communityFieldsArbitrary,
  exampleAgentFields,
  exampleArticleFields,
  exampleCommunityFields,
  siteSettingsArbitrary,
} from '@app/testing';
import { articleJsonLd } from './article-json-ld.ts';
import { breadcrumbJsonLd } from './breadcrumb-json-ld.ts';
import { organizationId, organizationJsonLd, teamId } from './organization-json-ld.ts';
import { personJsonLd } from './person-json-ld.ts';
import { communityJsonLd } from './place-json-ld.ts';
import { SETTINGS, SITE, hasEmptyValue, stored } from './sample-content.ts';

/** Every `url`, `item`, `image` and `@id` of a document is absolute on the site or elsewhere. */
function urlsAreAbsolute(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(urlsAreAbsolute);
  if (value === null || typeof value !== 'object') return true;
  return Object.entries(value).every(([key, item]) =>
    ['url', 'item', 'image', 'logo', '@id'].includes(key) && typeof item === 'string'
      ? /^https?:\/\//.test(item)
      : urlsAreAbsolute(item),
  );
}

describe(organizationJsonLd, () => {
  const images = { siteUrl: SITE, logo: '/assets/logo.png', image: '/assets/share.jpg' };

  it('describes the brokerage and the team with phone, address, hours, position and social links', () => {
    const data = organizationJsonLd(SETTINGS, images);
    const [organization, team] = data['@graph'] as Record<string, unknown>[];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: SETTINGS.brokerageName,
      url: `${SITE}/`,
      logo: `${SITE}/assets/logo.png`,
      telephone: SETTINGS.phone,
      sameAs: Object.values(SETTINGS.social),
    });
    expect(team).toMatchObject({
      '@type': 'RealEstateAgent',
      '@id': teamId(SITE),
      name: SETTINGS.teamName,
      telephone: SETTINGS.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: SETTINGS.streetAddress,
        addressLocality: SETTINGS.city,
        addressRegion: 'FL',
        postalCode: SETTINGS.postalCode,
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: SETTINGS.location?.lat, longitude: SETTINGS.location?.lng },
      openingHoursSpecification: SETTINGS.officeHours.map((hours) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      })),
      parentOrganization: { '@id': organizationId(SITE) },
    });
  });

  it('never writes an empty value, keeps URLs absolute and leaves out what is not published', () => {
    fc.assert(
      fc.property(siteSettingsArbitrary, (settings) => {
        const data = organizationJsonLd(settings, images);
        expect(hasEmptyValue(data)).toBe(false);
        expect(urlsAreAbsolute(data)).toBe(true);
        const team = (data['@graph'] as Record<string, unknown>[])[1];
        expect('geo' in (team ?? {})).toBe(settings.location !== null);
        expect('openingHoursSpecification' in (team ?? {})).toBe(settings.officeHours.length > 0);
      }),
    );
  });
});

describe(personJsonLd, () => {
  it('describes an agent as a Person working for the team', () => {
    const agent = stored<Agent>(
      exampleAgentFields({ bio: 'Born in Naples.\n\nSells waterfront homes.', languages: ['English', 'Spanish'] }),
    );
    expect(personJsonLd(agent, SITE)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': `${SITE}/about/meet-our-agents/maria-alvarez#person`,
      name: 'Maria Alvarez',
      url: `${SITE}/about/meet-our-agents/maria-alvarez`,
      image: `${SITE}/media/demo/agents/maria.jpg`,
      description: 'Born in Naples.',
      knowsLanguage: ['English', 'Spanish'],
      worksFor: { '@id': teamId(SITE) },
    });
  });

  it('never writes an empty value and keeps every URL absolute', () => {
    fc.assert(
      fc.property(agentFieldsArbitrary, (fields) => {
        const data = personJsonLd(stored<Agent>(fields), SITE);
        expect(hasEmptyValue(data)).toBe(false);
        expect(urlsAreAbsolute(data)).toBe(true);
      }),
    );
  });
});

describe(articleJsonLd, () => {
  const path = '/resources/local-history/the-history-of-the-naples-pier';

  it('describes an article with its dates, cover, author and publisher', () => {
    const article = stored<Article>(exampleArticleFields());
    expect(
      articleJsonLd(article, {
        siteUrl: SITE,
        path,
        author: { slug: 'maria-alvarez', name: 'Maria Alvarez' },
        section: 'Local History',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'The History of the Naples Pier',
      description: 'Built in 1888 for freight and passengers, rebuilt after every great storm.',
      image: [`${SITE}/media/demo/articles/pier.jpg`],
      datePublished: '2025-01-10T14:00:00.000Z',
      dateModified: '2026-10-02T09:30:00.000Z',
      author: { '@type': 'Person', '@id': `${SITE}/about/meet-our-agents/maria-alvarez#person`, name: 'Maria Alvarez' },
      publisher: { '@id': organizationId(SITE) },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}${path}` },
      url: `${SITE}${path}`,
      articleSection: 'Local History',
      keywords: 'history, Naples',
    });
  });

  it('credits the team when no agent wrote it, and keeps headlines short and values present', () => {
    fc.assert(
      fc.property(articleFieldsArbitrary, (fields) => {
        const data = articleJsonLd(stored<Article>(fields), { siteUrl: SITE, path, author: null });
        expect(data.author).toEqual({ '@id': teamId(SITE) });
        expect(typeof data.headline === 'string' ? data.headline.length : 0).toBeLessThanOrEqual(110);
        expect(hasEmptyValue(data)).toBe(false);
        expect(urlsAreAbsolute(data)).toBe(true);
      }),
    );
  });
});

describe(breadcrumbJsonLd, () => {
  it('numbers the trail from the home page with absolute items', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Contact Us', path: '/contact-us' },
        ],
        SITE,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Contact Us', item: `${SITE}/contact-us` },
      ],
    });
  });
});

describe(communityJsonLd, () => {
  it('describes a community as a Place in its town', () => {
    const community = stored<Community>(exampleCommunityFields());
    expect(communityJsonLd(community, SITE)).toMatchObject({
      '@type': 'Place',
      name: 'Pelican Bay',
      url: `${SITE}/communities/pelican-bay`,
      geo: { '@type': 'GeoCoordinates', latitude: community.latitude, longitude: community.longitude },
      containedInPlace: { '@type': 'City', name: 'Naples, FL' },
    });
  });

  it('never writes an empty value and keeps every URL absolute', () => {
    fc.assert(
      fc.property(communityFieldsArbitrary, (fields) => {
        const data = communityJsonLd(stored<Community>(fields), SITE);
        expect(hasEmptyValue(data)).toBe(false);
        expect(urlsAreAbsolute(data)).toBe(true);
      }),
    );
  });
});
