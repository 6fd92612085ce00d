import {
  IMAGE_SIGNATURE_BYTES,
  altTextIssues,
  imageFileIssues,
  type ImageDimensions,
  type ValidationIssue,
} from '@app/domain';

/**
 * The server's file checks, made as soon as a file is added (dropped or chosen), before anything
 * is sent: the size against the 40 MB an admin may add and the format by the file's first bytes
 * (never its name). Each message names the file.
 */
export async function fileIssues(file: File): Promise<ValidationIssue[]> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageFileIssues({ fileName: file.name, byteSize: file.size, head });
}

/** The file checks and the alt text rule, made again when Upload is pressed. */
export async function uploadIssues(file: File, alt: string): Promise<ValidationIssue[]> {
  return [...(await fileIssues(file)), ...altTextIssues(alt)];
}

/** The size the browser shows a picture at (EXIF orientation applied), or null when it cannot show it. */
export function pictureSize(url: string): Promise<ImageDimensions | null> {
  return new Promise((resolve) => {
    const picture = new Image();
    picture.onload = () =>
      resolve(picture.naturalWidth > 0 ? { width: picture.naturalWidth, height: picture.naturalHeight } : null);
    picture.onerror = () => resolve(null);
    picture.src = url;
  });
}
