import type { PreviewOpening } from '@app/domain';

/** What a preview page says on every screen, and what the admin's frame and the tests look for. */
export const PREVIEW_NOTICE = 'Preview — not on the site';

type Refusal = Extract<PreviewOpening, { ok: false }>['refusal'];

const REFUSALS: Record<Refusal, { readonly status: 403 | 410; readonly title: string; readonly text: string }> = {
  invalid: {
    status: 403,
    title: 'This preview link is not valid',
    text: 'The link was changed or cut short. Ask for the preview link again.',
  },
  expired: {
    status: 410,
    title: 'This preview link has expired',
    text: 'Preview links open for 7 days. Ask for a new preview link.',
  },
  gone: { status: 410, title: 'This item no longer exists', text: 'It was deleted after the link was made.' },
};

const PREVIEW_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
};

/** The answer to a preview link that does not open: 403 for a link not signed as it is, 410 for an expired one or a
 * deleted record; a plain page saying why, never indexed. */
export function refusedPreviewPage(refusal: Refusal): Response {
  const { status, title, text } = REFUSALS[refusal];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${title} · Palmetto Realty Group</title></head>
<body style="font-family: system-ui, sans-serif; margin: 0; color: #1a1b1e">
<main style="max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem">
<h1 style="font-size: 1.75rem">${title}</h1><p>${text}</p><p><a href="/" style="color: #0b3d73">Go to the home page</a></p>
</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...PREVIEW_HEADERS } });
}

const NOTICE_HTML = `<aside aria-label="Preview notice" style="position: fixed; inset: auto 0 0 0; z-index: 10000; background: #5c4300; color: #fff; text-align: center; padding: 0.5rem 1rem; font: 600 1rem/1.4 system-ui, sans-serif">${PREVIEW_NOTICE}</aside>`;

/**
 * A rendered page marked as a preview: never indexed (meta robots and X-Robots-Tag), never kept by a cache, and a
 * notice bar on screen. The notice goes last in the body, where hydration skips what it did not render.
 */
export async function markedAsPreview(page: Response): Promise<Response> {
  const headers = new Headers(page.headers);
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
  if (!/^text\/html\b/i.test(headers.get('content-type') ?? ''))
    return new Response(page.body, { status: page.status, headers });
  const html = (await page.text())
    .replace('</head>', '<meta name="robots" content="noindex, nofollow"></head>')
    .replace(/<\/body>(?![\s\S]*<\/body>)/, `${NOTICE_HTML}</body>`);
  headers.delete('content-length');
  return new Response(new TextEncoder().encode(html), { status: page.status, headers });
}
