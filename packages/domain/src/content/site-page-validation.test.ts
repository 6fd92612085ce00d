import { validSitePageFieldsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from '../shared/slug.ts';
import { brokerPageSlug } from './site-page.ts';
import { brokerAgentSlug, isSitePageSlug, normalizeSitePage, sitePageIssues } from './site-page-validation.ts';

describe(isSitePageSlug, () => {
  it('takes the fixed pages and broker pages', () => {
    for (const slug of [
      'about',
      'our-brokerage',
      'areas-of-service',
      'testimonials',
      'sales-results',
      'privacy-policy',
      'broker-amelia-delgado',
    ])
      expect(isSitePageSlug(slug), slug).toBe(true);
    for (const slug of ['contact', 'broker-', 'broker-Amelia', 'about-us', ''])
      expect(isSitePageSlug(slug), slug).toBe(false);
  });

  it("gives back the agent's slug of every broker page", () => {
    fc.assert(
      fc.property(
        fc
          .string({ maxLength: 40 })
          .map(slugify)
          .filter((slug) => slug !== ''),
        (agentSlug) => {
          expect(brokerAgentSlug(brokerPageSlug(agentSlug))).toBe(agentSlug);
          expect(isSitePageSlug(brokerPageSlug(agentSlug))).toBe(true);
        },
      ),
    );
  });
});

describe(sitePageIssues, () => {
  it('needs a known page and a title', () => {
    expect(sitePageIssues({ slug: 'about', title: 'About us', intro: '', body: '' })).toEqual([]);
    expect(sitePageIssues({ slug: 'careers', title: '', intro: '', body: '' }).map((issue) => issue.field)).toEqual([
      'slug',
      'title',
    ]);
  });

  it('finds a problem with any page whose intro grows past 300 characters', () => {
    fc.assert(
      fc.property(validSitePageFieldsArbitrary, (fields) => {
        expect(sitePageIssues({ ...fields, intro: 'x'.repeat(301) }).map((issue) => issue.field)).toEqual(['intro']);
      }),
    );
  });
});

describe(normalizeSitePage, () => {
  it('trims every text', () => {
    expect(
      normalizeSitePage({ slug: ' about ', title: ' About us', intro: 'Who we are ', body: ' <p>Hi</p> ' }),
    ).toEqual({ slug: 'about', title: 'About us', intro: 'Who we are', body: '<p>Hi</p>' });
  });
});
