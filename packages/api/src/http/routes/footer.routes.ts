import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { ERROR_MESSAGES, type FooterLink } from '@app/domain';
import type { AppServices } from '@app/domain';
import { createJsonAnswers } from '../json-answer.ts';
import type { MicroCache } from '../micro-cache.ts';
import { safeMessage } from '../safe-message.ts';
import { footerLinksAnswerSchema } from '../schemas/footer-link.schema.ts';
import { logFailure } from '../../logging/logger.ts';

/** Browsers and proxies may keep the answer a minute; the store in the page keeps it 30 minutes. */
const FOOTER_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const route = createRoute({
  method: 'get',
  path: '/api/footer/links',
  summary: 'The enabled footer links (the public footer)',
  responses: {
    200: { description: 'Enabled links', content: { 'application/json': { schema: footerLinksAnswerSchema } } },
    304: { description: 'Not modified (If-None-Match matched)' },
    503: {
      description: 'The links could not be read',
      content: { 'application/json': { schema: footerLinksAnswerSchema } },
    },
  },
});

/** GET /api/footer/links: `{ data, error: null }`, or `{ data: [], error }` with the catalogue's fallback. */
export function footerRoutes(services: Pick<AppServices, 'publicFooterLinks'>, microCache?: MicroCache) {
  const answer = createJsonAnswers(
    (links: FooterLink[]) => ({ data: links, error: null }),
    FOOTER_CACHE_CONTROL,
    microCache,
  );
  // The spec fixes the failure body, so this route answers its own failure.
  return new OpenAPIHono().openapi(route, async (c) => {
    try {
      return answer(c, await services.publicFooterLinks());
    } catch (error) {
      logFailure('Footer links could not be read:', error);
      const message = safeMessage(error, ERROR_MESSAGES.footerFetchFailed);
      return c.json({ data: [], error: message }, 503, { 'cache-control': 'no-store' });
    }
  });
}
