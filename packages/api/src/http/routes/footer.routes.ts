import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { createHash } from 'node:crypto';
import { ERROR_MESSAGES, type FooterLink } from '@app/domain';
import type { ServerServices } from '../../server-services.ts';
import { safeMessage } from '../safe-message.ts';
import { footerLinksAnswerSchema } from '../schemas/footer-link.schema.ts';

/** Browsers and proxies may keep the answer a minute; the store in the page keeps it 30 minutes. */
export const FOOTER_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

interface SerializedAnswer {
  readonly body: string;
  readonly etag: string;
}

const route = createRoute({
  method: 'get',
  path: '/api/footer/links',
  summary: 'The enabled footer links (the public footer)',
  responses: {
    200: { description: 'Enabled links', content: { 'application/json': { schema: footerLinksAnswerSchema } } },
    304: { description: 'Not modified (If-None-Match matched)' },
    503: { description: 'The links could not be read', content: { 'application/json': { schema: footerLinksAnswerSchema } } },
  },
});

/** GET /api/footer/links: `{ data, error: null }`, or `{ data: [], error }` with the catalogue's fallback. */
export function footerRoutes(services: Pick<ServerServices, 'publicFooterLinks'>) {
  const serialized = new WeakMap<FooterLink[], SerializedAnswer>();
  const serialize = (links: FooterLink[]): SerializedAnswer => {
    const known = serialized.get(links);
    if (known) return known;
    const body = JSON.stringify({ data: links, error: null });
    const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    serialized.set(links, answer);
    return answer;
  };

  return new OpenAPIHono().openapi(route, async (c) => {
    try {
      const answer = serialize(await services.publicFooterLinks.get());
      const headers = { 'content-type': 'application/json', 'cache-control': FOOTER_CACHE_CONTROL, etag: answer.etag };
      if (c.req.header('if-none-match') === answer.etag) return c.body(null, 304, headers);
      return c.body(answer.body, 200, headers) as never;
    } catch (error) {
      console.error('Footer links could not be read:', error);
      const message = safeMessage(error, ERROR_MESSAGES.footerFetchFailed);
      return c.json({ data: [], error: message }, 503, { 'cache-control': 'no-store' });
    }
  });
}
