import { describe, expect, it } from 'vitest';
import { renderDoc } from './render-doc.ts';

const SAMPLE = `# Managing agents

Agents appear on the About pages.

## Add an agent

Open [the images](image-library-guide.md) first.

### Fields

| field | meaning |
|---|---|
| Name | shown on cards |

## Add an agent

\`\`\`
/search?city=Naples
\`\`\`
`;

describe(renderDoc, () => {
  const doc = renderDoc(SAMPLE, 'help');

  it('returns the title apart and leaves it out of the body', () => {
    expect(doc.title).toBe('Managing agents');
    expect(doc.html).not.toContain('<h1');
    expect(doc.summary).toBe('Agents appear on the About pages.');
  });

  it('gives every level-2 and level-3 heading a unique id and a place in the contents', () => {
    expect(doc.headings).toEqual([
      { id: 'add-an-agent', text: 'Add an agent', depth: 2 },
      { id: 'fields', text: 'Fields', depth: 3 },
      { id: 'add-an-agent-1', text: 'Add an agent', depth: 2 },
    ]);
    expect(doc.html).toContain('<h2 id="add-an-agent-1">');
  });

  it('rewrites links between documents to their admin pages', () => {
    expect(doc.html).toContain('<a href="/admin/docs/help/image-library-guide">the images</a>');
  });

  it('wraps tables in a scrollable, focusable region and escapes code', () => {
    expect(doc.html).toContain(
      '<div class="doc-table" tabindex="0" role="region" aria-label="Table: field, meaning"><table>',
    );
    expect(renderDoc('```\n<b>&</b>\n```', 'help').html).toContain(
      '<pre tabindex="0"><code>&lt;b&gt;&amp;&lt;/b&gt;</code></pre>',
    );
  });

  it('shows raw HTML as text instead of inserting it', () => {
    const html = renderDoc('<script>alert(1)</script>\n\nText <img src=x onerror="alert(1)"> here', 'help').html;
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows links with unsafe targets as their text only, and marks external links', () => {
    const html = renderDoc('[run](javascript:alert(1)) [site](https://example.com "Ex \\"q\\"")', 'help').html;
    expect(html).not.toContain('javascript:');
    expect(html).toContain('run');
    expect(html).toContain('<a href="https://example.com" title="Ex &quot;q&quot;" rel="noopener noreferrer">site</a>');
  });
});
