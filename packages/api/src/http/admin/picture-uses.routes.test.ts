import { describe, expect, it } from 'vitest';
import { SharpImageProcessor } from '@app/adapters-storage';
import { imageDisplayUrl, shareImageUrl, type Agent, type ImageRecord } from '@app/domain';
import { IMAGE_FIXTURES, exampleAgentFields } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

const PATH = '/api/admin/images';
type App = ReturnType<typeof createAdminTestApp>['app'];

async function upload(app: App, alt: string): Promise<ImageRecord> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(IMAGE_FIXTURES.png)], 'amelia.png', { type: 'image/png' }));
  form.set('alt', alt);
  const response = await app.request(PATH, { method: 'POST', body: form, headers: as('editor') });
  expect(response.status).toBe(201);
  return (await response.json()) as ImageRecord;
}

const publicAgent = async (app: App, slug: string) =>
  (await (await app.request(`/api/agents/${slug}`)).json()) as Agent;

describe('picture uses (ADR 0045)', () => {
  it('a library alt text change reaches every public page that follows it at once; an override keeps its own', async () => {
    const { app } = createAdminTestApp();
    const image = await upload(app, 'Amelia smiling');
    const url = imageDisplayUrl(image);
    const follows = exampleAgentFields({ slug: 'amelia', name: 'Amelia', photo: { url, alt: 'Amelia smiling' } });
    const overrides = exampleAgentFields({
      slug: 'henry',
      name: 'Henry',
      photo: { url, alt: 'Henry’s own words', altOverride: true, focus: { x: 0.3, y: 0.2 } },
    });
    for (const fields of [follows, overrides])
      expect((await app.request('/api/admin/agents', jsonAs('editor', 'POST', fields))).status).toBe(201);

    expect((await publicAgent(app, 'amelia')).photo.alt).toBe('Amelia smiling');
    await app.request(`${PATH}/${image.id}`, jsonAs('editor', 'PUT', { alt: 'Amelia at the Naples pier' }));

    expect((await publicAgent(app, 'amelia')).photo.alt).toBe('Amelia at the Naples pier');
    expect((await publicAgent(app, 'henry')).photo).toEqual({
      url,
      alt: 'Henry’s own words',
      altOverride: true,
      focus: { x: 0.3, y: 0.2 },
    });
  });

  it('keeps a focal point within the picture and names a focal point that is not numbers', async () => {
    const { app } = createAdminTestApp();
    const photo = { url: '/media/demo/portrait/1.svg', alt: 'Bo', focus: { x: 4, y: -1 } };
    const created = await app.request('/api/admin/agents', jsonAs('editor', 'POST', exampleAgentFields({ photo })));
    expect(((await created.json()) as Agent).photo.focus).toEqual({ x: 1, y: 0 });
    const refused = await app.request(
      '/api/admin/agents',
      jsonAs(
        'editor',
        'POST',
        exampleAgentFields({ slug: 'bo', photo: { ...photo, focus: { x: 'left', y: 0 } as never } }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('photo.focus.x');
  });

  it('serves a 1200×630 share image cut around the focal point, and 404 for an unknown picture or address', async () => {
    const { app } = createAdminTestApp({ imageProcessor: new SharpImageProcessor() });
    const image = await upload(app, 'Amelia smiling');
    const address = shareImageUrl({ url: imageDisplayUrl(image), focus: { x: 0.5, y: 0.1 } });
    const response = await app.request(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const { default: sharp } = await import('sharp');
    const { width, height } = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect((await app.request(`/media/share/${image.id}/101-5.jpg`)).status).toBe(404);
    expect((await app.request('/media/share/00000000-0000-4000-8000-000000000000/50-50.jpg')).status).toBe(404);
  });
});
