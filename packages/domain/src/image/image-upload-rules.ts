import type { ValidationIssue } from '../errors/domain-error.ts';
import { IMAGE_TYPE_LABELS, sniffImageType, type ImageMimeType } from './image-type.ts';

/** The largest original the library stores: 10 MB (the spec's limit); a larger upload is shrunk to fit. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The largest file an admin may add: 40 MB (a phone photo, a camera's JPEG). Anything over the
 * stored limit (IMAGE_MAX_BYTES) or over IMAGE_MAX_LONG_SIDE is shrunk on the server before it is
 * stored (see image-size-rules.ts), so no stored original is larger than the spec allows.
 */
export const IMAGE_MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
/** The most pixels a stored picture or a web variant's source may have: 40 megapixels, e.g. 8000 × 5000. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The most pixels a picture offered for upload may have: 100 megapixels; a large one is shrunk before storing. */
export const IMAGE_MAX_UPLOAD_PIXELS = 100_000_000;
/** The longest alt text: a sentence or two, as screen readers read it in one go. */
export const ALT_TEXT_MAX_LENGTH = 250;
/** The longest file name kept with an image. */
export const IMAGE_FILE_NAME_MAX_LENGTH = 200;

/** A size in bytes as people read it: "950 KB", "12.4 MB". */
export function formatByteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

/** The problems of an alt text: it is required (it describes the picture to people who cannot see it) and at most 250
 * characters. */
export function altTextIssues(alt: string, field = 'alt'): ValidationIssue[] {
  const trimmed = alt.trim();
  if (trimmed === '') return [{ field, message: 'Alt text is required: describe what the picture shows' }];
  if (trimmed.length > ALT_TEXT_MAX_LENGTH)
    return [{ field, message: `Alt text must be at most ${ALT_TEXT_MAX_LENGTH} characters` }];
  return [];
}

/** How many first bytes of a file the format check needs (every signature fits). */
export const IMAGE_SIGNATURE_BYTES = 64;

/** A file offered for upload as the checks see it: its name, its size and its first bytes (at least 64, or all of it).
 * */
export interface ImageFileFacts {
  readonly fileName: string;
  readonly byteSize: number;
  readonly head: Uint8Array;
}

/**
 * The problems of a file offered for upload, judged by its size and its content (not its name).
 * The browser checks with the file's first bytes before sending it; the server again with all of them.
 */
export function imageFileIssues(file: ImageFileFacts, field = 'file'): ValidationIssue[] {
  const name = file.fileName.trim() === '' ? 'The file' : `"${file.fileName}"`;
  if (file.byteSize === 0) return [{ field, message: `${name} is empty` }];
  if (file.byteSize > IMAGE_MAX_UPLOAD_BYTES)
    return [
      {
        field,
        message: `${name} is ${formatByteSize(file.byteSize)}; the limit is ${formatByteSize(IMAGE_MAX_UPLOAD_BYTES)}`,
      },
    ];
  if (sniffImageType(file.head) === null) return [{ field, message: `${name} is not a ${IMAGE_TYPE_LABELS} image` }];
  return [];
}

/** The problem of a picture's dimensions, if it has more pixels than the library takes. */
export function imageDimensionIssues(
  fileName: string,
  size: { width: number; height: number },
  field = 'file',
): ValidationIssue[] {
  if (size.width * size.height <= IMAGE_MAX_UPLOAD_PIXELS) return [];
  const limit = `${IMAGE_MAX_UPLOAD_PIXELS / 1_000_000} megapixels`;
  return [{ field, message: `"${fileName}" is ${size.width} × ${size.height} pixels; the limit is ${limit}` }];
}

/** The file name as kept: the last path segment, trimmed and cut to 200 characters. */
export function normalizeImageFileName(fileName: string, type: ImageMimeType): string {
  const base = fileName.split(/[\\/]/).pop()?.trim() ?? '';
  const fallback = `image.${type.slice('image/'.length)}`;
  return (base === '' ? fallback : base).slice(0, IMAGE_FILE_NAME_MAX_LENGTH);
}
