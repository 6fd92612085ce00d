import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, openAdmin, searchAdminList, signInAsAdmin } from './support.ts';

const ARTICLE = 'Kayaking the Ten Thousand Islands';
const COMMUNITY = 'Gordon River Landing';
const BANNER = 'Boat show weekend in Naples';

/** Puts a small PNG drawn by the browser into the image library, for the forms' picture pickers; answers its id. */
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

/** Chooses a library picture in a form's picture field. */
async function choosePicture(page: Page, field: string, fileName: string): Promise<void> {
  await page.getByRole('group', { name: field }).getByRole('button', { name: 'Choose picture' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a picture' })
    .getByRole('button', { name: `Choose ${fileName}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Choose a picture' })).toBeHidden();
}

async function confirmDelete(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${label}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${label}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  // A deleted record goes to the Trash (ADR 0038).
  await expect(page.getByText(`Moved ${label} to the Trash.`)).toBeVisible();
}

test.describe('admin editorial content', () => {
  // Each test is a whole editing session (create, check the site, edit, delete), longer than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('write an article with the rich-text editor, preview it, publish it and see it on /resources, then delete it; axe clean', async ({
    page,
  }) => {
    const picture = await addLibraryPicture(page, 'ten-thousand-islands-e2e.png', 'Kayaks on a mangrove shore');
    await openAdmin(page, '/admin/articles', 'Articles');
    await expect(page.getByText(/^\d+ articles$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New article' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Excerpt').fill('Mangrove tunnels, dolphins and a night on a beach of shells.');
    await page.getByText('Publish', { exact: true }).click();
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByLabel('Excerpt')).toHaveValue(
      'Mangrove tunnels, dolphins and a night on a beach of shells.',
    );

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(ARTICLE);
    await expect(page.getByLabel('Slug')).toHaveValue('kayaking-the-ten-thousand-islands');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Local History' }).click();
    await choosePicture(page, 'Cover picture', 'ten-thousand-islands-e2e.png');
    // A library picture's description follows the library (ADR 0045): shown, with a switch to give this use its own.
    await expect(page.getByText('Description from the library:')).toBeVisible();
    await expect(page.getByText('Kayaks on a mangrove shore', { exact: true })).toBeVisible();
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.insertText('Where the Everglades meet the Gulf');
    await body.press('Enter');
    await page.keyboard.insertText('Launch at Chokoloskee at high tide.');
    await expect(page.getByRole('textbox', { name: 'Body' }).locator('h2')).toHaveText(
      'Where the Everglades meet the Gulf',
    );

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview: the article as the site shows it' });
    await expect(preview.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: 'Where the Everglades meet the Gulf' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByText(`Saved the article “${ARTICLE}”.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/);

    await page.goto('/resources');
    await page
      .getByRole('region', { name: 'Local History' })
      .getByRole('link', { name: new RegExp(ARTICLE) })
      .click();
    await expect(page).toHaveURL(/\/resources\/local-history\/kayaking-the-ten-thousand-islands$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Where the Everglades meet the Gulf' })).toBeVisible();

    await openAdmin(page, '/admin/articles', 'Articles');
    await searchAdminList(page, 'Search articles', 'ten thousand islands');
    await confirmDelete(page, `the article “${ARTICLE}”`);
    await page.goto('/resources/local-history/kayaking-the-ten-thousand-islands');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect((await page.request.delete(`/api/admin/images/${picture}`)).status()).toBe(204);
  });

  test('add a community, edit it and see each change on its public page, then delete it; axe clean', async ({
    page,
  }) => {
    const picture = await addLibraryPicture(page, 'gordon-river-e2e.png', 'Boats moored along a river at dusk');
    await openAdmin(page, '/admin/communities', 'Communities');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'New community' }).click();
    const form = page.getByRole('dialog', { name: 'New community' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(COMMUNITY);
    await form.getByRole('button', { name: 'Make from name' }).click();
    await form.getByRole('textbox', { name: 'City', exact: true }).fill('Naples');
    await form.getByLabel('Summary').fill('Riverfront homes a short paddle from Naples Bay.');
    await choosePicture(page, 'Hero picture', 'gordon-river-e2e.png');
    await form.getByLabel('MLS subdivisions').fill('Pelican Bay');
    await form.getByLabel('MLS subdivisions').press('Enter');
    await form.getByLabel('Latitude').fill('26.1512');
    await form.getByLabel('Longitude').fill('-81.7801');
    await form.getByLabel('Show on the site').check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Add community' }).click();
    await expect(form).toBeHidden();

    await page.goto('/communities/gordon-river-landing');
    await expect(page.getByRole('heading', { level: 1, name: COMMUNITY })).toBeVisible();

    await openAdmin(page, '/admin/communities', 'Communities');
    await searchAdminList(page, 'Search communities', 'gordon river');
    await page.getByRole('button', { name: `Edit the community ${COMMUNITY}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit the community ${COMMUNITY}` });
    await edit.getByLabel('Summary').fill('Riverfront homes with docks, a short paddle from Naples Bay.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await page.goto('/communities/gordon-river-landing');
    await expect(page.getByText('Riverfront homes with docks, a short paddle from Naples Bay.').first()).toBeVisible();

    await openAdmin(page, '/admin/communities', 'Communities');
    await searchAdminList(page, 'Search communities', 'gordon river');
    await confirmDelete(page, `the community ${COMMUNITY}`);
    const gone = await page.request.get('/communities/gordon-river-landing');
    expect(gone.status()).toBe(404);
    expect((await page.request.delete(`/api/admin/images/${picture}`)).status()).toBe(204);
  });

  test('schedule a banner, see it on the home page while live, then delete it; axe clean', async ({ page }) => {
    const picture = await addLibraryPicture(page, 'boat-show-e2e.png', 'Sailboats in Naples Bay');
    await openAdmin(page, '/admin/banners', 'Banners');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'New banner' }).click();
    const form = page.getByRole('dialog', { name: 'New banner' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(BANNER);
    await form.getByLabel('Subtitle').fill('Meet the team on the dock at the Naples City Pier.');
    await choosePicture(page, 'Picture', 'boat-show-e2e.png');
    await form.getByLabel('Link address').fill('/search?city=Naples&waterfront=1');
    await form.getByLabel('Link text').fill('See waterfront homes');
    await form.getByLabel('Starts').fill('2026-01-01T09:00');
    await form.getByLabel('Ends').fill('2025-12-01T09:00');
    await form.getByLabel('Order').fill('0');
    await form.getByRole('button', { name: 'Add banner' }).click();
    await expect(form.getByText('The banner must end after it starts')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(BANNER);

    await form.getByLabel('Ends').fill('2099-12-31T23:00');
    await form.getByRole('button', { name: 'Add banner' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: BANNER })).toContainText('On the site');

    await page.goto('/');
    await expect(page.getByRole('region', { name: BANNER })).toBeVisible();

    await openAdmin(page, '/admin/banners', 'Banners');
    await searchAdminList(page, 'Search banners', 'boat show');
    await confirmDelete(page, `the banner ${BANNER}`);
    await page.goto('/');
    await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
    expect((await page.request.delete(`/api/admin/images/${picture}`)).status()).toBe(204);
  });
});
