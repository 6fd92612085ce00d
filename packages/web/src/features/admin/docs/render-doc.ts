import { Marked, Renderer, type Token, type Tokens } from 'marked';
import { docLinkHref } from './doc-links.ts';
import type { DocSection } from './doc-sections.ts';

/** A heading of the table of contents. */
export interface DocHeading {
  readonly id: string;
  readonly text: string;
  readonly depth: 2 | 3;
}

/** A document ready to show: its title (the Markdown `# ` heading), body HTML and contents. */
export interface RenderedDoc {
  readonly title: string;
  readonly summary: string;
  readonly html: string;
  readonly headings: readonly DocHeading[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML content or a quoted attribute. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}

/** A heading's id: lower-case words joined by hyphens, numbered when the same words come again. */
function slugger() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base =
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'section';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) =>
      'tokens' in token && token.tokens ? plainText(token.tokens) : 'text' in token ? (token.text as string) : '',
    )
    .join('');
}

function isTitle(token: Token): token is Tokens.Heading {
  return token.type === 'heading' && token.depth === 1;
}

/**
 * Renders one of our Markdown documents for the admin area. Raw HTML written in the Markdown is
 * shown as text (never inserted), links to other documents lead to their admin pages, unsafe
 * link targets become plain text, and every level-2 and level-3 heading gets an id and a place
 * in the table of contents. The `# ` title is returned apart, for the page's own heading.
 */
export function renderDoc(markdown: string, section: DocSection): RenderedDoc {
  const marked = new Marked({ gfm: true });
  const idFor = slugger();
  const headings: DocHeading[] = [];
  marked.use({
    renderer: {
      html: ({ text }) => escapeHtml(text),
      heading({ tokens, depth }) {
        const text = plainText(tokens);
        const id = idFor(text);
        if (depth === 2 || depth === 3) headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const content = this.parser.parseInline(tokens);
        const target = docLinkHref(href, section);
        if (target === null) return content;
        const external = /^https?:/i.test(target) ? ' rel="noopener noreferrer"' : '';
        const hint = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(target)}"${hint}${external}>${content}</a>`;
      },
      image: ({ text }) => escapeHtml(text),
      table(token) {
        const label = escapeHtml(`Table: ${token.header.map((cell) => cell.text).join(', ')}`);
        return `<div class="doc-table" tabindex="0" role="region" aria-label="${label}">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
      code: ({ text }) => `<pre tabindex="0"><code>${escapeHtml(text)}</code></pre>\n`,
    },
  });
  const tokens = marked.lexer(markdown);
  const titleToken = tokens.find(isTitle);
  const firstParagraph = tokens.find((token): token is Tokens.Paragraph => token.type === 'paragraph');
  const html = marked.parser(tokens.filter((token) => token !== titleToken));
  return {
    title: titleToken ? plainText(titleToken.tokens) : '',
    summary: firstParagraph ? plainText(firstParagraph.tokens) : '',
    html,
    headings,
  };
}
