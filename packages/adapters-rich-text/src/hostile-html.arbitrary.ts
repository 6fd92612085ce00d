import fc from 'fast-check';

/** Elements an attacker reaches for, in several letter cases, with the allowed ones mixed in. */
const TAGS = [
  'script',
  'SCRIPT',
  'ScRiPt',
  'iframe',
  'style',
  'svg',
  'math',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'xmp',
  'img',
  'a',
  'p',
  'div',
  'span',
  'form',
  'input',
  'button',
  'link',
  'meta',
  'base',
  'video',
  'audio',
  'source',
  'set',
  'animate',
  'use',
  'image',
  'table',
  'td',
  'li',
  'blockquote',
  'h2',
  'strong',
];

const URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java&#115;cript:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example/x',
  '/\\evil.example',
  'https://www.example.com/ok',
  '/search?city=Naples',
  'mailto:a@b.co',
  'x',
];

const ATTRIBUTE_NAMES = [
  'href',
  'src',
  'xlink:href',
  'onclick',
  'onerror',
  'ONLOAD',
  'onmouseover',
  'style',
  'srcdoc',
  'formaction',
  'alt',
  'rel',
  'target',
  'action',
  'data',
  'attributeName',
  'values',
  'to',
  'from',
];

const attribute = fc
  .tuple(
    fc.constantFrom(...ATTRIBUTE_NAMES),
    fc.constantFrom(...URLS, 'alert(1)', 'expression(alert(1))', '', 'A photo'),
    fc.constantFrom('"', "'", ''),
  )
  .map(([name, value, quote]) =>
    quote === '' ? `${name}=${value.replace(/\s/g, '')}` : `${name}=${quote}${value.replaceAll(quote, '')}${quote}`,
  );

const openTag = fc
  .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 3 }), fc.constantFrom('>', '/>', ' >'))
  .map(([tag, attributes, end]) => `<${[tag, ...attributes].join(' ')}${end}`);

const closeTag = fc.constantFrom(...TAGS).map((tag) => `</${tag}>`);

const text = fc.constantFrom(
  'Naples',
  ' & ',
  '<',
  '>',
  '"',
  "'",
  'alert(1)',
  '&lt;script&gt;',
  '&amp;',
  '&#60;script&#62;',
  '\u0000',
  ' ',
  'é',
);

const trick = fc.constantFrom(
  '<!-- <script>alert(1)</script> -->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<!DOCTYPE html>',
  '<scr<script>ipt>alert(1)</script>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<img src=x onerror=alert(1)//>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<style>@import "javascript:alert(1)";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="/ok" onclick="alert(1)">ok</a>',
  '<img src="/ok.svg" alt="ok" onerror="alert(1)">',
);

/** Any markup an editor, a paste or an attacker could send: fragments of tags, attributes, URLs, text and known tricks.
 * */
export const hostileHtmlArbitrary: fc.Arbitrary<string> = fc
  .array(fc.oneof(openTag, closeTag, text, trick), { maxLength: 25 })
  .map((parts) => parts.join(''));
