import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, openAdmin, signInAsAdmin } from './support.ts';

const LARGE = 'phone-photo-e2e.jpg';
const TINY = 'tiny-logo-e2e.png';
const MB = 1024 * 1024;

/**
 * A noisy 6000 × 4000 JPEG as a phone writes it, drawn by the browser: between 11 and 38 MB (noise
 * does not compress; the quality is lowered until the file is in that range).
 */
async function largePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 6000;
    canvas.height = 4000;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const pixels = context.createImageData(6000, 4000);
    let seed = 29;
    for (let at = 0; at < pixels.data.length; at += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      pixels.data[at] = seed >>> 24;
      pixels.data[at + 1] = (seed >>> 16) & 0xff;
      pixels.data[at + 2] = (seed >>> 8) & 0xff;
      pixels.data[at + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    for (const quality of [0.9, 0.8, 0.7, 0.6, 0.5, 0.4]) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob !== null && blob.size > 11 * 1024 * 1024 && blob.size < 38 * 1024 * 1024) {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let text = '';
        for (let at = 0; at < bytes.length; at += 0x8000)
          text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
        return btoa(text);
      }
    }
    return '';
  });
  return Buffer.from(base64, 'base64');
}

/** An 8 × 8 PNG drawn by the browser. */
async function tinyPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 8;
    canvas.height = 8;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#1a6ea0';
    context.fillRect(0, 0, 8, 8);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function openLibrary(page: Page): Promise<void> {
  await openAdmin(page, '/admin/image-library', 'Image Library');
  await expect(page.getByText(/^\d+ pictures?$/)).toBeVisible();
}

const queued = (page: Page, name: string) => page.getByRole('listitem', { name: `Upload of ${name}` });

async function upload(page: Page, name: string, alt: string): Promise<void> {
  const item = queued(page, name);
  await item.getByLabel(`Alt text for ${name}`).fill(alt);
  await item.getByRole('button', { name: 'Upload' }).click();
  await expect(item.getByText('Uploaded')).toBeVisible({ timeout: 60_000 });
}

test.describe('admin image library: large, tiny and wrong files, details and addresses', () => {
  test.setTimeout(180_000);

  test('says what is wrong on add, shrinks a large photo, warns about a tiny one, copies an address; axe clean', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsAdmin(page);
    await openLibrary(page);
    const chooser = page.locator('input[type="file"]');

    // Wrong files: each message appears as soon as the file is added, naming it, before Upload is pressed.
    await chooser.setInputFiles([
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
      { name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
      {
        name: 'huge.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(41 * MB - 3)]),
      },
    ]);
    await expect(queued(page, 'notes.png').getByRole('alert')).toHaveText(
      '"notes.png" is not a JPEG, PNG, WebP, AVIF or GIF image',
    );
    await expect(queued(page, 'empty.jpg').getByRole('alert')).toHaveText('"empty.jpg" is empty');
    await expect(queued(page, 'huge.jpg').getByRole('alert')).toHaveText('"huge.jpg" is 41 MB; the limit is 40 MB');
    for (const name of ['notes.png', 'empty.jpg', 'huge.jpg'])
      await queued(page, name).getByRole('button', { name: 'Remove' }).click();

    // A tiny picture: warned about when added, accepted, and warned about on its card.
    await chooser.setInputFiles({ name: TINY, mimeType: 'image/png', buffer: await tinyPicture(page) });
    const warning = 'Small picture: 8 × 8 px; it will look blurry on a large screen';
    await expect(queued(page, TINY).getByText(warning)).toBeVisible();
    await upload(page, TINY, 'A tiny blue square');
    const tinyCard = page.getByRole('list', { name: 'Pictures', exact: true }).getByRole('listitem', { name: TINY });
    await expect(tinyCard.getByText(warning)).toBeVisible();

    // A photo over 10 MB: taken, shrunk on the server, and the admin is told by how much.
    const photo = await largePhoto(page);
    expect(photo.length).toBeGreaterThan(10 * MB);
    await chooser.setInputFiles({ name: LARGE, mimeType: 'image/jpeg', buffer: photo });
    await upload(page, LARGE, 'Noise from a phone camera');
    await expect(queued(page, LARGE).getByText(/^Shrunk from \d+(\.\d)? MB to \d+(\.\d)? MB$/)).toBeVisible();
    const card = page.getByRole('list', { name: 'Pictures', exact: true }).getByRole('listitem', { name: LARGE });
    await expect(card.getByText(/^4000 × 2667 · /)).toBeVisible();
    await expectNoAxeViolations(page);

    // Its details: facts, where it is used, every address with Copy address; the copied address serves the picture.
    await card.getByRole('button', { name: `Details of ${LARGE}` }).click();
    const details = page.getByRole('dialog', { name: `Picture details: ${LARGE}` });
    await expect(details.getByText('4000 × 2667 px')).toBeVisible();
    await expect(details.getByText('e2e.admin@palmetto.example')).toBeVisible();
    await expect(details.getByText('No page uses this picture.')).toBeVisible();
    const copyOriginal = details.getByRole('button', { name: /^Copy address: Original \(JPEG/ });
    await copyOriginal.click();
    await expect(details.getByText(/^Copied: Original \(JPEG/)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/images\/[0-9a-f-]+\/original\.jpg$/);
    const served = await page.request.get(copied);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    expect((await served.body()).length).toBeLessThanOrEqual(10 * MB);
    await expect(details.getByRole('textbox', { name: 'WebP 1920 × 1280' })).toHaveValue(/\/1920\.webp$/);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(details.getByRole('button', { name: 'Copy address: WebP 1920 × 1280' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Delete from the details: the drawer closes and the picture leaves the library.
    await details.getByRole('button', { name: `Delete the picture "${LARGE}"` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete the picture "${LARGE}"?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(details).toBeHidden();
    await expect(card).toBeHidden();
    expect((await page.request.get(copied)).status()).toBe(404);
    await expectNoAxeViolations(page);
  });
});
