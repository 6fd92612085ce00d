import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

/** Every document under docs/help and docs/test-cases with its admin path and its `# ` title. */
const DOCS = (['help', 'test-cases'] as const).flatMap((section) =>
  readdirSync(`docs/${section}`)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const title = /^# (.+)$/m.exec(readFileSync(`docs/${section}/${file}`, 'utf8'))?.[1] ?? '';
      const path =
        file === 'README.md' ? `/admin/docs/${section}` : `/admin/docs/${section}/${file.replace(/\.md$/, '')}`;
      return { path, title };
    }),
);

test.describe('admin documents', () => {
  test('every help and test-case document is in the server HTML with its title (no JavaScript)', async ({
    browser,
  }) => {
    expect(DOCS.length).toBe(25);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAsAdmin(page);
    for (const doc of DOCS) {
      const response = await page.goto(doc.path);
      expect(response?.status(), doc.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page).toHaveTitle(`${doc.title} · Admin | Palmetto Realty Group`);
      await expect(page.locator('main h2').first()).toBeVisible();
    }
    await context.close();
  });

  test('links lead from the index to a document, between sections and to a heading, without reloading', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/docs/help');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameApp: true }));
    await page.getByRole('main').getByRole('link', { name: 'Managing Communities' }).click();
    await expect(page).toHaveURL(/\/admin\/docs\/help\/managing-communities$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Managing Communities');
    await expect(page.getByRole('main').getByRole('link', { name: 'Help', exact: true })).toHaveAttribute(
      'href',
      '/admin/docs/help',
    );

    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'The fields' }).click();
    await expect(page).toHaveURL(/#the-fields$/);
    await expect(page.getByRole('heading', { level: 2, name: 'The fields' })).toBeInViewport();

    await page.getByRole('main').getByRole('link', { name: 'Communities Admin Tests' }).click();
    await expect(page).toHaveURL(/\/admin\/docs\/test-cases\/communities-admin-tests$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Communities Admin Tests');
    expect(await page.evaluate(() => 'sameApp' in window)).toBe(true);
  });

  test('an unknown document is the Page Not Found screen with status 404', async ({ page }) => {
    await signInAsAdmin(page);
    for (const path of [
      '/admin/docs/help/no-such-doc',
      '/admin/docs/test-cases/README',
      '/admin/docs/test-cases/managing-agents',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    }
  });

  test('the documents pass axe: an index, a guide with tables and code, a test-case document', async ({ page }) => {
    await signInAsAdmin(page);
    for (const path of [
      '/admin/docs/test-cases',
      '/admin/docs/help/search-url-filtering',
      '/admin/docs/test-cases/property-detail-tests',
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
  });
});
