import type { Context } from 'hono';
import { pageNotFoundMessage } from '@app/domain';
import type { WebApp } from '../../server-services.ts';
import type { CachedPage } from './cached-page.ts';
import type { PageEncoding } from './content-negotiation.ts';
import type { PageCache, RenderedPage } from './page-cache.ts';
import { answerCachedPage, answerRenderedPage, UNCACHED_PAGE_CACHE_CONTROL } from './page-answers.ts';
import { AUDIENCE_USER_AGENT, type PageAudience } from './page-request.ts';

/**
 * A render of an address for an audience, independent of the request that asked for it: no
 * cookies, no signal of the visitor's connection (a render others wait for, or one in the
 * background, must not stop when that visitor leaves), the audience's own user agent.
 */
function renderFor(renderPage: WebApp['renderPage'], url: string, audience: PageAudience): () => Promise<RenderedPage> {
  return async () =>
    readRendered(
      await renderPage(
        new Request(url, { headers: { accept: 'text/html', 'user-agent': AUDIENCE_USER_AGENT[audience] } }),
      ),
    );
}

/** A renderer's answer read to the end. */
export async function readRendered(response: Response): Promise<RenderedPage> {
  return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * Answers a cacheable page request: a kept page at once (a stale one is also rendered again in the
 * background), otherwise the page rendered now (shared with concurrent requests for it) and kept
 * when it may be. `served` is told the status each visitor was given: 200 for a kept page, even
 * when answered 304, since the visitor sees the page either way.
 */
export async function answerFromPageCache(
  c: Context,
  deps: {
    readonly cache: PageCache;
    readonly renderPage: WebApp['renderPage'];
    readonly served: (status: number) => void;
  },
  route: { readonly key: string; readonly audience: PageAudience },
): Promise<Response> {
  const render = renderFor(deps.renderPage, c.req.url, route.audience);
  const encoded = (page: CachedPage) => (encoding: PageEncoding) => deps.cache.encoded(route.key, page, encoding);
  const found = deps.cache.lookup(route.key);
  if (found !== undefined) {
    if (!found.fresh) deps.cache.refresh(route.key, render);
    deps.served(200);
    return answerCachedPage(
      c,
      found.page,
      encoded(found.page),
      found.fresh ? 'hit' : 'stale',
      deps.cache.ageSeconds(found.page),
    );
  }
  const { rendered, page } = await deps.cache.render(route.key, render);
  deps.served(rendered.status);
  if (page !== null) return answerCachedPage(c, page, encoded(page), 'miss', deps.cache.ageSeconds(page));
  if (rendered.status === 404) console.info(pageNotFoundMessage(c.req.path));
  return answerRenderedPage(c, rendered, UNCACHED_PAGE_CACHE_CONTROL);
}
