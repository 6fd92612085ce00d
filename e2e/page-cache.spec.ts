import { expect, test, type APIRequestContext } from './test.ts';
import { signInAsAdmin, waitForHydration } from './support.ts';

const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/** An anonymous GET of a page, as a browser sends it. */
function getPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(path, { headers: { ...BROWSER_HEADERS, ...headers }, maxRedirects: 0 });
}

test.describe('the page cache for anonymous visitors', () => {
  test('answers the home page twice with the same entity tag, headers a CDN can keep, and 304 to a conditional request', async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    // An address no earlier test asked for (the query is part of the key): the first answer renders
    // it, the second comes from the cache while it is fresh.
    const path = `/?visit=${Date.now()}`;
    const first = await getPage(visitor, path);
    const second = await getPage(visitor, path);

    expect(first.status()).toBe(200);
    expect(second.status()).toBe(200);
    const etag = second.headers().etag ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers().etag).toBe(etag);
    expect(second.headers()['x-page-cache']).toBe('hit');
    expect(second.headers()['cache-control']).toMatch(/\bpublic\b.*\bs-maxage=\d+.*\bstale-while-revalidate=\d+/);
    expect(second.headers().vary).toMatch(/accept-encoding/i);
    expect(await second.text()).toBe(await first.text());

    const conditional = await getPage(visitor, path, { 'if-none-match': etag });
    expect(conditional.status()).toBe(304);
    expect((await conditional.body()).byteLength).toBe(0);
    await visitor.dispose();
  });

  test('a signed-in admin gets fresh private pages, and a footer-link edit shows on the cached public page at once', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    await signInAsAdmin(page);
    const created = await page.request.post('/api/admin/footer-links', {
      data: { link_text: 'Storm readiness checklist', link_url: '/resources', column: 3 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const link = (await created.json()) as { id: string };

    const before = await getPage(visitor, '/about');
    expect(await before.text()).toContain('Storm readiness checklist');
    expect((await getPage(visitor, '/about')).headers()['x-page-cache']).toBe('hit');

    const adminPage = await page.request.get('/about');
    expect(adminPage.headers()['cache-control']).toBe('private, no-store');
    expect(adminPage.headers()['x-page-cache']).toBeUndefined();

    const edited = await page.request.put(`/api/admin/footer-links/${link.id}`, {
      data: { link_text: 'Hurricane readiness checklist' },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    const after = await getPage(visitor, '/about');
    expect(after.headers()['x-page-cache']).toBe('miss');
    expect(after.headers().etag).not.toBe(before.headers().etag);
    const html = await after.text();
    expect(html).toContain('Hurricane readiness checklist');
    expect(html).not.toContain('Storm readiness checklist');

    expect((await page.request.delete(`/api/admin/footer-links/${link.id}`)).status()).toBe(204);
    expect(await (await getPage(visitor, '/about')).text()).not.toContain('Hurricane readiness checklist');
    await visitor.dispose();
  });

  test('a page served from the cache hydrates in the browser', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/communities');
    const cached = await page.goto('/communities');
    expect(cached?.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});
