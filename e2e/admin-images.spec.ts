import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, openAdmin, signInAsAdmin } from './support.ts';

const FILE_NAME = 'gulf-sunset-e2e.png';
const ALT = 'Sunset over the Gulf of Mexico from Naples Pier';

/** A real 1200 × 800 PNG drawn by the browser (a sky gradient over the sea). */
async function drawPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const sky = context.createLinearGradient(0, 0, 0, 800);
    sky.addColorStop(0, '#f4b942');
    sky.addColorStop(1, '#1a6ea0');
    context.fillStyle = sky;
    context.fillRect(0, 0, 1200, 800);
    context.fillStyle = '#0b3d5c';
    context.fillRect(0, 520, 1200, 280);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function openLibrary(page: Page): Promise<void> {
  await openAdmin(page, '/admin/image-library', 'Image Library');
  await expect(page.getByText(/^\d+ pictures?$/)).toBeVisible();
}

function card(page: Page) {
  return page
    .getByRole('list', { name: 'Pictures', exact: true })
    .getByRole('listitem', { name: FILE_NAME, exact: true });
}

test.describe('admin image library', () => {
  // One flow from upload to delete on one server start; it needs more than the default 30 s on a busy machine.
  test.setTimeout(90_000);

  test('refuses a file that is no picture, uploads a good one with WebP variants, searches, edits alt text, deletes only when unused; axe clean', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openLibrary(page);
    await expectNoAxeViolations(page);
    const upload = page.getByLabel('Pictures to upload');

    // A file named like a picture whose content is not one: refused in the page and by the server.
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await upload.setInputFiles({ name: 'not-a-photo.png', mimeType: 'image/png', buffer: fake });
    await page.getByLabel('Alt text for not-a-photo.png').fill('A fake');
    await page
      .getByRole('listitem', { name: 'Upload of not-a-photo.png' })
      .getByRole('button', { name: 'Upload' })
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: '"not-a-photo.png" is not a JPEG, PNG, WebP, AVIF or GIF image' }),
    ).toBeVisible();
    const refused = await page.request.post('/api/admin/images', {
      multipart: { file: { name: 'not-a-photo.png', mimeType: 'image/png', buffer: fake }, alt: 'A fake' },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      issues: [{ field: 'file', message: '"not-a-photo.png" is not a JPEG, PNG, WebP, AVIF or GIF image' }],
    });
    await page
      .getByRole('listitem', { name: 'Upload of not-a-photo.png' })
      .getByRole('button', { name: 'Remove' })
      .click();

    // A good picture: alt text required first, then uploaded with progress and shown in the grid.
    await upload.setInputFiles({ name: FILE_NAME, mimeType: 'image/png', buffer: await drawPicture(page) });
    const queued = page.getByRole('listitem', { name: `Upload of ${FILE_NAME}` });
    await queued.getByRole('button', { name: 'Upload' }).click();
    await expect(queued.getByText('Alt text is required: describe what the picture shows')).toBeVisible();
    await queued.getByLabel(`Alt text for ${FILE_NAME}`).fill(ALT);
    await queued.getByRole('button', { name: 'Upload' }).click();
    await expect(queued.getByText('Uploaded')).toBeVisible();
    await expect(queued.getByRole('progressbar', { name: `Upload progress of ${FILE_NAME}` })).toBeVisible();
    await expect(card(page)).toBeVisible();
    await expect(card(page).getByRole('img', { name: ALT })).toBeVisible();

    // Its WebP variants are served to anyone, cached for a year.
    const srcset = (await card(page).getByRole('img', { name: ALT }).getAttribute('srcset')) ?? '';
    const variants = srcset.split(', ').map((entry) => entry.split(' '));
    expect(variants.map(([, width]) => width)).toEqual(['320w', '640w', '960w', '1200w']);
    for (const [url] of variants) {
      const served = await page.request.get(url ?? '');
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/webp');
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    await expect(page.getByText(`Uploaded "${FILE_NAME}".`)).toBeHidden({ timeout: 10_000 });
    await expectNoAxeViolations(page);

    // Search by alt text in any case (words no demo picture's alt text has: those are in the library too), and a
    // search that finds nothing.
    await page.getByLabel('Search pictures').fill('MEXICO FROM NAPLES PIER');
    await expect(page.getByText('1 picture', { exact: true })).toBeVisible();
    await expect(card(page)).toBeVisible();
    await page.getByLabel('Search pictures').fill('no such picture anywhere');
    await expect(page.getByText('No picture matches “no such picture anywhere”.')).toBeVisible();
    await page.getByLabel('Search pictures').fill(FILE_NAME);
    await expect(card(page)).toBeVisible();

    // Edit the alt text: the same rule as the upload, and what was typed stays on an error.
    await page.getByRole('button', { name: `Edit alt text of ${FILE_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Alt text of "${FILE_NAME}"` });
    await expect(dialog.getByLabel('Alt text')).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Alt text').fill('   ');
    await dialog.getByRole('button', { name: 'Save alt text' }).click();
    await expect(dialog.getByText('Alt text is required: describe what the picture shows')).toBeVisible();
    await dialog.getByLabel('Alt text').fill('Naples Pier at sunset, pelicans on the rail');
    await dialog.getByRole('button', { name: 'Save alt text' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page).getByRole('img', { name: 'Naples Pier at sunset, pelicans on the rail' })).toBeVisible();

    // Used by an agent's photo: the confirmation names the agent and the delete is refused.
    const url = variants[variants.length - 1]?.[0] ?? '';
    const agents = (await (await page.request.get('/api/admin/agents?perPage=1')).json()) as {
      items: { id: string; name: string; photo: { url: string; alt: string } }[];
    };
    const agent = agents.items[0];
    if (agent === undefined) throw new Error('The demo data has no agent');
    expect(
      (await page.request.put(`/api/admin/agents/${agent.id}`, { data: { photo: { url, alt: 'Portrait' } } })).status(),
    ).toBe(200);
    await card(page)
      .getByRole('button', { name: `Delete the picture "${FILE_NAME}"` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Delete the picture "${FILE_NAME}"?` });
    await expect(confirm.getByText(`Agent “${agent.name}”`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`This image is used by Agent "${agent.name}"`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // Once unused, it goes with its files.
    expect((await page.request.put(`/api/admin/agents/${agent.id}`, { data: { photo: agent.photo } })).status()).toBe(
      200,
    );
    await card(page)
      .getByRole('button', { name: `Delete the picture "${FILE_NAME}"` })
      .click();
    await expect(confirm.getByText('No page uses this picture.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card(page)).toBeHidden();
    expect((await page.request.get(url)).status()).toBe(404);
  });
});
