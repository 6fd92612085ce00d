import { expect, test } from './test.ts';
import { expectNoAxeViolations, openAdmin, signInAsAdmin } from './support.ts';

interface StoredArticle {
  readonly id: string;
  readonly slug: string;
  readonly category: string;
  readonly title: string;
}

test.describe('admin: redirects', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('changing a published article’s slug makes its old address answer 301 to the new one; the sitemap has only the new', async ({
    page,
  }) => {
    const created = await page.request.post('/api/admin/articles', {
      data: {
        slug: 'redirect-e2e-first-slug',
        category: 'local-history',
        title: 'A slug that will move',
        excerpt: 'An article whose address changes.',
        body: '<p>Moved.</p>',
        cover: { url: '/media/demo/articles/pier.jpg', alt: 'The Naples Pier at sunset' },
        authorAgentId: null,
        status: 'published',
        publishedAt: '2026-01-05T12:00:00.000Z',
        tags: [],
        seoTitle: null,
        seoDescription: null,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const article = (await created.json()) as StoredArticle;
    const oldPath = '/resources/local-history/redirect-e2e-first-slug';
    const newPath = '/resources/local-history/redirect-e2e-moved-slug';

    await openAdmin(page, `/admin/articles/${article.id}`, `Edit “${article.title}”`);
    await page.getByLabel('Slug').fill('redirect-e2e-moved-slug');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByText(`Saved the article “${article.title}”.`)).toBeVisible();

    const visitor = await page.context().browser()?.newContext();
    if (visitor === undefined) throw new Error('no browser');
    const answer = await visitor.request.get(`${oldPath}?from=mail`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(`${newPath}?from=mail`);
    expect(answer.headers()['cache-control']).toBe('public, max-age=3600');
    expect((await visitor.request.get(newPath)).status()).toBe(200);
    const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(newPath);
    expect(sitemap).not.toContain(oldPath);
    await visitor.close();

    await openAdmin(page, '/admin/redirects', 'Redirects');
    await expect(page.getByRole('cell', { name: oldPath, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('add a redirect by hand, import a CSV (refused whole with the bad line named, then taken), and delete one', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/redirects', 'Redirects');
    await page.getByLabel('Old address').fill('/old-blog/first-post');
    await page.getByLabel('New address').fill('/resources');
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await expect(page.getByRole('cell', { name: '/old-blog/first-post', exact: true })).toBeVisible();
    expect((await page.request.get('/old-blog/first-post', { maxRedirects: 0 })).status()).toBe(301);

    const csv = (text: string) => ({ name: 'redirects.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await page.locator('input[type="file"]').setInputFiles(csv('old,new\n/old-blog/a,/resources\nnot-a-path,/x\n'));
    await page.getByRole('button', { name: 'Import redirects' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await expect(refused).toContainText('line 3');
    await expect(page.getByRole('cell', { name: '/old-blog/a', exact: true })).toBeHidden();

    await page
      .locator('input[type="file"]')
      .setInputFiles(csv('old,new\n/old-blog/a,/resources\n/old-blog/b,/about\n'));
    await page.getByRole('button', { name: 'Import redirects' }).click();
    await expect(page.getByText('Imported 2 redirects from redirects.csv.')).toBeVisible();
    await expect(page.getByRole('cell', { name: '/old-blog/b', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete the redirect from /old-blog/b' }).click();
    await page
      .getByRole('dialog', { name: 'Delete the redirect from /old-blog/b?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('cell', { name: '/old-blog/b', exact: true })).toBeHidden();
    expect((await page.request.get('/old-blog/b', { maxRedirects: 0 })).status()).toBe(404);
    await expectNoAxeViolations(page);
  });
});
