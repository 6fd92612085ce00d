import { NotFoundError, ValidationError } from '../errors/domain-error.ts';
import type { ImageProcessor } from './image-processor.port.ts';
import { normalizeImageQuery, type ImagePage, type ImageQueryInput } from './image-query.ts';
import type { ImageRecord, ImageVariant } from './image-record.ts';
import type { ImageRepository } from './image-repository.port.ts';
import type { ImageStorage } from './image-storage.port.ts';
import { sniffImageType, type ImageMimeType } from './image-type.ts';
import { STORED_ORIGINAL_LIMITS, needsShrinking } from './image-size-rules.ts';
import { altTextIssues, imageDimensionIssues, imageFileIssues, normalizeImageFileName } from './image-upload-rules.ts';
import { ImageInUseError, type ImageUsage } from './image-usage.ts';
import { imageFolder, imageOriginalKey, imageVariantKey, variantWidths } from './image-variants.ts';

/** A file offered for upload. */
export interface ImageUpload {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly alt: string;
  /** The email of who uploads it. */
  readonly uploadedBy: string;
}

export interface ImageLibraryDeps {
  readonly images: ImageRepository;
  readonly storage: ImageStorage;
  readonly processor: ImageProcessor;
  /** The records that show an image. */
  readonly findUsages: (imageId: string) => Promise<ImageUsage[]>;
  /** A new unique id (a UUID). */
  readonly newId: () => string;
}

/** What an upload stored, and when it was shrunk on the way in, the file's size and dimensions as it came. */
export interface UploadedImage extends ImageRecord {
  readonly shrunkFrom?: { readonly byteSize: number; readonly width: number; readonly height: number };
}

/** What the admin image library does. */
export interface ImageLibrary {
  list(input?: ImageQueryInput): Promise<ImagePage>;
  /** The image; NotFoundError when unknown. */
  get(id: string): Promise<ImageRecord>;
  upload(upload: ImageUpload): Promise<UploadedImage>;
  updateAlt(id: string, alt: string): Promise<ImageRecord>;
  /** The records that show the image; NotFoundError when unknown. */
  usages(id: string): Promise<ImageUsage[]>;
  /** Deletes the record and its files; ImageInUseError (a conflict naming them) while records show it. */
  delete(id: string): Promise<ImageRecord>;
}

export const imageNotFoundError = (id: string) => new NotFoundError(`Image not found: ${id}`);

async function storeFiles(
  storage: ImageStorage,
  files: readonly { key: string; bytes: Uint8Array; contentType: string }[],
): Promise<void> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.key, { bytes: file.bytes, contentType: file.contentType });
      stored.push(file.key);
    }
  } catch (error) {
    await storage.remove(stored).catch(() => undefined);
    throw error;
  }
}

/**
 * The image library's use cases. An upload is checked first (alt text required; at most 40 MB; a
 * JPEG, PNG, WebP, AVIF or GIF judged by its content; at most 100 megapixels); one over 10 MB or
 * wider or taller than 4000 px is shrunk to fit (`needsShrinking`); then its WebP
 * variants are made (`variantWidths`), the original (upright, its metadata stripped: no camera or
 * GPS data is published) and the variants are stored under a new id, and the record is written
 * last; if anything fails, the files stored so far are removed.
 */
export function createImageLibrary(deps: ImageLibraryDeps): ImageLibrary {
  const get = async (id: string) => (await deps.images.findById(id)) ?? Promise.reject(imageNotFoundError(id));

  /** The original as stored: stripped, and shrunk when it is larger than the library keeps. */
  async function storedOriginal(bytes: Uint8Array, size: { width: number; height: number }) {
    if (!needsShrinking(bytes.length, size))
      return { bytes: await deps.processor.strippedOriginal(bytes), size, shrunk: false };
    const shrunk = await deps.processor.shrunkOriginal(bytes, STORED_ORIGINAL_LIMITS);
    const shrunkSize = await deps.processor.dimensions(shrunk);
    if (shrunkSize === null || needsShrinking(shrunk.length, shrunkSize))
      throw new ValidationError([{ field: 'file', message: 'The picture could not be made small enough to store' }]);
    return { bytes: shrunk, size: shrunkSize, shrunk: true };
  }

  async function upload(input: ImageUpload): Promise<UploadedImage> {
    const issues = [
      ...imageFileIssues({ fileName: input.fileName, byteSize: input.bytes.length, head: input.bytes }),
      ...altTextIssues(input.alt),
    ];
    if (issues.length > 0) throw new ValidationError(issues);
    const type = sniffImageType(input.bytes) as ImageMimeType;
    const fileName = normalizeImageFileName(input.fileName, type);
    const size = await deps.processor.dimensions(input.bytes);
    if (size === null)
      throw new ValidationError([
        { field: 'file', message: `"${fileName}" could not be read as a picture (the file may be damaged)` },
      ]);
    const sizeIssues = imageDimensionIssues(fileName, size);
    if (sizeIssues.length > 0) throw new ValidationError(sizeIssues);

    const id = deps.newId();
    const stored = await storedOriginal(input.bytes, size);
    const { shrunk } = stored;
    // A shrunk original is upright and at most 4000 px: its variants are made from it (a smaller decode).
    const source = shrunk ? stored.bytes : input.bytes;
    const made = await deps.processor.webpVariants(source, variantWidths(stored.size.width));
    const original = stored.bytes;
    const variants: ImageVariant[] = made.map((file) => ({
      width: file.width,
      height: file.height,
      key: imageVariantKey(id, file.width),
      byteSize: file.bytes.length,
    }));
    const originalKey = imageOriginalKey(id, type);
    const files = [
      { key: originalKey, bytes: original, contentType: type },
      ...made.map((file, index) => ({ key: variants[index]?.key ?? '', bytes: file.bytes, contentType: 'image/webp' })),
    ];
    await storeFiles(deps.storage, files);
    try {
      const image = await deps.images.create({
        id,
        fileName,
        alt: input.alt.trim(),
        contentType: type,
        byteSize: original.length,
        width: stored.size.width,
        height: stored.size.height,
        originalKey,
        variants,
        uploadedBy: input.uploadedBy,
      });
      return shrunk ? { ...image, shrunkFrom: { byteSize: input.bytes.length, ...size } } : image;
    } catch (error) {
      await deps.storage.remove(files.map((file) => file.key)).catch(() => undefined);
      throw error;
    }
  }

  return {
    list: (input) => deps.images.list(normalizeImageQuery(input)),
    get,
    upload,
    async updateAlt(id, alt) {
      const issues = altTextIssues(alt);
      if (issues.length > 0) throw new ValidationError(issues);
      return deps.images.updateAlt(id, alt.trim());
    },
    async usages(id) {
      await get(id);
      return deps.findUsages(id);
    },
    async delete(id) {
      const image = await get(id);
      const usages = await deps.findUsages(id);
      if (usages.length > 0) throw new ImageInUseError(usages);
      await deps.images.delete(id);
      const listed = await deps.storage.list(imageFolder(id)).catch(() => []);
      const keys = listed.map((file) => `${imageFolder(id)}${file.name}`);
      // The record is gone, so the picture has left the library; files a failing storage keeps are never listed or
      // linked.
      await deps.storage
        .remove([...new Set([image.originalKey, ...image.variants.map((variant) => variant.key), ...keys])])
        .catch(() => undefined);
      return image;
    },
  };
}
