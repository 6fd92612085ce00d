import { RICH_TEXT_TAGS } from '@app/domain';

/** Elements of the rich-text policy the visual editor keeps (pictures by its image node, rich-text-image-node.ts). */
const VISUAL_EDITOR_TAGS = new Set([
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
  'br',
  'hr',
  'img',
]);

const TAG_NAME = /<([a-z][a-z0-9]*)\b/giu;

/**
 * The editor's HTML as a body to store: an editor holding nothing (one empty paragraph, or only
 * white space) is an empty body, so a required body is reported as missing.
 */
export function editorHtmlToBody(html: string): string {
  const withoutEmptyParagraphs = html.replace(/<p>(?:\s|<br\s*\/?>)*<\/p>/gu, '').trim();
  return withoutEmptyParagraphs === '' ? '' : html.trim();
}

/**
 * The allowed elements of a body that the visual editor cannot keep (tables, figures and their captions),
 * each named once in order of first appearance. A body holding any of them is edited as HTML, so
 * saving never drops them silently.
 */
export function elementsOnlyHtmlKeeps(html: string): string[] {
  const allowed = new Set<string>(RICH_TEXT_TAGS);
  const found = new Set<string>();
  for (const match of html.matchAll(TAG_NAME)) {
    const tag = (match[1] ?? '').toLowerCase();
    if (allowed.has(tag) && !VISUAL_EDITOR_TAGS.has(tag)) found.add(tag);
  }
  return [...found];
}
