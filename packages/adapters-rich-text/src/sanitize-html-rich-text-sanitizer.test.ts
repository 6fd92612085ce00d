import { isRichTextImageSource, isRichTextLink, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedHtmlArbitrary } from './allowed-html.arbitrary.ts';
import { hostileHtmlArbitrary } from './hostile-html.arbitrary.ts';
import { SanitizeHtmlRichTextSanitizer } from './sanitize-html-rich-text-sanitizer.ts';

const sanitizer = new SanitizeHtmlRichTextSanitizer();
const RUNS = { numRuns: 2000 };

/** Undoes the character references a browser would decode in an attribute value. */
function decoded(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every tag of the output with its attributes; throws on any `<` that does not start a well-formed tag. */
function tagsOf(html: string): { name: string; attributes: Record<string, string> }[] {
  const tags: { name: string; attributes: Record<string, string> }[] = [];
  const tag = /<(\/?)([a-z0-9]+)((?: [a-z]+="[^"<>]*")*)(?: \/)?>/y;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    tag.lastIndex = at;
    const match = tag.exec(html);
    if (!match) throw new Error(`Stray < at ${at}: ${html.slice(at, at + 40)}`);
    const attributes = Object.fromEntries(
      [...(match[3] ?? '').matchAll(/ ([a-z]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, decoded(value)]),
    );
    tags.push({ name: match[2] ?? '', attributes });
  }
  return tags;
}

describe(SanitizeHtmlRichTextSanitizer, () => {
  it('keeps the allowed markup and adds rel="noopener" to external links', () => {
    expect(
      sanitizer.sanitize(
        '<h2>Koreshan</h2><p>See <a href="https://www.floridastateparks.org">the park</a> &amp; <a href="/contact-us">call us</a>.</p>',
      ),
    ).toBe(
      '<h2>Koreshan</h2><p>See <a href="https://www.floridastateparks.org" rel="noopener">the park</a> &amp; <a href="/contact-us">call us</a>.</p>',
    );
  });

  it('removes scripts, styles and frames with their content, and keeps the text of other elements', () => {
    expect(
      sanitizer.sanitize(
        '<div onclick="x()"><p>Hello<script>alert(1)</script></p><style>p{}</style><iframe src="/x">frame</iframe><span>world</span></div>',
      ),
    ).toBe('<p>Hello</p>world');
  });

  it('unwraps links with script targets and drops pictures without alt text', () => {
    expect(
      sanitizer.sanitize(
        '<p><a href="javascript:alert(1)">click</a><img src="/pier.svg"><img src="/pier.svg" alt="Naples Pier"></p>',
      ),
    ).toBe('<p>click<img src="/pier.svg" alt="Naples Pier" /></p>');
  });

  it('removes SVG and MathML whole, xlink tricks included', () => {
    expect(
      sanitizer.sanitize(
        '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg><math><mi>y</mi></math><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });

  it('leaves only allowed elements and attributes, with allowed addresses, for any input', () => {
    fc.assert(
      fc.property(hostileHtmlArbitrary, (html) => {
        for (const { name, attributes } of tagsOf(sanitizer.sanitize(html))) {
          expect(RICH_TEXT_TAGS).toContain(name);
          for (const attribute of Object.keys(attributes))
            expect(RICH_TEXT_ATTRIBUTES[name] ?? []).toContain(attribute);
          if (attributes.href !== undefined) expect(isRichTextLink(attributes.href)).toBe(true);
          if (attributes.src !== undefined) expect(isRichTextImageSource(attributes.src)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('never lets through a script, an event handler, a javascript: URL, a frame, a style or SVG', () => {
    fc.assert(
      fc.property(hostileHtmlArbitrary, (html) => {
        const clean = sanitizer.sanitize(html);
        expect(clean).not.toMatch(/<\s*\/?\s*(script|iframe|style|svg|math|object|embed|frame)/i);
        expect(clean).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
        expect(clean).not.toMatch(/<[^>]*\s(href|src)="\s*(javascript|vbscript|data):/i);
      }),
      RUNS,
    );
  });

  it('gives the same result when run twice', () => {
    fc.assert(
      fc.property(fc.oneof(hostileHtmlArbitrary, allowedHtmlArbitrary), (html) => {
        const once = sanitizer.sanitize(html);
        expect(sanitizer.sanitize(once)).toBe(once);
      }),
      RUNS,
    );
  });

  it('keeps rich text that follows the policy exactly as it is', () => {
    fc.assert(
      fc.property(allowedHtmlArbitrary, (html) => {
        expect(sanitizer.sanitize(html)).toBe(html);
      }),
      RUNS,
    );
  });

  it('keeps every picture the visual editor writes, with its attributes unchanged (property)', () => {
    // The admin's visual editor (Tiptap, rich-text-image-node.ts) writes `<img src alt width height>` inside a
    // paragraph, with no closing slash and the alt text escaped as a browser's innerHTML does (& and " always, < and >
    // by newer browsers).
    const attribute = (value: string, escapeAngles: boolean) => {
      const basic = value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      return escapeAngles ? basic.replace(/</g, '&lt;').replace(/>/g, '&gt;') : basic;
    };
    const picture = fc.record({
      src: fc.oneof(
        fc.uuid({ version: 4 }).map((id) => `/media/images/${id}/640.webp`),
        fc.constant('https://photos.example.com/pier.jpg?w=640&h=480'),
      ),
      alt: fc.string({ minLength: 1, maxLength: 250 }).filter((alt) => alt.trim() !== '' && !/\p{Cc}/u.test(alt)),
      width: fc.integer({ min: 1, max: 9999 }).map(String),
      height: fc.integer({ min: 1, max: 9999 }).map(String),
    });
    fc.assert(
      fc.property(fc.array(picture, { minLength: 1, maxLength: 3 }), fc.boolean(), (pictures, escapeAngles) => {
        const html = pictures
          .map(
            (each) =>
              `<p>Naples <img ${Object.entries(each)
                .map(([name, value]) => `${name}="${attribute(value, escapeAngles)}"`)
                .join(' ')}> Pier</p>`,
          )
          .join('');
        const images = tagsOf(sanitizer.sanitize(html)).filter((tag) => tag.name === 'img');
        expect(images.map((image) => image.attributes)).toEqual(pictures);
      }),
      { numRuns: 500 },
    );
  });
});
