import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  richTextAttributes,
  type RichTextSanitizer,
  type RichTextTag,
} from '@app/domain';
import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * Elements removed together with everything inside them: code, styling, embedded documents and
 * foreign markup (SVG and MathML, where `xlink:href` and `<set>` tricks live), form controls.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noembed',
  'noframes',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'xmp',
  'title',
  'head',
];

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

function policyAttributes(tagName: string, attribs: sanitizeHtml.Attributes): Record<string, string> | null {
  return ALLOWED.has(tagName) ? richTextAttributes(tagName as RichTextTag, attribs) : attribs;
}

/** Keeps the attributes the policy allows; an element it unwraps is left bare here and removed by `unwrapRefused`. */
function applyPolicy(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  return { tagName, attribs: policyAttributes(tagName, attribs) ?? {} };
}

/**
 * Removes the tag (not its text) of an element the policy unwraps. Done here rather than by
 * renaming it in `applyPolicy`: sanitize-html 2.17 closes later siblings with a renamed tag's name.
 */
function unwrapRefused(frame: sanitizeHtml.IFrame): 'excludeTag' | false {
  return policyAttributes(frame.tag, frame.attribs) === null ? 'excludeTag' : false;
}

const OPTIONS: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  selfClosing: ['img', 'br', 'hr'],
  transformTags: { '*': applyPolicy },
  exclusiveFilter: unwrapRefused,
};

/**
 * Passes until the output no longer changes. One pass can leave markup that parses differently
 * the second time (`<p><span><h2>` gives `<p><h2></h2></p>`, and a parser closes that paragraph
 * at the heading), so the sanitizer repeats until it reaches a fixed point: sanitizing twice then
 * equals sanitizing once. Two or three passes suffice in practice.
 */
const MAX_PASSES = 6;

/**
 * The domain's rich-text policy (`RICH_TEXT_TAGS`, `richTextAttributes`) applied with sanitize-html:
 * elements outside the policy are removed (their text kept, except code, styling and foreign
 * markup, removed whole), attributes are kept only where the policy allows their value, links
 * leaving the site get rel="noopener", and passes repeat until the result is stable.
 */
export class SanitizeHtmlRichTextSanitizer implements RichTextSanitizer {
  sanitize(html: string): string {
    let current = html;
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const next = sanitizeHtml(current, OPTIONS).trim();
      if (next === current) return next;
      current = next;
    }
    return current;
  }
}
