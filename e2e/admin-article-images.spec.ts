import { expect, test, type Page } from './test.ts';
import { publishedCommunities } from './content-api.ts';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

interface Stored {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
}

async function createArticle(page: Page, title: string, body: string): Promise<Stored> {
  const created = await page.request.post('/api/admin/articles', {
    data: {
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`,
      category: 'local-history',
      title,
      excerpt: 'Where to launch and what to bring.',
      body,
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
  return (await created.json()) as Stored;
}

/** Puts a 640 × 400 PNG drawn by the browser into the image library; answers its id. */
async function addLibraryPicture(page: Page, fileName: string, alt: string): Promise<string> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#1a6ea0';
    context.fillRect(0, 0, 640, 400);
    context.fillStyle = '#f4b942';
    context.fillRect(0, 260, 640, 140);
    return canvas.toDataURL('image/png');
  });
  const buffer = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  const response = await page.request.post('/api/admin/images', {
    multipart: { file: { name: fileName, mimeType: 'image/png', buffer }, alt },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function openEditor(page: Page, article: Stored): Promise<void> {
  await page.goto(`/admin/articles/${article.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${article.title}”` })).toBeVisible();
}

async function save(page: Page, article: Stored): Promise<void> {
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText(`Saved the article “${article.title}”.`)).toBeVisible();
}

const publicPath = (article: Stored) => `/resources/local-history/${article.slug}`;

test.describe('admin: pictures and links in the article editor', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('insert a library picture with the toolbar, edit its alt text, save: the article shows it, and the visual editor still works; axe clean at 1280 and 390 px', async ({
    page,
  }) => {
    const pictureId = await addLibraryPicture(page, 'kayaks-body-e2e.png', 'Blue water over a sandy shore');
    const article = await createArticle(page, 'Kayak launches near Sanibel', '<p>Opening words.</p>');
    await openEditor(page, article);
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.getByText('Opening words.').click();
    await page.keyboard.press('End');

    await page.getByRole('button', { name: 'Insert picture' }).click();
    const library = page.getByRole('dialog', { name: 'Choose a picture' });
    await library.getByLabel('Search pictures').fill('kayaks-body-e2e');
    await library.getByRole('button', { name: 'Choose kayaks-body-e2e.png' }).click();
    const insert = page.getByRole('dialog', { name: 'Insert "kayaks-body-e2e.png"' });
    await expect(insert.getByLabel('Alt text')).toHaveValue('Blue water over a sandy shore');
    await insert.getByLabel('Alt text').fill('Kayaks drawn up on a white beach');
    await insert.getByRole('radio', { name: 'Half width (360 × 225)' }).check();
    await expectNoAxeViolations(page);
    await insert.getByRole('button', { name: 'Insert picture' }).click();
    await expect(insert).toBeHidden();
    const inserted = body.locator('img[alt="Kayaks drawn up on a white beach"]');
    await expect(inserted).toBeVisible();
    await expect(inserted).toHaveAttribute('src', `/media/images/${pictureId}/640.webp`);
    await expect(inserted).toHaveAttribute('width', '360');

    await inserted.click();
    await page.getByRole('button', { name: 'Edit picture' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit picture' });
    await expect(edit.getByRole('radio', { name: 'Half width (360 × 225)' })).toBeChecked();
    await edit.getByLabel('Alt text').fill('Kayaks on a white beach at Sanibel');
    await edit.getByRole('button', { name: 'Save picture' }).click();
    await expect(edit).toBeHidden();
    await expect(body.locator('img[alt="Kayaks on a white beach at Sanibel"]')).toBeVisible();

    await body.getByText('Opening words.').click();
    await page.keyboard.press('Home');
    await page.keyboard.insertText('Kayak season: ');
    await expect(body).toContainText('Kayak season: Opening words.');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Insert picture' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await save(page, article);

    await page.goto(publicPath(article));
    const shown = page.locator('img[alt="Kayaks on a white beach at Sanibel"]');
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('src', `/media/images/${pictureId}/640.webp`);
    await expect(page.getByText('Kayak season: Opening words.')).toBeVisible();

    // The visual editor opens a body with a picture, and keeps working: more words, saved, shown.
    await openEditor(page, article);
    await expect(page.getByRole('radio', { name: 'Visual' })).toBeChecked();
    await expect(page.getByText(/only the HTML view keeps/)).toHaveCount(0);
    await expect(body.locator('img[alt="Kayaks on a white beach at Sanibel"]')).toBeVisible();
    // A new line after the paragraph that ends with the picture: Control+End may choose the picture, and Enter then
    // starts the new line after it rather than replacing it (rich-text-image-node.ts).
    await body.getByText('Kayak season:').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('Bring water and a hat.');
    await save(page, article);
    await page.goto(publicPath(article));
    await expect(page.getByText('Bring water and a hat.')).toBeVisible();
    await expect(page.locator('img[alt="Kayaks on a white beach at Sanibel"]')).toBeVisible();

    expect((await page.request.delete(`/api/admin/articles/${article.id}`)).status()).toBe(204);
  });

  test('link words to a community page picked from the site’s pages, warned about an address the site does not have; axe clean', async ({
    page,
  }) => {
    const community = (await publishedCommunities(page.request)).items[0];
    if (community === undefined) throw new Error('The demo data has no published community');
    const article = await createArticle(page, 'Living by the water', '<p>Read about the neighbourhood.</p>');
    await openEditor(page, article);
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.getByText('Read about the neighbourhood.').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');

    await page.getByRole('button', { name: 'Link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a link' });
    const address = dialog.getByRole('combobox', { name: 'Link address' });
    await address.fill('/no-such-page-e2e');
    await expect(dialog.getByRole('alert')).toContainText('No page of this site answers /no-such-page-e2e');
    await address.fill(community.name);
    await page.getByRole('option', { name: `${community.name} — /communities/${community.slug}` }).click();
    await expect(address).toHaveValue(`/communities/${community.slug}`);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save link' }).click();
    await expect(dialog).toBeHidden();
    await expect(body.getByRole('link', { name: 'Read about the neighbourhood.' })).toHaveAttribute(
      'href',
      `/communities/${community.slug}`,
    );
    await save(page, article);

    await page.goto(publicPath(article));
    await page.getByRole('link', { name: 'Read about the neighbourhood.' }).click();
    await expect(page).toHaveURL(new RegExp(`/communities/${community.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: community.name })).toBeVisible();

    expect((await page.request.delete(`/api/admin/articles/${article.id}`)).status()).toBe(204);
  });
});
