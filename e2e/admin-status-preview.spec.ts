import { expect, test, type APIRequestContext } from './test.ts';
import { expectNoAxeViolations, openAdmin, signInAsAdmin, waitForHydration } from './support.ts';

const NOTICE = 'Preview — not on the site';
const HIDDEN_BY_ANOTHER = 'Hidden: another banner is showing';
const PICTURE = { url: '/media/demo/articles/pier.jpg', alt: 'The Naples Pier at sunset' };

async function created(request: APIRequestContext, area: string, data: object): Promise<{ id: string }> {
  const answer = await request.post(`/api/admin/${area}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: string };
}

test.describe('admin: one status vocabulary and signed previews', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('three live home-hero banners: one "On the site", two "Hidden: another banner is showing"; axe clean at desktop and 390 px', async ({
    page,
  }) => {
    const banners: { id: string }[] = [];
    try {
      for (const letter of ['A', 'B', 'C'])
        banners.push(
          await created(page.request, 'banners', {
            placement: 'home-hero',
            title: `Status e2e banner ${letter}`,
            subtitle: 'Three banners, one hero.',
            image: PICTURE,
            linkUrl: '/search',
            linkText: 'Search homes',
            startsAt: null,
            endsAt: null,
            enabled: true,
            sortOrder: 0,
          }),
        );
      await openAdmin(page, '/admin/banners?search=Status+e2e+banner', 'Banners');
      const row = (letter: string) => page.getByRole('row').filter({ hasText: `Status e2e banner ${letter}` });
      await expect(row('A')).toContainText('On the site');
      await expect(row('B')).toContainText(HIDDEN_BY_ANOTHER);
      await expect(row('C')).toContainText(HIDDEN_BY_ANOTHER);
      await expect(page.getByText(/\b(Live|Enabled|Published)\b/)).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.goto('/');
      await expect(page.getByText('Status e2e banner A')).toBeVisible();
      await expect(page.getByText(/Status e2e banner [BC]/)).toHaveCount(0);

      await page.setViewportSize({ width: 390, height: 844 });
      await openAdmin(page, '/admin/banners?search=Status+e2e+banner', 'Banners');
      await expect(page.getByText(HIDDEN_BY_ANOTHER)).toHaveCount(2);
      await expectNoAxeViolations(page);
    } finally {
      for (const banner of banners) await page.request.delete(`/api/admin/banners/${banner.id}`);
    }
  });

  test('a hidden article previews at desktop and phone width; its copied link opens without sign-in, noindex; a tampered link is refused', async ({
    page,
    browser,
  }) => {
    const title = 'A draft only a preview shows';
    const slug = `status-e2e-draft-${Date.now().toString(36)}`;
    const article = await created(page.request, 'articles', {
      slug,
      category: 'local-history',
      title,
      excerpt: 'Written, not yet published.',
      body: '<p>The words of a draft.</p>',
      cover: PICTURE,
      authorAgentId: null,
      status: 'draft',
      publishedAt: null,
      tags: [],
      seoTitle: null,
      seoDescription: null,
    });
    try {
      await openAdmin(page, `/admin/articles/${article.id}`, `Edit “${title}”`);
      await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Preview and share' }).click();
      const dialog = page.getByRole('dialog', { name: `Preview: ${title}` });
      const frame = page.frameLocator(`iframe[title="Preview of ${title}"]`);
      await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(frame.getByText(NOTICE)).toBeVisible();
      await dialog.getByText('Phone (390 px)').click();
      await expect(dialog.locator('iframe')).toHaveCSS('width', '390px');
      await expectNoAxeViolations(page);
      const link = await dialog.getByLabel(/Preview link/).inputValue();
      expect(link).toMatch(new RegExp(`/resources/local-history/${slug}\\?preview=`));

      const stranger = await browser.newContext();
      try {
        const visitor = await stranger.newPage();
        expect((await visitor.request.get(`/resources/local-history/${slug}`)).status()).toBe(404);
        const answer = await visitor.goto(link);
        expect(answer?.status()).toBe(200);
        expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
        await waitForHydration(visitor);
        await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(visitor.getByText('The words of a draft.')).toBeVisible();
        await expect(visitor.getByText(NOTICE)).toBeVisible();
        await expect(visitor.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
        await expectNoAxeViolations(visitor);
        await visitor.setViewportSize({ width: 390, height: 844 });
        await expectNoAxeViolations(visitor);

        const tampered = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`;
        const refused = await visitor.goto(tampered);
        expect(refused?.status()).toBe(403);
        await expect(visitor.getByRole('heading', { level: 1, name: 'This preview link is not valid' })).toBeVisible();
        await expect(visitor.getByText(title)).toHaveCount(0);
      } finally {
        await stranger.close();
      }
    } finally {
      await page.request.delete(`/api/admin/articles/${article.id}`);
    }
  });

  test('the subdivision picker turns "Fiddlers Creek" into "Fiddler\'s Creek" and asks before keeping a name with 0 homes; axe clean', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/communities', 'Communities');
    await page.getByRole('button', { name: 'New community' }).click();
    const form = page.getByRole('dialog', { name: 'New community' });
    const picker = form.getByRole('combobox', { name: 'MLS subdivisions' });

    await picker.fill('Fiddlers Creek');
    await page.getByRole('option', { name: /^Fiddler's Creek \(\d+\)$/ }).click();
    await expect(form.getByText("Fiddler's Creek", { exact: true })).toBeVisible();
    await expect(form.getByText('Fiddlers Creek', { exact: true })).toHaveCount(0);

    await picker.fill('Pelican Bayy Shores');
    await picker.press('Enter');
    const question = form.getByRole('alert').filter({ hasText: 'is not an MLS subdivision' });
    await expect(question).toContainText('the community page would link to 0 homes');
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(form.getByText('Pelican Bayy Shores', { exact: true })).toHaveCount(0);
  });

  test('the footer-link form picks a page of the site, warns of an address the site does not have, offers the 4 footer columns and previews the footer', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/footer-links', 'Footer links');
    await page.getByRole('button', { name: 'New link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New footer link' });
    await dialog.getByLabel('Link text').fill('Status e2e footer link');
    const url = dialog.getByRole('combobox', { name: 'Link URL' });

    await url.fill('/no-such-page-here');
    await expect(dialog.getByRole('alert')).toContainText('No page of this site answers /no-such-page-here');
    await url.fill('Meet our');
    await page.getByRole('option', { name: 'Meet our agents — /about/meet-our-agents' }).click();
    await expect(url).toHaveValue('/about/meet-our-agents');
    await expect(dialog.getByText('No page of this site answers')).toHaveCount(0);

    await dialog.getByLabel('Column', { exact: true }).click();
    await expect(page.getByRole('option')).toHaveText(['Column 1', 'Column 2', 'Column 3', 'Column 4']);
    await page.getByRole('option', { name: 'Column 3' }).click();
    const preview = dialog.getByRole('group', { name: 'Footer preview (public order)' });
    await expect(preview).toContainText('Column 3');
    await expect(preview).toContainText('Status e2e footer link');
    await expectNoAxeViolations(page);
  });
});
