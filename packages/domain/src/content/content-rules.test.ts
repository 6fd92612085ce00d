import {
  validAgentFieldsArbitrary,
  validArticleFieldsArbitrary,
  validBannerFieldsArbitrary,
  validCommunityFieldsArbitrary,
  validSalesResultFieldsArbitrary,
  validSitePageFieldsArbitrary,
  validTestimonialFieldsArbitrary,
} from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/domain-error.ts';
import {
  AGENTS,
  ARTICLES,
  BANNERS,
  COMMUNITIES,
  SALES_RESULTS,
  SITE_PAGES,
  TESTIMONIALS,
} from './content-collections.ts';
import { CONTENT_RULES } from './content-rules.ts';
import { validContentFields, type ContentRules } from './content-validation.ts';
import type { ContentEntity, ContentFields } from './content-entity.ts';

type AnyRules = ContentRules<ContentEntity>;

const COLLECTIONS = {
  agents: AGENTS,
  communities: COMMUNITIES,
  articles: ARTICLES,
  banners: BANNERS,
  testimonials: TESTIMONIALS,
  sales_results: SALES_RESULTS,
  site_pages: SITE_PAGES,
} as const;

const VALID: Record<keyof typeof CONTENT_RULES, fc.Arbitrary<ContentFields<ContentEntity>>> = {
  agents: validAgentFieldsArbitrary,
  communities: validCommunityFieldsArbitrary,
  articles: validArticleFieldsArbitrary,
  banners: validBannerFieldsArbitrary,
  testimonials: validTestimonialFieldsArbitrary,
  sales_results: validSalesResultFieldsArbitrary,
  site_pages: validSitePageFieldsArbitrary,
};

/** Fields chosen from a list (a select, not typed), which forms never pad. */
const CHOSEN = new Set(['category', 'status', 'placement', 'side', 'authorAgentId', 'agentId']);

/** Puts spaces around every typed top-level text, as a form would hand them over. */
function padded(fields: ContentFields<ContentEntity>): ContentFields<ContentEntity> {
  const pad = (key: string, value: unknown) => (typeof value === 'string' && !CHOSEN.has(key) ? ` ${value}\t` : value);
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, pad(key, value)]));
}

describe.each(Object.keys(CONTENT_RULES) as (keyof typeof CONTENT_RULES)[])('the rules of %s', (name) => {
  const rules = CONTENT_RULES[name] as unknown as AnyRules;

  it('find nothing wrong with any valid record, and leave it unchanged', () => {
    fc.assert(
      fc.property(VALID[name], (fields) => {
        expect(rules.issues(fields)).toEqual([]);
        expect(rules.normalize(fields)).toEqual(fields);
      }),
    );
  });

  it('trim what a form hands over back to the valid record', () => {
    fc.assert(
      fc.property(VALID[name], (fields) => {
        expect(validContentFields(rules, padded(fields))).toEqual(fields);
      }),
    );
  });

  it('normalize idempotently', () => {
    fc.assert(
      fc.property(VALID[name].map(padded), (fields) => {
        expect(rules.normalize(rules.normalize(fields))).toEqual(rules.normalize(fields));
      }),
    );
  });

  it('are listed under the name of their collection', () => {
    expect(COLLECTIONS[name].name).toBe(name);
  });

  it('name only fields the collection has', () => {
    fc.assert(
      fc.property(VALID[name], (fields) => {
        const broken = Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [
            key,
            typeof value === 'string' ? '\u0000'.repeat(200_001) : value,
          ]),
        );
        for (const issue of rules.issues(broken))
          expect(Object.keys(COLLECTIONS[name].fields)).toContain(issue.field.split('.')[0]);
      }),
      { numRuns: 20 },
    );
  });
});

describe(validContentFields, () => {
  it('throws a ValidationError carrying every issue', () => {
    const fields = { slug: 'Not A Slug', title: '', intro: '', body: '' };
    expect(() => validContentFields(CONTENT_RULES.site_pages, fields)).toThrow(ValidationError);
    try {
      validContentFields(CONTENT_RULES.site_pages, fields);
    } catch (error) {
      expect((error as ValidationError).issues.map((issue) => issue.field)).toEqual(['slug', 'title']);
    }
  });
});
