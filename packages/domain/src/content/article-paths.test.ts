import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingMinutes } from './article-paths.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe(readingMinutes, () => {
  it('reads 200 words a minute, rounded', () => {
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(500)}</p>`)).toBe(3);
    expect(readingMinutes(`<p>${words(1290)}</p>`)).toBe(6);
  });

  it('counts at least one minute, even for an empty body', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('<p></p><hr />')).toBe(1);
  });

  it('counts words, not tags, attributes or character references', () => {
    const html =
      '<h2>Koreshan&nbsp;State Park</h2><p>Founded in <a href="https://example.com/a-very-long-address">1894</a> &amp; <strong>kept</strong></p>';
    expect(readingMinutes(html.repeat(40))).toBe(readingMinutes(`<p>${words(7 * 40)}</p>`));
  });

  it('grows with the text and never falls below one', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3000 }), fc.nat({ max: 3000 }), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(readingMinutes(words(fewer))).toBeLessThanOrEqual(readingMinutes(words(more)));
        expect(readingMinutes(words(more))).toBe(Math.max(1, Math.round(more / 200)));
      }),
    );
  });
});
