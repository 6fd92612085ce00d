import { footerLinkFieldsArbitrary, hostilePathArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/domain-error.ts';
import {
  assertValidFooterLink,
  FOOTER_COLUMN_MAX,
  FOOTER_LINK_TEXT_MAX,
  FOOTER_LINK_URL_MAX,
  footerLinkIssues,
  isValidFooterLinkUrl,
} from './footer-link-validation.ts';

const SITE = 'https://www.example-site.com';

describe(isValidFooterLinkUrl, () => {
  it('accepts internal paths, http(s) addresses, mailto: and tel: links', () => {
    for (const url of [
      '/',
      '/about',
      '/resources/local-history?x=1#top',
      'https://www.facebook.com/team',
      'http://example.com:8080/a',
      'mailto:info@example.com',
      'TEL:+12395550100',
    ])
      expect(isValidFooterLinkUrl(url), url).toBe(true);
  });

  it('refuses protocol-relative, backslash, script and malformed targets', () => {
    for (const url of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'about',
      'https://',
      'https://-bad.com',
      'ftp://x.com',
      '/a b',
      'mailto:',
    ])
      expect(isValidFooterLinkUrl(url), url).toBe(false);
  });

  it('accepts an internal path only when it stays on the site', () => {
    fc.assert(
      fc.property(hostilePathArbitrary, (rest) => {
        const path = `/${rest}`;
        if (isValidFooterLinkUrl(path)) expect(new URL(path, SITE).origin).toBe(SITE);
      }),
      { numRuns: 500 },
    );
  });
});

describe(footerLinkIssues, () => {
  it('finds nothing wrong with valid fields', () => {
    expect(
      footerLinkIssues({ enabled: true, column: 2, link_text: 'About', link_url: '/about', sort_order: null }),
    ).toEqual([]);
  });

  it('checks only the fields given', () => {
    expect(footerLinkIssues({})).toEqual([]);
    expect(footerLinkIssues({ enabled: false })).toEqual([]);
  });

  it('requires text and url once given, blanks included', () => {
    expect(footerLinkIssues({ link_text: '  ', link_url: '' }).map((issue) => issue.field)).toEqual([
      'link_text',
      'link_url',
    ]);
  });

  it('limits text to 80 and url to 2048 characters', () => {
    expect(FOOTER_LINK_TEXT_MAX).toBe(80);
    expect(footerLinkIssues({ link_text: 'a'.repeat(80) })).toEqual([]);
    expect(footerLinkIssues({ link_text: 'a'.repeat(81) })).toHaveLength(1);
    expect(footerLinkIssues({ link_url: `/${'a'.repeat(FOOTER_LINK_URL_MAX - 1)}` })).toEqual([]);
    expect(footerLinkIssues({ link_url: `/${'a'.repeat(FOOTER_LINK_URL_MAX)}` })).toHaveLength(1);
  });

  it('takes whole columns from 1 to 4, the columns the footer shows; 5 to 12 are refused with the reason', () => {
    expect(FOOTER_COLUMN_MAX).toBe(4);
    expect(footerLinkIssues({ column: 1 })).toEqual([]);
    expect(footerLinkIssues({ column: FOOTER_COLUMN_MAX })).toEqual([]);
    expect(footerLinkIssues({ column: 5 })).toEqual([
      { field: 'column', message: 'Column must be a whole number from 1 to 4: the footer shows 4 columns' },
    ]);
    for (const column of [0, 5, 12, 13, 1.5, Number.NaN])
      expect(footerLinkIssues({ column }).map((issue) => issue.field)).toEqual(['column']);
  });

  it('takes a null sort_order or a whole one from 0 to 99999', () => {
    for (const sort_order of [null, 0, 999, 99_999]) expect(footerLinkIssues({ sort_order })).toEqual([]);
    for (const sort_order of [-1, 100_000, 2.5])
      expect(footerLinkIssues({ sort_order }).map((issue) => issue.field)).toEqual(['sort_order']);
  });

  it('reports every problem, not just the first', () => {
    expect(footerLinkIssues({ link_text: '', link_url: 'nope', column: 0, sort_order: -1 })).toHaveLength(4);
  });

  it('finds nothing wrong with any generated valid link', () => {
    fc.assert(
      fc.property(footerLinkFieldsArbitrary, (fields) => {
        expect(footerLinkIssues(fields)).toEqual([]);
      }),
    );
  });
});

describe(assertValidFooterLink, () => {
  it('returns the fields with text and url trimmed', () => {
    expect(assertValidFooterLink({ link_text: ' FAQ ', link_url: ' /faq ', column: 2 })).toEqual({
      link_text: 'FAQ',
      link_url: '/faq',
      column: 2,
    });
  });

  it('adds no fields that were left out', () => {
    expect(assertValidFooterLink({ enabled: false })).toEqual({ enabled: false });
  });

  it('throws a ValidationError carrying every issue', () => {
    let thrown: unknown;
    try {
      assertValidFooterLink({ link_text: '', column: 99 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).issues.map((issue) => issue.field)).toEqual(['link_text', 'column']);
    expect((thrown as ValidationError).code).toBe('validation');
  });

  it('leaves valid, trimmed fields unchanged', () => {
    fc.assert(
      fc.property(footerLinkFieldsArbitrary, (fields) => {
        expect(assertValidFooterLink(fields)).toEqual(fields);
      }),
    );
  });
});
