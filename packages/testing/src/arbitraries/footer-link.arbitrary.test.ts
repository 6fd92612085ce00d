import { footerLinkIssues, isValidFooterLinkUrl, normalizeFooterLinkQuery } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exampleFooterLink,
  footerLinkArbitrary,
  footerLinkFieldsArbitrary,
  footerLinkInputArbitrary,
  footerLinkQueryArbitrary,
  footerLinksArbitrary,
} from './footer-link.arbitrary.ts';

describe('footerLinkArbitrary', () => {
  it('makes valid links with a UUID v4 id and updated_at not before created_at', () => {
    fc.assert(
      fc.property(footerLinkArbitrary, (link) => {
        const { id, created_at, updated_at, ...fields } = link;
        expect(footerLinkIssues(fields)).toEqual([]);
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(new Date(created_at).toISOString()).toBe(created_at);
        expect(Date.parse(updated_at)).toBeGreaterThanOrEqual(Date.parse(created_at));
      }),
    );
  });
});

describe('footerLinkFieldsArbitrary and footerLinkInputArbitrary', () => {
  it('make fields the validation accepts, text already trimmed', () => {
    fc.assert(
      fc.property(fc.oneof(footerLinkFieldsArbitrary, footerLinkInputArbitrary), (fields) => {
        expect(footerLinkIssues(fields)).toEqual([]);
        if (fields.link_text !== undefined) expect(fields.link_text.trim()).toBe(fields.link_text);
        if (fields.link_url !== undefined) expect(isValidFooterLinkUrl(fields.link_url)).toBe(true);
      }),
    );
  });
});

describe(footerLinksArbitrary, () => {
  it('makes lists with distinct ids within the asked length', () => {
    fc.assert(
      fc.property(footerLinksArbitrary({ minLength: 2, maxLength: 5 }), (links) => {
        expect(links.length).toBeGreaterThanOrEqual(2);
        expect(links.length).toBeLessThanOrEqual(5);
        expect(new Set(links.map((link) => link.id)).size).toBe(links.length);
      }),
    );
  });
});

describe('footerLinkQueryArbitrary', () => {
  it('makes queries that are already normalized', () => {
    fc.assert(
      fc.property(footerLinkQueryArbitrary, (query) => {
        expect(normalizeFooterLinkQuery(query)).toEqual(query);
      }),
    );
  });
});

describe(exampleFooterLink, () => {
  it('is a valid link whose fields can be replaced', () => {
    const { id: _id, created_at: _created, updated_at: _updated, ...fields } = exampleFooterLink();
    expect(footerLinkIssues(fields)).toEqual([]);
    expect(exampleFooterLink({ column: 3 }).column).toBe(3);
  });
});
