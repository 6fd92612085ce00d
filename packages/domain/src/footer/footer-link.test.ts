import { footerLinkInputArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOTER_LINK_DEFAULTS, withFooterLinkDefaults } from './footer-link.ts';

describe(withFooterLinkDefaults, () => {
  it('gives an empty input the spec defaults: enabled, column 1, empty text and url, sort_order 999', () => {
    expect(withFooterLinkDefaults({})).toEqual({
      enabled: true,
      column: 1,
      link_text: '',
      link_url: '',
      sort_order: 999,
    });
    expect(FOOTER_LINK_DEFAULTS).toEqual(withFooterLinkDefaults({}));
  });

  it('keeps given values, falsy ones included', () => {
    expect(
      withFooterLinkDefaults({ enabled: false, column: 3, link_text: 'FAQ', link_url: '/faq', sort_order: 0 }),
    ).toEqual({
      enabled: false,
      column: 3,
      link_text: 'FAQ',
      link_url: '/faq',
      sort_order: 0,
    });
  });

  it('keeps an explicit null sort_order (missing, sorts last) instead of the default', () => {
    expect(withFooterLinkDefaults({ sort_order: null }).sort_order).toBeNull();
  });

  it('takes each given field and the default for each left out', () => {
    fc.assert(
      fc.property(footerLinkInputArbitrary, (input) => {
        const filled = withFooterLinkDefaults(input);
        for (const key of Object.keys(FOOTER_LINK_DEFAULTS) as (keyof typeof FOOTER_LINK_DEFAULTS)[])
          expect(filled[key]).toBe(key in input ? input[key] : FOOTER_LINK_DEFAULTS[key]);
      }),
    );
  });
});
