import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_LINK_REL,
  isRichTextImageSource,
  isRichTextLink,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  richTextAttributes,
  withSanitizedBody,
} from './rich-text-policy.ts';

describe(isRichTextLink, () => {
  it('takes http(s) addresses, site paths, mailto: and tel: links', () => {
    for (const href of [
      'https://www.edisonfordwinterestates.org',
      '/resources/buyer-resources',
      'mailto:hello@palmettorealtygroup.com',
      'tel:+12395550142',
    ])
      expect(isRichTextLink(href), href).toBe(true);
  });

  it('refuses script, data, vbscript, protocol-relative and obfuscated targets', () => {
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      '//evil.example',
      'relative/path',
      '#top',
      'tel:call-me',
    ])
      expect(isRichTextLink(href), href).toBe(false);
  });

  it('never takes a target whose scheme a browser would read as javascript', () => {
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\u0000', 'JAVA', 'script', ':', '/', 'java', 'Script');
    fc.assert(
      fc.property(fc.array(noise, { maxLength: 6 }), fc.string({ maxLength: 10 }), (parts, rest) => {
        const href = `${parts.join('')}${rest}`;
        if (isRichTextLink(href)) expect(new URL(href, 'https://www.example.com').protocol).not.toBe('javascript:');
      }),
      { numRuns: 1000 },
    );
  });
});

describe(isRichTextImageSource, () => {
  it('takes http(s) and site pictures only', () => {
    expect(isRichTextImageSource('/media/demo/community/4.svg')).toBe(true);
    expect(isRichTextImageSource('https://photos.example.com/a.jpg')).toBe(true);
    for (const src of ['data:image/svg+xml,<svg/>', 'javascript:alert(1)', 'mailto:a@b.co'])
      expect(isRichTextImageSource(src), src).toBe(false);
  });
});

describe(richTextAttributes, () => {
  it('adds rel="noopener" to links that leave the site, and only to them', () => {
    expect(richTextAttributes('a', { href: 'https://www.floridastateparks.org', rel: 'opener' })).toEqual({
      href: 'https://www.floridastateparks.org',
      rel: EXTERNAL_LINK_REL,
    });
    expect(richTextAttributes('a', { href: '/contact-us', rel: 'opener', target: '_blank' })).toEqual({
      href: '/contact-us',
    });
  });

  it('unwraps links without an allowed target and pictures without an allowed address or alt text', () => {
    expect(richTextAttributes('a', { href: 'javascript:alert(1)' })).toBeNull();
    expect(richTextAttributes('a', {})).toBeNull();
    expect(richTextAttributes('img', { src: '/a.svg' })).toBeNull();
    expect(richTextAttributes('img', { src: '/a.svg', alt: ' ' })).toBeNull();
    expect(richTextAttributes('img', { src: 'data:image/png;base64,AAAA', alt: 'x' })).toBeNull();
  });

  it('keeps the mark of a picture that follows the library alt text, and no other data attribute value', () => {
    expect(richTextAttributes('img', { src: '/media/images/a/640.webp', alt: 'Pier', 'data-alt': 'library' })).toEqual({
      src: '/media/images/a/640.webp',
      alt: 'Pier',
      'data-alt': 'library',
    });
    expect(richTextAttributes('img', { src: '/a.svg', alt: 'Pier', 'data-alt': 'x', 'data-y': 'library' })).toEqual({
      src: '/a.svg',
      alt: 'Pier',
    });
  });

  it('drops event handlers, styles and unknown attributes', () => {
    expect(
      richTextAttributes('img', {
        src: '/a.svg',
        alt: 'Pier',
        onerror: 'alert(1)',
        style: 'x',
        width: '640',
        height: 'big',
      }),
    ).toEqual({ src: '/a.svg', alt: 'Pier', width: '640' });
    expect(richTextAttributes('p', { onclick: 'alert(1)', class: 'lead' })).toEqual({});
    expect(richTextAttributes('th', { scope: 'col', colspan: '2', rowspan: '0' })).toEqual({
      scope: 'col',
      colspan: '2',
    });
  });

  it('keeps only attributes the policy lists for the element', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RICH_TEXT_TAGS),
        fc.dictionary(
          fc.constantFrom('href', 'src', 'alt', 'rel', 'onclick', 'style', 'title', 'width', 'scope', 'colspan'),
          fc.string(),
        ),
        (tag, attributes) => {
          const kept = richTextAttributes(tag, attributes);
          for (const name of Object.keys(kept ?? {})) expect(RICH_TEXT_ATTRIBUTES[tag] ?? []).toContain(name);
        },
      ),
    );
  });
});

describe(withSanitizedBody, () => {
  const sanitizer = { sanitize: (html: string) => html.replace(/<script>.*<\/script>/g, '') };

  it('sanitizes the body when given and leaves other fields alone', () => {
    const page = { title: 'A', body: '<p>Hi</p><script>x</script>' };
    const patch: { title: string; body?: string } = { title: 'A' };
    expect(withSanitizedBody(page, sanitizer)).toEqual({ title: 'A', body: '<p>Hi</p>' });
    expect(withSanitizedBody(patch, sanitizer)).toEqual({ title: 'A' });
  });
});
