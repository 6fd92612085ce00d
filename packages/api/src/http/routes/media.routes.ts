import { Hono } from 'hono';
import { parseDemoPhotoPath, renderDemoPhoto } from '@app/demo';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const KEPT_RENDERINGS = 4000;

/**
 * `/media/demo/{scene}/{n}.svg`: the generated photos of the demo listings, so the embedded
 * default shows pictures with no internet. Renderings are kept in memory (bounded).
 */
export function mediaRoutes() {
  const rendered = new Map<string, string>();
  return new Hono().get('/media/demo/:scene/:file', (c) => {
    const photo = parseDemoPhotoPath(c.req.param('scene'), c.req.param('file'));
    if (photo === null) return c.json({ error: 'No such demo photo' }, 404);
    const key = `${photo.scene}/${photo.variant}`;
    let svg = rendered.get(key);
    if (svg === undefined) {
      svg = renderDemoPhoto(photo.scene, photo.variant);
      if (rendered.size >= KEPT_RENDERINGS) rendered.delete(rendered.keys().next().value as string);
      rendered.set(key, svg);
    }
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': IMMUTABLE });
  });
}
