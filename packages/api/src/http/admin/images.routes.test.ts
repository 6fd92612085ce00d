import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SharpImageProcessor } from '@app/adapters-storage';
import { IMAGE_MAX_BYTES, IMAGE_MAX_UPLOAD_BYTES, imageDisplayUrl, type ImageRecord } from '@app/domain';
import { IMAGE_FIXTURES, NOT_AN_IMAGE, exampleAgentFields } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

const PATH = '/api/admin/images';
type App = ReturnType<typeof createAdminTestApp>['app'];

function uploadRequest(
  file: { name: string; bytes: Uint8Array },
  alt: string | null,
  role: 'admin' | 'editor' | null = 'editor',
): RequestInit {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(file.bytes)], file.name, { type: 'image/png' }));
  if (alt !== null) form.set('alt', alt);
  return { method: 'POST', body: form, headers: as(role) };
}

async function upload(app: App, alt = 'Naples Pier at sunset', name = 'pier.png'): Promise<ImageRecord> {
  const response = await app.request(PATH, uploadRequest({ name, bytes: IMAGE_FIXTURES.png }, alt));
  expect(response.status).toBe(201);
  return (await response.json()) as ImageRecord;
}

describe('admin image routes', () => {
  it('refuse a visitor with 401 and let editors in', async () => {
    const { app } = createAdminTestApp();
    expect((await app.request(PATH, { headers: as(null) })).status).toBe(401);
    expect(
      (await app.request(PATH, uploadRequest({ name: 'a.png', bytes: IMAGE_FIXTURES.png }, 'x', null))).status,
    ).toBe(401);
    expect((await app.request(PATH, { headers: as('editor') })).status).toBe(200);
  });

  it('refuse a file that is no picture and a missing alt text, naming both', async () => {
    const { app, imageFiles } = createAdminTestApp();
    const response = await app.request(PATH, uploadRequest({ name: 'logo.png', bytes: NOT_AN_IMAGE }, '  '));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: unknown[] }).issues).toEqual([
      { field: 'file', message: '"logo.png" is not a JPEG, PNG, WebP, AVIF or GIF image' },
      { field: 'alt', message: 'Alt text is required: describe what the picture shows' },
    ]);
    expect(imageFiles.keys()).toEqual([]);
    expect((await app.request(PATH, uploadRequest({ name: 'a.png', bytes: IMAGE_FIXTURES.png }, null))).status).toBe(
      400,
    );
  });

  it('refuse a body that is not a multipart form, saying how to send it', async () => {
    const { app } = createAdminTestApp();
    const response = await app.request(PATH, jsonAs('editor', 'POST', { alt: 'x' }));
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: 'Send the picture as multipart/form-data with the fields file and alt',
    });
  });

  it('refuse a body over the limit before reading it, saying the limit', async () => {
    const { app } = createAdminTestApp();
    const response = await app.request(
      PATH,
      uploadRequest({ name: 'huge.png', bytes: new Uint8Array(IMAGE_MAX_UPLOAD_BYTES + 100 * 1024) }, 'Huge'),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'The file is larger than the limit of 40 MB' });
  });

  it('take a file over 10 MB (up to 40 MB), shrink it and say from what size', async () => {
    const { app } = createAdminTestApp();
    const heavy = new Uint8Array(IMAGE_MAX_BYTES + 100 * 1024);
    heavy.set(IMAGE_FIXTURES.png.subarray(0, 33));
    const response = await app.request(PATH, uploadRequest({ name: 'phone.png', bytes: heavy }, 'Phone photo'));
    expect(response.status).toBe(201);
    const image = (await response.json()) as ImageRecord & { shrunkFrom?: { byteSize: number } };
    expect(image.shrunkFrom).toEqual({ byteSize: heavy.length, width: 700, height: 525 });
    expect(image.byteSize).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
  });

  it('store a picture with its variants, record who did it, and serve the files for a year', async () => {
    const { app, auditLog } = createAdminTestApp();
    const image = await upload(app);
    expect(image).toMatchObject({
      fileName: 'pier.png',
      alt: 'Naples Pier at sunset',
      width: 700,
      height: 525,
      uploadedBy: 'editor@palmetto.example',
    });
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 700]);
    const [entry] = (await auditLog.list({ page: 1, perPage: 1 })).items;
    expect(entry).toMatchObject({
      action: 'upload',
      entity: 'images',
      entityId: image.id,
      summary: 'pier.png',
      actorEmail: 'editor@palmetto.example',
    });

    const served = await app.request(imageDisplayUrl(image));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request(`/media/images/${image.originalKey}`)).headers.get('content-type')).toBe('image/png');
    expect((await app.request(`/media/images/${image.id}/9999.webp`)).status).toBe(404);
    expect((await app.request('/media/images/..%2F..%2Fetc/passwd')).status).toBe(404);
  });

  it('search, sort and page the library', async () => {
    const { app } = createAdminTestApp();
    await upload(app, 'Naples Pier at sunset', 'pier.png');
    await upload(app, 'Open kitchen', 'kitchen.png');
    await upload(app, 'Pool at dusk', 'pool.png');
    const list = async (query: string) =>
      (await (await app.request(`${PATH}?${query}`, { headers: as('editor') })).json()) as {
        items: ImageRecord[];
        total: number;
        perPage: number;
      };
    expect((await list('search=KITCHEN')).items.map((image) => image.fileName)).toEqual(['kitchen.png']);
    expect((await list('sort=fileName&direction=desc')).items.map((image) => image.fileName)).toEqual([
      'pool.png',
      'pier.png',
      'kitchen.png',
    ]);
    expect(await list('perPage=2&page=2')).toMatchObject({ total: 3, perPage: 2, items: [{ fileName: 'pier.png' }] });
    expect((await app.request(`${PATH}?perPage=101`, { headers: as('editor') })).status).toBe(400);
  });

  it('edit the alt text with the same rule', async () => {
    const { app } = createAdminTestApp();
    const image = await upload(app);
    const updated = await app.request(`${PATH}/${image.id}`, jsonAs('editor', 'PUT', { alt: 'Pier with pelicans' }));
    expect(((await updated.json()) as ImageRecord).alt).toBe('Pier with pelicans');
    const refused = await app.request(`${PATH}/${image.id}`, jsonAs('editor', 'PUT', { alt: '' }));
    expect(refused.status).toBe(400);
    expect(
      (await app.request(`${PATH}/00000000-0000-4000-8000-000000000000`, jsonAs('editor', 'PUT', { alt: 'x' }))).status,
    ).toBe(404);
  });

  it('refuse to delete a picture content shows (409 naming it), then delete it with its files once unused', async () => {
    const { app, content, imageFiles } = createAdminTestApp();
    const image = await upload(app);
    const agent = await content.agents.create(
      exampleAgentFields({ name: 'Maria Delgado', photo: { url: imageDisplayUrl(image), alt: image.alt } }),
    );

    expect(await (await app.request(`${PATH}/${image.id}/usages`, { headers: as('editor') })).json()).toEqual({
      items: [{ area: 'agents', label: 'Agent', id: agent.id, title: 'Maria Delgado' }],
    });
    const refused = await app.request(`${PATH}/${image.id}`, { method: 'DELETE', headers: as('editor') });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: expect.stringContaining('Agent "Maria Delgado"'),
      usedBy: [{ title: 'Maria Delgado' }],
    });

    await content.agents.delete(agent.id);
    expect((await app.request(`${PATH}/${image.id}`, { method: 'DELETE', headers: as('editor') })).status).toBe(204);
    expect(imageFiles.keys()).toEqual([]);
    expect((await app.request(imageDisplayUrl(image))).status).toBe(404);
    expect((await app.request(`${PATH}/${image.id}`, { headers: as('editor') })).status).toBe(404);
  });

  it('count the SEO share image as a use', async () => {
    const { app, seoSettings } = createAdminTestApp();
    const image = await upload(app);
    const { updatedAt: _updatedAt, ...fields } = await seoSettings.get();
    await seoSettings.save({ ...fields, shareImage: { url: imageDisplayUrl(image), alt: image.alt } });
    const refused = await app.request(`${PATH}/${image.id}`, { method: 'DELETE', headers: as('editor') });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ usedBy: [{ area: 'seo_settings', title: 'SEO & answer engines' }] });
  });

  it('serve the original of a phone photo upright, without its EXIF, GPS position or XMP', async () => {
    const { app } = createAdminTestApp({ imageProcessor: new SharpImageProcessor() });
    const sideways = await sharp(IMAGE_FIXTURES.jpeg).rotate(-90).toBuffer();
    const photo = await sharp(sideways)
      .withExif({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 7/1 5/1', GPSMapDatum: 'WGS-84' },
      })
      .withMetadata({ orientation: 6 })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><owner>Camera owner</owner></x:xmpmeta>')
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.includes('WGS-84')).toBe(true);
    const form = new FormData();
    form.set('file', new File([new Uint8Array(photo)], 'pier.jpg', { type: 'image/jpeg' }));
    form.set('alt', 'Naples Pier at sunset');
    const uploaded = await app.request(PATH, { method: 'POST', body: form, headers: as('editor') });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as ImageRecord;

    const served = await app.request(`/media/images/${image.originalKey}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([700, 525, undefined]);
    expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    for (const trace of ['Exif\0\0', 'WGS-84', 'PhoneCo', 'Camera owner']) expect(bytes.includes(trace)).toBe(false);
    expect(image).toMatchObject({ width: 700, height: 525, byteSize: bytes.length });
  });
});
