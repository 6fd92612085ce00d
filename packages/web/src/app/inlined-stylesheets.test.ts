import { describe, expect, it } from 'vitest';
import { markInlinedStylesheets } from './inlined-stylesheets.ts';

describe(markInlinedStylesheets, () => {
  it('adds one disabled stylesheet link per file, which the lazy-chunk loader finds as loaded', () => {
    markInlinedStylesheets(['/assets/a.css', '/assets/b.css', '/assets/a.css']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-inlined]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/a.css', '/assets/b.css']);
    expect(links.every((link) => link.disabled)).toBe(true);
    expect(document.querySelector('link[href="/assets/a.css"][rel="stylesheet"]')).not.toBeNull();
  });
});
