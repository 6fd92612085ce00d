import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { absoluteUrl, compactJsonLd, sameAs, type JsonLd } from './json-ld.ts';
import { hasEmptyValue } from './sample-content.ts';

const jsonLd: fc.Arbitrary<JsonLd> = fc.letrec<{ value: JsonLd }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, undefined, '', 'text', 0, 3.5, true),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'name', '@type'), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe(compactJsonLd, () => {
  it('drops nulls, undefined, empty texts and empty lists, at any depth', () => {
    expect(
      compactJsonLd({ name: 'Pier', description: '', image: [], geo: null, about: { a: undefined, b: [null, 'x'] } }),
    ).toEqual({
      name: 'Pier',
      about: { b: ['x'] },
    });
  });

  it('leaves nothing empty below the top and keeps every other value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), jsonLd), (value) => {
        const compact = compactJsonLd(value);
        expect(Object.values(compact).some(hasEmptyValue)).toBe(false);
        expect(compactJsonLd(compact)).toEqual(compact);
      }),
    );
  });
});

describe(absoluteUrl, () => {
  it('puts site-relative paths on the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('https://www.example.com', '/contact-us')).toBe('https://www.example.com/contact-us');
    expect(absoluteUrl('https://www.example.com/', '/')).toBe('https://www.example.com/');
    expect(absoluteUrl('https://www.example.com', 'https://cdn.example.net/a.jpg')).toBe(
      'https://cdn.example.net/a.jpg',
    );
  });
});

describe(sameAs, () => {
  it('keeps the web addresses that are given', () => {
    expect(sameAs({ facebook: 'https://facebook.com/p', instagram: '', youtube: 'not a link' })).toEqual([
      'https://facebook.com/p',
    ]);
  });
});
