import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharpImageProcessor } from '@app/adapters-storage';
import { createListingPhotos } from '../../media/listing-photos/listing-photos.ts';
import { PhotoDiskCache } from '../../media/listing-photos/photo-disk-cache.ts';
import { makeJpegFixture } from '../../media/listing-photos/testing/jpeg-fixtures.ts';
import {
  hangs,
  redirects,
  sends,
  startPhotoHost,
  type PhotoHostDouble,
} from '../../media/listing-photos/testing/photo-host-double.ts';
import { createTestApp } from '../test-app.ts';
import { LISTING_PHOTO_CACHE_CONTROL, listingPhotoRoutes } from './listing-photo.routes.ts';

let host: PhotoHostDouble;
let original: Uint8Array;
let small: Uint8Array;
let folder: string;

beforeAll(async () => {
  // Stored 3000 × 4000 and turned by EXIF orientation 6: shown 4000 × 3000, warm half on the right.
  original = await makeJpegFixture({ storedWidth: 3000, storedHeight: 4000, orientation: 6 });
  small = await makeJpegFixture({ storedWidth: 600, storedHeight: 400 });
  host = await startPhotoHost({
    '/photo.jpg': sends(original, 'image/jpeg'),
    '/chunked.jpg': sends(original, 'image/jpeg', { chunked: true }),
    '/small.jpg': sends(small, 'image/jpeg'),
    '/small-2.jpg': sends(small, 'image/jpeg'),
    '/page.html': sends(
      new TextEncoder().encode('<!doctype html><title>Listing</title><p>No photo here at all.</p>'),
      'image/jpeg',
    ),
    '/broken.jpg': sends(small.subarray(0, 2000), 'image/jpeg'),
    '/hang.jpg': hangs,
    '/moved.jpg': redirects('/small.jpg'),
    '/elsewhere.jpg': redirects('https://photos.elsewhere.example/1.jpg'),
  });
  folder = await mkdtemp(join(tmpdir(), 'listing-photo-routes-'));
});

afterAll(async () => {
  await host.close();
  await rm(folder, { recursive: true, force: true });
});

/** The route over the real sharp processor and a disk cache in a fresh folder, fetching only from the loopback host. */
function photoApp(options: { cacheDir?: string; cacheMaxBytes?: number; maxBytes?: number; timeoutMs?: number } = {}) {
  const cache = new PhotoDiskCache({
    dir: options.cacheDir ?? join(folder, crypto.randomUUID()),
    maxBytes: options.cacheMaxBytes ?? 64 * 1024 * 1024,
  });
  const photos = createListingPhotos({
    allowedHosts: ['127.0.0.1'],
    cache,
    processor: new SharpImageProcessor(),
    upstream: { maxBytes: options.maxBytes, timeoutMs: options.timeoutMs },
  });
  return { app: listingPhotoRoutes(photos), cache };
}

const photoPath = (src: string, w: number | string) => `/media/listing-photo?src=${encodeURIComponent(src)}&w=${w}`;

async function pixelAt(webp: Uint8Array, x: number, y: number): Promise<{ red: number; blue: number }> {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { red: data[at] ?? 0, blue: data[at + 2] ?? 0 };
}

describe('GET /media/listing-photo', () => {
  it('turns a 4 MB, 12-megapixel MLS JPEG into an upright WebP of the asked width, without its EXIF data, cached for a year', async () => {
    const { app } = photoApp();
    expect(original.byteLength).toBeGreaterThan(3_000_000);
    const response = await app.request(photoPath(`${host.origin}/photo.jpg`, 960));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(LISTING_PHOTO_CACHE_CONTROL);
    const webp = new Uint8Array(await response.arrayBuffer());
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 960, height: 720 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(webp.byteLength).toBeLessThan(original.byteLength / 20);
    const left = await pixelAt(webp, 20, 360);
    const right = await pixelAt(webp, 940, 360);
    expect(left.blue).toBeGreaterThan(left.red);
    expect(right.red).toBeGreaterThan(right.blue);
  });

  it('never enlarges: a photo narrower than the width comes at its own width', async () => {
    const response = await photoApp().app.request(photoPath(`${host.origin}/small.jpg`, 1920));
    expect(await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).toMatchObject({
      width: 600,
      height: 400,
    });
  });

  it('rasterizes a demo photo like an MLS photo', async () => {
    const response = await photoApp().app.request(photoPath('/media/demo/exterior/1.svg', 640));
    expect(response.status).toBe(200);
    expect(await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 427,
    });
    expect((await photoApp().app.request(photoPath('/media/demo/castle/1.svg', 640))).status).toBe(400);
  });

  it('answers 400 naming the problem for a width outside the served set', async () => {
    const { app } = photoApp();
    for (const width of ['500', '0', '-320', '640.0', 'wide', '1e3']) {
      const response = await app.request(photoPath(`${host.origin}/never.jpg`, width));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(
        /^w must be one of 320, 480, 640, 750, 960, 1280, 1920/,
      );
    }
    expect(
      (await app.request(`/media/listing-photo?src=${encodeURIComponent(`${host.origin}/never.jpg`)}`)).status,
    ).toBe(400);
    expect(host.hits('/never.jpg')).toBe(0);
  });

  it('answers 400 for an address that is not http(s), carries a password or names a host off the allow-list, and never fetches it', async () => {
    const { app } = photoApp();
    const refusals: [string, RegExp][] = [
      ['', /^src is required/],
      ['file:///etc/passwd', /http:\/\/ or https:\/\//],
      ['/media/images/x/960.webp', /http:\/\/ or https:\/\//],
      [`http://user:secret@${new URL(host.origin).host}/never.jpg`, /user name or password/],
      ['https://photos.elsewhere.example/1.jpg', /LISTING_PHOTO_HOSTS; photos.elsewhere.example is not one of them/],
      [`http://localhost:${new URL(host.origin).port}/never.jpg`, /localhost is not one of them/],
    ];
    for (const [src, message] of refusals) {
      const response = await app.request(photoPath(src, 640));
      expect(response.status, src).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    expect(host.hits('/never.jpg')).toBe(0);
  });

  it('answers 502, not cached, when the photo host fails or sends no readable picture', async () => {
    const { app } = photoApp({ timeoutMs: 300 });
    const failures: [string, RegExp][] = [
      ['/missing.jpg', /answered 404/],
      ['/page.html', /did not send a picture/],
      ['/broken.jpg', /could not be read/],
      ['/hang.jpg', /did not send the photo within 0.3 s/],
      ['/elsewhere.jpg', /redirected to photos.elsewhere.example, which is not in LISTING_PHOTO_HOSTS/],
    ];
    for (const [path, message] of failures) {
      const response = await app.request(photoPath(`${host.origin}${path}`, 640));
      expect(response.status, path).toBe(502);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    const closed = await app.request(photoPath('http://127.0.0.1:9/photo.jpg', 640));
    expect([closed.status, ((await closed.json()) as { error: string }).error]).toEqual([
      502,
      'The photo host 127.0.0.1 could not be reached',
    ]);
  });

  it('follows a redirect within the allowed hosts', async () => {
    const response = await photoApp().app.request(photoPath(`${host.origin}/moved.jpg`, 320));
    expect(response.status).toBe(200);
    expect(await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).toMatchObject({
      width: 320,
      height: 213,
    });
  });

  it('refuses a photo over the byte cap with 502, by its content-length or while reading', async () => {
    const { app } = photoApp({ maxBytes: 1_000_000 });
    for (const path of ['/photo.jpg', '/chunked.jpg']) {
      const response = await app.request(photoPath(`${host.origin}${path}`, 640));
      expect(response.status, path).toBe(502);
      expect(((await response.json()) as { error: string }).error).toBe(
        'The photo is larger than 1 MB, the most this site resizes',
      );
    }
  });

  it('keeps the answer on disk: a second request, even from a restarted server, does not fetch again', async () => {
    const cacheDir = join(folder, crypto.randomUUID());
    const { app, cache } = photoApp({ cacheDir });
    const before = host.hits('/small-2.jpg');
    const first = await app.request(photoPath(`${host.origin}/small-2.jpg`, 480));
    expect(first.headers.get('x-photo-cache')).toBe('miss');
    const second = await app.request(photoPath(`${host.origin}/small-2.jpg`, 480));
    expect(second.headers.get('x-photo-cache')).toBe('hit');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    expect((await cache.usage()).files).toBe(1);
    const restarted = await photoApp({ cacheDir }).app.request(photoPath(`${host.origin}/small-2.jpg`, 480));
    expect(restarted.headers.get('x-photo-cache')).toBe('hit');
    expect(new Uint8Array(await restarted.arrayBuffer())).toEqual(bytes);
    expect(host.hits('/small-2.jpg') - before).toBe(1);
  });

  it('fetches and resizes once for concurrent requests of the same photo and width', async () => {
    const { app } = photoApp();
    const before = host.hits('/chunked.jpg');
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => app.request(photoPath(`${host.origin}/chunked.jpg`, 320))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(host.hits('/chunked.jpg') - before).toBe(1);
  });

  it('stays within its byte bound, evicting the least recently used photo', async () => {
    const probe = photoApp();
    await probe.app.request(photoPath(`${host.origin}/small.jpg`, 320));
    const oneFile = (await probe.cache.usage()).bytes;
    const { app, cache } = photoApp({ cacheMaxBytes: Math.floor(oneFile * 1.5) });
    const before = host.hits('/small.jpg');
    await app.request(photoPath(`${host.origin}/small.jpg`, 320));
    await app.request(photoPath(`${host.origin}/moved.jpg`, 320));
    expect(await cache.usage()).toEqual({ files: 1, bytes: oneFile });
    const again = await app.request(photoPath(`${host.origin}/small.jpg`, 320));
    expect(again.headers.get('x-photo-cache')).toBe('miss');
    expect(host.hits('/small.jpg') - before).toBe(3);
  });

  it('is served by the site app', async () => {
    const { app } = createTestApp();
    const response = await app.request(photoPath('https://api-trestle.corelogic.com/trestle/Media/1.jpg', 333));
    expect(response.status).toBe(400);
  });
});
