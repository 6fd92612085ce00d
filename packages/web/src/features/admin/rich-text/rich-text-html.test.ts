import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorHtmlToBody, elementsOnlyHtmlKeeps } from './rich-text-html.ts';

describe(editorHtmlToBody, () => {
  it('turns an editor holding one empty paragraph into an empty body', () => {
    expect(editorHtmlToBody('<p></p>')).toBe('');
    expect(editorHtmlToBody('<p><br></p><p> </p>')).toBe('');
  });

  it('keeps a body with text as it is', () => {
    expect(editorHtmlToBody('<h2>Tides</h2><p></p><p>Naples <strong>Pier</strong></p>')).toBe(
      '<h2>Tides</h2><p></p><p>Naples <strong>Pier</strong></p>',
    );
  });

  it('never empties a body that holds words', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,20}$/u), (word) => {
        expect(editorHtmlToBody(`<p></p><p>${word}</p>`)).not.toBe('');
      }),
    );
  });
});

describe(elementsOnlyHtmlKeeps, () => {
  it('names the tables and figures the visual editor would drop, once each (pictures it keeps)', () => {
    const html =
      '<p>Rates</p><table><caption>2026</caption><tr><td>1</td></tr></table><figure><img src="/a.jpg" alt="Pier"><figcaption>Pier</figcaption></figure><table></table>';
    expect(elementsOnlyHtmlKeeps(html)).toEqual(['table', 'caption', 'tr', 'td', 'figure', 'figcaption']);
  });

  it('finds nothing in a body made with the visual editor', () => {
    expect(
      elementsOnlyHtmlKeeps(
        '<h2>A</h2><ul><li><p>b</p></li></ul><blockquote><p><em>c</em></p></blockquote><hr><p><a href="/x">x</a><br><img src="/media/images/a/640.webp" alt="Pier"></p>',
      ),
    ).toEqual([]);
  });

  it('ignores elements the policy refuses anyway (the server removes them)', () => {
    expect(elementsOnlyHtmlKeeps('<p>a</p><script>x</script><span>b</span>')).toEqual([]);
  });
});
