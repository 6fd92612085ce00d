import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicOpenHouseType, safeLivestreamUrl } from './open-house.ts';

describe(safeLivestreamUrl, () => {
  it('keeps an https address and refuses every other kind', () => {
    expect(safeLivestreamUrl(' https://www.youtube.com/@palmettorealtygroup/live ')).toBe(
      'https://www.youtube.com/@palmettorealtygroup/live',
    );
    expect(safeLivestreamUrl('https://zoom.us:443/j/123?pwd=x#go')).toBe('https://zoom.us:443/j/123?pwd=x#go');
    for (const bad of [
      'http://example.org/live',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://',
      'https://user:pw@evil.example/',
      'https://host/with space',
      '//host/path',
      'www.youtube.com/live',
    ])
      expect(safeLivestreamUrl(bad)).toBeNull();
    expect(safeLivestreamUrl(null)).toBeNull();
    expect(safeLivestreamUrl(undefined)).toBeNull();
  });

  it('only ever gives back an https address without blanks', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((rest) => `https://${rest}`),
          fc.string().map((rest) => `https://live.example/${rest}`),
        ),
        (value) => {
          const kept = safeLivestreamUrl(value);
          if (kept !== null) {
            expect(kept.startsWith('https://')).toBe(true);
            expect(kept).not.toMatch(/\s/);
          }
        },
      ),
    );
  });

  it('keeps every well-formed https address it is given', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }), (url) => {
        fc.pre(!url.includes('@') && !/\s/.test(url));
        expect(safeLivestreamUrl(url)).toBe(url);
      }),
    );
  });
});

describe(isPublicOpenHouseType, () => {
  it('shows public and livestreamed open houses, and those of feeds without a type, but not agents’ ones', () => {
    expect(['Public', 'Livestream', null].map(isPublicOpenHouseType)).toEqual([true, true, true]);
    expect(['Broker', 'Office', 'Caravan'].map(isPublicOpenHouseType)).toEqual([false, false, false]);
  });
});
