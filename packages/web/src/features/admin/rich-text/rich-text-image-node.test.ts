import { richTextAttributes } from '@app/domain';
import { Editor } from '@tiptap/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions.ts';
import { editorHtmlToBody, elementsOnlyHtmlKeeps } from './rich-text-html.ts';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** The body the visual editor gives back for a body it opened, untouched. */
function throughEditor(body: string): string {
  const editor = new Editor({ extensions: RICH_TEXT_EXTENSIONS, content: body });
  editors.push(editor);
  return editorHtmlToBody(editor.getHTML());
}

const IMAGE_ATTRIBUTES = ['src', 'alt', 'width', 'height', 'data-alt'];

/** Every picture of a body, in order, as its attributes (names and values as the browser reads them). */
function imagesOf(body: string): Record<string, string>[] {
  const holder = document.createElement('div');
  holder.innerHTML = body;
  return [...holder.querySelectorAll('img')].map((img) =>
    Object.fromEntries(img.getAttributeNames().map((name) => [name, img.getAttribute(name) ?? ''])),
  );
}

const escapeAttribute = (value: string) => value.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;');
const escapeText = (value: string) => value.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

const ID = fc.uuid({ version: 4 });
const sourceArbitrary = fc.oneof(
  fc
    .tuple(ID, fc.constantFrom('320.webp', '640.webp', '1920.webp', 'original.jpg'))
    .map(([id, file]) => `/media/images/${id}/${file}`),
  fc.constantFrom('/media/demo/community/4.svg', 'https://photos.example.com/pier.jpg?w=640&h=480'),
);
const altArbitrary = fc
  .string({ minLength: 1, maxLength: 250 })
  .filter((alt) => alt.trim() !== '' && !/[\p{Cc}]/u.test(alt));
const sizeArbitrary = fc.option(fc.integer({ min: 1, max: 9999 }).map(String), { nil: undefined });

/** A picture the rich-text policy keeps as it is, with its attributes. */
const imageArbitrary = fc
  .record({ src: sourceArbitrary, alt: altArbitrary, width: sizeArbitrary, height: sizeArbitrary })
  .map((fields) =>
    Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  )
  .filter((attributes) => richTextAttributes('img', attributes) !== null)
  .map((attributes) => ({
    attributes,
    html: `<img ${Object.entries(attributes)
      .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
      .join(' ')} />`,
  }));

const wordsArbitrary = fc
  .array(fc.constantFrom('Naples', 'Pier', 'flood zone', 'café', '<AE>', 'Q&A'), { minLength: 1, maxLength: 4 })
  .map((words) => escapeText(words.join(' ')));

/** A body the policy accepts: paragraphs, headings, lists, quotes and links around pictures, some on their own. */
const bodyArbitrary = fc
  .array(
    fc.oneof(
      fc.tuple(wordsArbitrary, imageArbitrary, wordsArbitrary).map(([a, image, b]) => ({
        images: [image.attributes],
        html: `<p>${a} ${image.html} ${b}</p>`,
      })),
      imageArbitrary.map((image) => ({ images: [image.attributes], html: image.html })),
      fc.tuple(imageArbitrary, wordsArbitrary).map(([image, words]) => ({
        images: [image.attributes],
        html: `<ul><li><p>${words}</p></li><li><p>${image.html}</p></li></ul>`,
      })),
      fc.tuple(imageArbitrary, wordsArbitrary).map(([image, words]) => ({
        images: [image.attributes],
        html: `<blockquote><p><a href="/communities/pelican-bay">${image.html}</a> <strong>${words}</strong></p></blockquote>`,
      })),
      fc.tuple(fc.constantFrom('h2', 'h3', 'h4'), wordsArbitrary).map(([tag, words]) => ({
        images: [],
        html: `<${tag}>${words}</${tag}>`,
      })),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((blocks) => ({
    images: blocks.flatMap((block) => block.images),
    html: blocks.map((block) => block.html).join(''),
  }))
  .filter((body) => body.images.length > 0);

describe('pictures in the visual editor', () => {
  it('opens a body with pictures in the visual editor', () => {
    expect(elementsOnlyHtmlKeeps('<p>Pier <img src="/media/demo/a.svg" alt="Pier"></p>')).toEqual([]);
  });

  it('keeps a picture inside its paragraph with the policy’s attributes, in their order', () => {
    expect(
      throughEditor(
        '<p>Before <img alt="Naples Pier" src="/media/images/x/640.webp" width="360" height="270" /> after</p>',
      ),
    ).toBe('<p>Before <img src="/media/images/x/640.webp" alt="Naples Pier" width="360" height="270"> after</p>');
  });

  it('keeps the mark of a picture that follows the library alt text (ADR 0045)', () => {
    expect(throughEditor('<p><img src="/media/images/x/640.webp" alt="Naples Pier" data-alt="library"></p>')).toBe(
      '<p><img src="/media/images/x/640.webp" alt="Naples Pier" data-alt="library"></p>',
    );
  });

  it('drops what the policy drops: other attributes, pictures without alt text or with a data: address', () => {
    expect(
      throughEditor(
        '<p>a<img src="/a.png" alt="A" title="t" class="c" style="x" loading="lazy">b<img src="/b.png">c<img src="data:image/png;base64,AA" alt="D"></p>',
      ),
    ).toBe('<p>a<img src="/a.png" alt="A">bc</p>');
  });

  it('gives back every picture of any body the policy accepts, unchanged and in order (property)', () => {
    fc.assert(
      fc.property(bodyArbitrary, (body) => {
        expect(imagesOf(throughEditor(body.html))).toEqual(body.images);
        expect(imagesOf(throughEditor(throughEditor(body.html)))).toEqual(body.images);
      }),
      { numRuns: 40 },
    );
  }, 30_000);

  it('writes only attributes the policy keeps on any picture (property)', () => {
    fc.assert(
      fc.property(bodyArbitrary, (body) => {
        for (const image of imagesOf(throughEditor(body.html))) {
          expect(Object.keys(image).every((name) => IMAGE_ATTRIBUTES.includes(name))).toBe(true);
          expect(richTextAttributes('img', image)).toEqual(image);
        }
      }),
      { numRuns: 40 },
    );
  }, 30_000);
});

describe('Enter with a picture chosen', () => {
  const PICTURE = '<img src="/media/demo/community/4.svg" alt="The pier at dusk">';

  /** Opens the body, chooses its (only) picture as a click would, presses Enter and types; the body after. */
  function enterOnPicture(body: string, typed: string): string {
    const editor = new Editor({ extensions: RICH_TEXT_EXTENSIONS, content: body });
    editors.push(editor);
    let picture = -1;
    editor.state.doc.descendants((node, position) => {
      if (node.type.name === 'image') picture = position;
    });
    editor.commands.setNodeSelection(picture);
    editor.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    editor.commands.insertContent(typed);
    return editorHtmlToBody(editor.getHTML());
  }

  it('keeps a picture at the end of a paragraph and starts the new line after it', () => {
    expect(enterOnPicture(`<p>Sunset from the pier ${PICTURE}</p>`, 'New words')).toBe(
      `<p>Sunset from the pier ${PICTURE}</p><p>New words</p>`,
    );
  });

  it('keeps the picture wherever it stands in the paragraph, and the words after it go to the new line', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).map(escapeText),
        fc.string({ maxLength: 20 }).map(escapeText),
        fc.stringMatching(/^[a-z]{1,12}$/),
        (before, after, typed) => {
          const body = enterOnPicture(`<p>${before}${PICTURE}${after}</p>`, typed);
          expect(imagesOf(body)).toEqual([{ src: '/media/demo/community/4.svg', alt: 'The pier at dusk' }]);
          const paragraphs = [...new DOMParser().parseFromString(body, 'text/html').querySelectorAll('p')];
          expect(paragraphs).toHaveLength(2);
          expect(paragraphs[0]?.querySelector('img')).not.toBeNull();
          expect(paragraphs[1]?.textContent?.startsWith(typed)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
