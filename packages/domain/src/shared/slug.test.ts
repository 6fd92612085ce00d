import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from './slug.ts';

/** Texts with letters, digits, accents, symbols, spaces and dashes in any mix. */
const messyTextArbitrary = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({
    unit: fc.constantFrom('a', 'Z', '7', ' ', '-', '--', '&', 'é', 'Ñ', 'ü', 'ß', '.', '#', ',', '\t', 'İ', 'ﬁ', '²'),
  }),
);

describe(slugify, () => {
  it('lower-cases words and joins them with single dashes', () => {
    expect(slugify('Pelican Bay  Naples')).toBe('pelican-bay-naples');
    expect(slugify('1200 Gulf Shore Blvd N, Unit 402')).toBe('1200-gulf-shore-blvd-n-unit-402');
  });

  it('folds accents and reads & as "and"', () => {
    expect(slugify('Café Olé')).toBe('cafe-ole');
    expect(slugify('Pointe Sébastien Résidences')).toBe('pointe-sebastien-residences');
    expect(slugify('Bonita Bay Club & Marina')).toBe('bonita-bay-club-and-marina');
    expect(slugify('Q&A')).toBe('q-and-a');
  });

  it('drops leading, trailing and repeated separators', () => {
    expect(slugify('  --Sanibel -- Island!!  ')).toBe('sanibel-island');
  });

  it('gives the empty string for a text with no letters or digits', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' — !? ')).toBe('');
  });

  it('always gives a slug, or the empty string', () => {
    fc.assert(
      fc.property(messyTextArbitrary, (text) => {
        const slug = slugify(text);
        expect(slug === '' || isSlug(slug)).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(messyTextArbitrary, (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
    );
  });

  it('leaves a slug unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/), (slug) => {
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });

  it('keeps every ASCII letter and digit of the text, in order', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = text
          .toLowerCase()
          .replace(/[^a-z0-9&]/g, '')
          .replace(/&/g, 'and');
        expect(slugify(text).replace(/-/g, '')).toBe(kept);
      }),
    );
  });
});

describe(isSlug, () => {
  it('accepts lower-case letters and digits joined by single dashes', () => {
    for (const text of ['naples', 'pelican-bay', '34102', 'unit-4b']) expect(isSlug(text)).toBe(true);
  });

  it('refuses the empty string, capitals, spaces, accents and stray dashes', () => {
    for (const text of ['', 'Naples', 'pelican bay', 'café', '-naples', 'naples-', 'pelican--bay', 'a_b'])
      expect(isSlug(text)).toBe(false);
  });

  it('accepts exactly the non-empty texts slugify leaves unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(messyTextArbitrary, fc.stringMatching(/^[a-z0-9-]{0,12}$/)), (text) => {
        expect(isSlug(text)).toBe(text !== '' && slugify(text) === text);
      }),
    );
  });
});
