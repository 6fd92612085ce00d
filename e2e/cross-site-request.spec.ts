import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './test.ts';
import { signInAsAdmin } from './support.ts';

const PLANTED = 'Planted by another site';

/** A page of another origin on the same host (another port: same-site, so SameSite=Lax cookies go with it). */
async function startOtherSite(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Another site</title><h1>Another site</h1></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test.describe('state-changing requests from another site', () => {
  test("a page on another port of the same host cannot upload a picture as the signed-in admin, while the site's own pages can write", async ({
    page,
    baseURL,
  }) => {
    await signInAsAdmin(page);
    const countImages = async () =>
      ((await (await page.request.get('/api/admin/images?search=planted')).json()) as { total: number }).total;
    expect(await countImages()).toBe(0);

    const other = await startOtherSite();
    try {
      await page.goto(other.origin);
      // A simple request (a multipart body, no-cors): the browser sends it with the admin's cookies and no preflight;
      // only the server can refuse it.
      await page.evaluate(
        async ({ target, alt }) => {
          const canvas = document.createElement('canvas');
          canvas.width = 400;
          canvas.height = 300;
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          context.fillStyle = '#1a6ea0';
          context.fillRect(0, 0, 400, 300);
          const picture = await new Promise<Blob>((resolve) =>
            canvas.toBlob((blob) => resolve(blob as Blob), 'image/png'),
          );
          const form = new FormData();
          form.set('file', picture, 'planted.png');
          form.set('alt', alt);
          await fetch(`${target}/api/admin/images`, {
            method: 'POST',
            body: form,
            mode: 'no-cors',
            credentials: 'include',
          });
        },
        { target: baseURL ?? '', alt: PLANTED },
      );
    } finally {
      other.server.close();
    }
    expect(await countImages()).toBe(0);

    // A write from a page of the site itself (Origin: the site) goes through.
    await page.goto('/');
    const status = await page.evaluate(async (label) => {
      const response = await fetch('/api/admin/footer-links', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ link_text: label, link_url: '/planted' }),
      });
      return response.status;
    }, `${PLANTED} (from the site)`);
    expect(status).toBe(201);
    const created = (await (
      await page.request.get(`/api/admin/footer-links?search=${encodeURIComponent('(from the site)')}`)
    ).json()) as { items: { id: string }[] };
    for (const link of created.items) await page.request.delete(`/api/admin/footer-links/${link.id}`);
  });
});
