import { slugify, type DemoPictureToImport } from '@app/domain';
import { parseDemoPhotoPath, renderDemoPhoto } from '../../pictures/demo-photo.ts';
import { DEMO_CONTENT, type DemoContent } from './demo-content.ts';

/** What a file of each collection is called: `agent-amelia-delgado.jpg`, `community-naples.jpg`, ... */
const FILE_PREFIX: Record<keyof DemoContent, string> = {
  agents: 'agent',
  communities: 'community',
  articles: 'article',
  banners: 'banner',
  testimonials: 'testimonial',
  salesResults: 'sale',
  sitePages: 'page',
};

const NAME_FIELDS = ['name', 'title', 'address', 'slug'] as const;

const DEMO_PATH = /^\/media\/demo\/([^/]+)\/([^/]+)$/;

function recordName(record: Record<string, unknown>): string {
  const name = NAME_FIELDS.map((field) => record[field]).find((value) => typeof value === 'string' && value !== '');
  return typeof name === 'string' ? name : 'picture';
}

function isDemoPicture(value: unknown): value is { url: string; alt: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { url, alt } = value as { url?: unknown; alt?: unknown };
  return typeof url === 'string' && DEMO_PATH.test(url) && typeof alt === 'string' && alt.trim() !== '';
}

/**
 * Every distinct drawn picture the demo content shows (agents' headshots, community heroes, article
 * covers, banners, sales photos...), once per address, with the first showing record's alt text and a
 * file name made from that record (`agent-amelia-delgado.jpg`). Listing photos are not content: not here.
 */
export function demoContentPictures(content: DemoContent = DEMO_CONTENT): DemoPictureToImport[] {
  const found = new Map<string, DemoPictureToImport>();
  for (const [collection, records] of Object.entries(content) as [keyof DemoContent, readonly object[]][])
    for (const record of records)
      for (const value of Object.values(record))
        if (isDemoPicture(value) && !found.has(value.url))
          found.set(value.url, {
            demoUrl: value.url,
            alt: value.alt,
            fileName: `${FILE_PREFIX[collection]}-${slugify(recordName(record as Record<string, unknown>))}.jpg`,
          });
  return [...found.values()];
}

/** The SVG the server draws at a demo address (`/media/demo/{scene}/{n}.svg`), or null when it is not one. */
export function drawDemoPicture(demoUrl: string): string | null {
  const match = DEMO_PATH.exec(demoUrl);
  const photo = match?.[1] === undefined || match[2] === undefined ? null : parseDemoPhotoPath(match[1], match[2]);
  return photo === null ? null : renderDemoPhoto(photo.scene, photo.variant);
}
