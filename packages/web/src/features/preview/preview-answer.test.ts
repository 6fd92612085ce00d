import { describe, expect, it } from 'vitest';
import { markedAsPreview, PREVIEW_NOTICE, refusedPreviewPage } from './preview-answer.ts';

describe(refusedPreviewPage, () => {
  it('answers 403 for a link not signed as it is and 410 for an expired link or a deleted record, never indexed', async () => {
    const answers = (['invalid', 'expired', 'gone'] as const).map(refusedPreviewPage);
    expect(answers.map((answer) => answer.status)).toEqual([403, 410, 410]);
    for (const answer of answers) {
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await answers[0]?.text()).toContain('<h1 style="font-size: 1.75rem">This preview link is not valid</h1>');
    expect(await answers[1]?.text()).toContain('This preview link has expired');
  });
});

describe(markedAsPreview, () => {
  it('adds noindex (meta and header), no caching and the notice last in the body, and keeps the status', async () => {
    const page = new Response('<html><head><title>A</title></head><body><div id="app">A</div></body></html>', {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' },
    });
    const marked = await markedAsPreview(page);
    const html = await marked.text();
    expect(marked.status).toBe(200);
    expect(marked.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(marked.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"></head>');
    expect(html).toMatch(
      new RegExp(`<div id="app">A</div><aside aria-label="Preview notice"[^>]*>${PREVIEW_NOTICE}</aside></body>`),
    );
  });
});
