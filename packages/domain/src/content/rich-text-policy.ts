import { isSitePath, isWebUrl } from './content-url.ts';

/**
 * The elements rich text (article, community and page bodies) may hold. Every other element is
 * removed: its text stays, except for elements whose content is code or styling (script, style
 * and the like), which go with their content.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'br',
  'hr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** The rel given to every link that leaves the site (the opened page gets no handle on ours). */
export const EXTERNAL_LINK_REL = 'noopener';

const ATTRIBUTE_RULES: Readonly<Record<string, Readonly<Record<string, (value: string) => boolean>>>> = {
  a: { href: isRichTextLink, title: (value) => value.length <= 200 },
  img: {
    src: isRichTextImageSource,
    alt: (value) => value.trim() !== '' && value.length <= 250,
    width: isSize,
    height: isSize,
    // A library picture that follows the library's alt text (ADR 0045): the public read shows the library's.
    'data-alt': (value) => value === 'library',
  },
  th: { scope: (value) => ['row', 'col', 'rowgroup', 'colgroup'].includes(value), colspan: isSpan, rowspan: isSpan },
  td: { colspan: isSpan, rowspan: isSpan },
};

/** The attributes each element may keep; a link's `rel` is set by the policy, never taken from the input. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(Object.entries(ATTRIBUTE_RULES).map(([tag, rules]) => [tag, Object.keys(rules)])),
  a: [...Object.keys(ATTRIBUTE_RULES.a ?? {}), 'rel'],
};

const REQUIRED: Readonly<Record<string, readonly string[]>> = { a: ['href'], img: ['src', 'alt'] };

function isSize(value: string): boolean {
  return /^[1-9]\d{0,3}$/.test(value);
}

function isSpan(value: string): boolean {
  return /^[1-9]\d?$/.test(value);
}

/**
 * Whether a link target may appear in rich text: an http(s) address, a site path, a mailto: address
 * or a tel: number. `javascript:`, `data:`, `//host` and anything with spaces or control characters are refused.
 */
export function isRichTextLink(href: string): boolean {
  return (
    isWebUrl(href) ||
    isSitePath(href) ||
    /^mailto:[^\s@]+@[^\s@]+$/i.test(href) ||
    /^tel:\+?[\d().-]{3,30}$/i.test(href)
  );
}

/** Whether a picture address may appear in rich text: an http(s) address or a site path. */
export function isRichTextImageSource(src: string): boolean {
  return isWebUrl(src) || isSitePath(src);
}

/** Whether a link leaves the site (an http(s) address). */
export function isExternalLink(href: string): boolean {
  return isWebUrl(href);
}

/**
 * The attributes an allowed element keeps under the policy, or null when the element must be
 * unwrapped (its text kept): a link without an allowed target, a picture without an allowed
 * address or without alt text. A link leaving the site gets rel="noopener".
 */
export function richTextAttributes(
  tag: RichTextTag,
  attributes: Readonly<Record<string, string>>,
): Record<string, string> | null {
  const rules = ATTRIBUTE_RULES[tag] ?? {};
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) if (rules[name]?.(value) === true) kept[name] = value;
  if ((REQUIRED[tag] ?? []).some((name) => kept[name] === undefined)) return null;
  if (tag === 'a' && isExternalLink(kept.href ?? '')) kept.rel = EXTERNAL_LINK_REL;
  return kept;
}

/** Turns untrusted HTML into rich text that follows the policy. */
export interface RichTextSanitizer {
  /** The HTML with every element and attribute the policy does not allow removed; sanitizing twice equals sanitizing
   * once. */
  sanitize(html: string): string;
}

/** The fields with their rich-text `body` (when given) sanitized: the rule is sanitize on write. */
export function withSanitizedBody<F extends { readonly body?: string }>(fields: F, sanitizer: RichTextSanitizer): F {
  return fields.body === undefined ? fields : { ...fields, body: sanitizer.sanitize(fields.body) };
}
