import { expect, test, type APIRequestContext, type Locator } from './test.ts';
import { waitForHydration } from './support.ts';

const SERVED_WIDTHS = [320, 480, 640, 750, 960, 1280, 1920];

interface Listing {
  ListingId: string;
  Media: { MediaURL: string; Order: number }[];
}

/** A team listing (office PRG) with several photos. */
async function listingWithPhotos(request: APIRequestContext): Promise<Listing> {
  const { value } = (await (await request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
    value: Listing[];
  };
  const listing = value.find((item) => item.Media.length >= 5);
  if (!listing) throw new Error('The demo data has no team listing with five photos');
  return listing;
}

/** Every candidate of an image's srcset is the resizing endpoint at a served width. */
async function expectResizedSrcset(image: Locator): Promise<void> {
  const srcset = (await image.getAttribute('srcset')) ?? '';
  const entries = srcset.split(', ').map((entry) => entry.split(' '));
  expect(entries.length, srcset).toBeGreaterThan(0);
  for (const [url = '', descriptor = ''] of entries) {
    const address = new URL(url, 'http://site.test');
    expect(address.pathname).toBe('/media/listing-photo');
    expect(address.searchParams.get('src')).toMatch(/^\/media\/demo\/|^https?:\/\//);
    expect(SERVED_WIDTHS).toContain(Number(address.searchParams.get('w')));
    expect(descriptor).toBe(`${address.searchParams.get('w')}w`);
  }
  await expect(image).toHaveAttribute('sizes', /\S/);
}

/** The picture the browser chose has loaded, and it is a WebP from the resizing endpoint. */
async function expectLoadedWebp(image: Locator, request: APIRequestContext): Promise<string> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(chosen).pathname).toBe('/media/listing-photo');
  const response = await request.get(chosen);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  return chosen;
}

test.describe('listing photos at the right size', () => {
  test('search cards ask for photos sized to their box; the first is fetched first, the others lazily (server HTML)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search');
    const photos = page.locator('a[data-listing-id] img');
    await expect(photos).toHaveCount(24);
    const attributes = await photos.evaluateAll((images) =>
      images.map((image) => ({
        loading: image.getAttribute('loading'),
        fetchpriority: image.getAttribute('fetchpriority'),
        decoding: image.getAttribute('decoding'),
        size: `${image.getAttribute('width')}x${image.getAttribute('height')}`,
      })),
    );
    expect(attributes[0]).toEqual({ loading: 'eager', fetchpriority: 'high', decoding: 'async', size: '600x400' });
    for (const rest of attributes.slice(1))
      expect(rest).toEqual({ loading: 'lazy', fetchpriority: 'low', decoding: 'async', size: '600x400' });
    for (const photo of await photos.all()) await expectResizedSrcset(photo);
    await context.close();
  });

  test('the first search card loads a WebP no wider than its box needs', async ({ page, request }) => {
    await page.goto('/search');
    await waitForHydration(page);
    const first = page.locator('a[data-listing-id] img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    const chosen = await expectLoadedWebp(first, request);
    const box = await first.evaluate(
      (img: HTMLImageElement) => img.getBoundingClientRect().width * window.devicePixelRatio,
    );
    const width = Number(new URL(chosen).searchParams.get('w'));
    expect(width).toBeGreaterThanOrEqual(box);
    expect(width).toBeLessThanOrEqual(640);
  });

  test('the property gallery: the large photo sized to the stage and fetched first, thumbnails small and lazy', async ({
    page,
    request,
  }) => {
    const listing = await listingWithPhotos(request);
    await page.goto(`/properties/${listing.ListingId}`);
    await waitForHydration(page);
    const gallery = page.getByRole('region', { name: /^Photos of / });
    const large = gallery.getByRole('button', { name: /full screen$/ }).locator('img');
    await expect(large).toHaveAttribute('loading', 'eager');
    await expect(large).toHaveAttribute('fetchpriority', 'high');
    await expectResizedSrcset(large);
    await expectLoadedWebp(large, request);
    const thumbnails = gallery.getByRole('list', { name: 'All photos' }).locator('img');
    await expect(thumbnails).toHaveCount(listing.Media.length);
    for (const thumbnail of await thumbnails.all()) {
      await expect(thumbnail).toHaveAttribute('loading', 'lazy');
      await expectResizedSrcset(thumbnail);
    }
    await page.getByRole('button', { name: 'Full screen', exact: true }).click();
    await expectResizedSrcset(page.getByRole('dialog').locator('img'));
  });

  test('the resizing endpoint refuses a width outside the served set and a host off the allow-list', async ({
    request,
  }) => {
    const badWidth = await request.get('/media/listing-photo?src=%2Fmedia%2Fdemo%2Fexterior%2F1.svg&w=500');
    expect(badWidth.status()).toBe(400);
    expect(((await badWidth.json()) as { error: string }).error).toContain(
      'w must be one of 320, 480, 640, 750, 960, 1280, 1920',
    );
    const offList = await request.get(
      `/media/listing-photo?src=${encodeURIComponent('https://photos.elsewhere.example/1.jpg')}&w=640`,
    );
    expect(offList.status()).toBe(400);
    expect(((await offList.json()) as { error: string }).error).toContain(
      'photos.elsewhere.example is not one of them',
    );
  });
});
