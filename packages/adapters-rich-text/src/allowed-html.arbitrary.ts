import fc from 'fast-check';

const WORDS = [
  'Naples',
  'Pier',
  'Sanibel',
  'Causeway',
  'homestead',
  'exemption',
  'flood',
  'zone',
  'AE',
  'Koreshan',
  '1894',
  '&amp;',
  '&lt;',
  '&gt;',
  '"quoted"',
  "it's",
  'café',
  '—',
];

/** Text as sanitize-html writes it: words with &, < and > escaped. */
const textArbitrary = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 })
  .map((words) => words.join(' '));

const linkArbitrary = fc.oneof(
  fc
    .constantFrom('https://www.floridastateparks.org/koreshan', 'http://example.com/a?b=c')
    .map((href) => `<a href="${href}" rel="noopener">`),
  fc
    .constantFrom(
      '/search?city=Naples&amp;minPrice=500000',
      '/contact-us',
      'mailto:hello@palmettorealtygroup.com',
      'tel:+12395550142',
    )
    .map((href) => `<a href="${href}">`),
);

const inline: fc.Arbitrary<string> = fc.letrec<{ inline: string }>((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    textArbitrary,
    tie('inline').map((inner) => `<strong>${inner}</strong>`),
    tie('inline').map((inner) => `<em>${inner}</em>`),
    fc.tuple(linkArbitrary, textArbitrary).map(([open, inner]) => `${open}${inner}</a>`),
    fc.constant('<br />'),
    fc.tuple(tie('inline'), tie('inline')).map(([a, b]) => `${a} ${b}`),
  ),
})).inline;

const image = fc.constantFrom(
  '<img src="/media/demo/community/4.svg" alt="Clubhouse across the lake" />',
  '<img src="https://photos.example.com/pier.jpg" alt="Naples Pier at sunset" width="640" height="480" />',
);

const block = fc.oneof(
  inline.map((inner) => `<p>${inner}</p>`),
  fc.tuple(fc.constantFrom('h2', 'h3', 'h4'), textArbitrary).map(([tag, inner]) => `<${tag}>${inner}</${tag}>`),
  fc
    .tuple(fc.constantFrom('ul', 'ol'), fc.array(inline, { minLength: 1, maxLength: 4 }))
    .map(([tag, items]) => `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`),
  inline.map((inner) => `<blockquote><p>${inner}</p></blockquote>`),
  fc.tuple(image, textArbitrary).map(([img, caption]) => `<figure>${img}<figcaption>${caption}</figcaption></figure>`),
  fc.constant('<hr />'),
  fc
    .tuple(textArbitrary, textArbitrary, textArbitrary)
    .map(
      ([caption, head, cell]) =>
        `<table><caption>${caption}</caption><thead><tr><th scope="col">${head}</th><th scope="col" colspan="2">${head}</th></tr></thead><tbody><tr><td>${cell}</td><td rowspan="2">${cell}</td></tr></tbody></table>`,
    ),
);

/** Rich text that follows the policy, written the way the sanitizer writes it. */
export const allowedHtmlArbitrary: fc.Arbitrary<string> = fc
  .array(block, { minLength: 1, maxLength: 6 })
  .map((blocks) => blocks.join(''));
