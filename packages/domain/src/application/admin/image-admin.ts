import { createImageLibrary, type ImageLibrary, type UploadedImage } from '../../image/image-library.ts';
import type { ImageProcessor } from '../../image/image-processor.port.ts';
import type { ImagePage, ImageQueryInput } from '../../image/image-query.ts';
import type { ImageRecord } from '../../image/image-record.ts';
import {
  contentImageUsages,
  createFindImageUsages,
  settingsImageUsages,
  type ImageUsage,
} from '../../image/image-usage.ts';
import type { AdminPorts } from './admin-ports.ts';
import type { ChangeLog } from './change-log.ts';

/** How the SEO settings are named when their share image is a library picture. */
const SEO_SETTINGS_USAGE = { area: 'seo_settings', label: 'Settings', id: 'seo', title: 'SEO & answer engines' };

/** The image library as admins and editors use it; uploads, alt-text changes and deletions are audited. */
export interface ImageAdmin {
  list(query: ImageQueryInput): Promise<ImagePage>;
  get(id: string): Promise<ImageRecord>;
  upload(file: { readonly fileName: string; readonly bytes: Uint8Array; readonly alt: string }): Promise<UploadedImage>;
  updateAlt(id: string, alt: string): Promise<ImageRecord>;
  usages(id: string): Promise<ImageUsage[]>;
  /** ImageInUseError (a conflict naming every record that shows it) while content still shows it. */
  remove(id: string): Promise<void>;
}

const change = (
  action: 'upload' | 'update' | 'delete',
  before: ImageRecord | null,
  after: ImageRecord | null,
  image: ImageRecord,
) => ({
  action,
  entity: 'images',
  entityId: image.id,
  summary: image.fileName,
  before,
  after,
});

/** The image admin over the user's ports (records, files, and the content and settings that may show a picture). */
export function createImageAdmin(
  ports: AdminPorts,
  deps: { readonly processor: ImageProcessor; readonly newId: () => string; readonly uploadedBy: string },
  changes: ChangeLog,
): ImageAdmin {
  const findUsages = createFindImageUsages([
    contentImageUsages(ports.content),
    settingsImageUsages(ports.seoSettings, SEO_SETTINGS_USAGE),
  ]);
  const library: ImageLibrary = createImageLibrary({
    images: ports.images,
    storage: ports.imageFiles,
    processor: deps.processor,
    findUsages,
    newId: deps.newId,
  });
  return {
    list: (query) => library.list(query),
    get: (id) => library.get(id),
    async upload(file) {
      const uploaded = await library.upload({ ...file, uploadedBy: deps.uploadedBy });
      const { shrunkFrom: _shrunkFrom, ...image } = uploaded;
      await changes.record(change('upload', null, image, image));
      return uploaded;
    },
    async updateAlt(id, alt) {
      const before = await library.get(id);
      const after = await library.updateAlt(id, alt);
      // Every page showing the picture follows its alt text (ADR 0045): the public caches go at once.
      await changes.recordPublic(change('update', before, after, after));
      return after;
    },
    usages: (id) => library.usages(id),
    async remove(id) {
      const removed = await library.delete(id);
      await changes.record(change('delete', removed, null, removed));
    },
  };
}
