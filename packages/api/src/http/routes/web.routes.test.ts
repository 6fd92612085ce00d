import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import type { PageRequest } from '@app/domain';
import { webRoutes } from './web.routes.ts';

describe(webRoutes, () => {
  it('hands every answered page to pageServed with what counting it needs', async () => {
    const pageServed = vi.fn<(request: PageRequest) => void>();
    const web = { clientDir: tmpdir(), renderPage: async (request: Request) => new Response('page', { status: new URL(request.url).pathname === '/gone' ? 404 : 200 }) };
    const app = webRoutes(web, { pageServed });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);

    await app.request('/about?x=1', { headers: { 'user-agent': 'Mozilla/5.0', 'sec-purpose': 'prefetch' } });
    await app.request('/gone');

    expect(pageServed.mock.calls.map(([request]) => request)).toEqual([
      { method: 'GET', path: '/about', status: 200, userAgent: 'Mozilla/5.0', purpose: 'prefetch' },
      { method: 'GET', path: '/gone', status: 404, userAgent: null, purpose: null },
    ]);
  });
});
