import type { FocalPoint } from '../content/content-entity.ts';
import type { ImageProcessor } from './image-processor.port.ts';
import type { ImageRepository } from './image-repository.port.ts';
import type { ImageStorage, StoredFile } from './image-storage.port.ts';
import { CROP_PRESETS, cropRectangle } from './picture-crop.ts';

export interface ShareImageDeps {
  readonly images: Pick<ImageRepository, 'findById'>;
  readonly files: Pick<ImageStorage, 'get'>;
  readonly processor: Pick<ImageProcessor, 'cropped'>;
}

const SHARE = CROP_PRESETS.share;
const SHARE_SIZE = SHARE.output ?? { width: 1200, height: 630 };

/**
 * A library picture as a link-preview share image: the largest 1.91:1 rectangle around the focal point, cut from the
 * largest variant (its original when it has none) and scaled to 1200×630; null when the image or its file is gone.
 */
export async function readShareImage(
  deps: ShareImageDeps,
  imageId: string,
  focus: FocalPoint,
): Promise<StoredFile | null> {
  const image = await deps.images.findById(imageId);
  if (image === null) return null;
  const largest = image.variants[image.variants.length - 1];
  const source = largest ?? { key: image.originalKey, width: image.width, height: image.height };
  const file = await deps.files.get(source.key);
  if (file === null) return null;
  const crop = cropRectangle(source, SHARE, focus);
  const made = await deps.processor.cropped(file.bytes, crop, SHARE_SIZE);
  return { bytes: made.bytes, contentType: made.contentType };
}
