/** The picture formats the image library accepts, recognised by their first bytes (never by name). */
export const IMAGE_TYPES = [
  { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  { mime: 'image/png', extension: 'png', label: 'PNG' },
  { mime: 'image/webp', extension: 'webp', label: 'WebP' },
  { mime: 'image/avif', extension: 'avif', label: 'AVIF' },
  { mime: 'image/gif', extension: 'gif', label: 'GIF' },
] as const;

export type ImageMimeType = (typeof IMAGE_TYPES)[number]['mime'];

/** "JPEG, PNG, WebP, AVIF or GIF", for messages. */
export const IMAGE_TYPE_LABELS = `${IMAGE_TYPES.slice(0, -1)
  .map((type) => type.label)
  .join(', ')} or ${IMAGE_TYPES[IMAGE_TYPES.length - 1]?.label}`;

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** An ISO-BMFF file whose ftyp box names the AVIF brand (major or compatible), e.g. not HEIC. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = (((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/**
 * The picture format of a file judged by its content (magic bytes): JPEG (FF D8 FF), PNG (its
 * 8-byte signature), GIF (GIF87a / GIF89a), WebP (RIFF....WEBP) or AVIF (an ftyp box with the
 * avif or avis brand). Null for anything else, whatever the file is called.
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}

/** The file extension (without the dot) of a picture format. */
export function imageExtension(type: ImageMimeType): string {
  return IMAGE_TYPES.find((entry) => entry.mime === type)?.extension ?? 'bin';
}

/** The picture format a stored file's name ends in (`.jpg`, `.png`, `.webp`, `.avif`, `.gif`), or null. */
export function imageTypeOfKey(key: string): ImageMimeType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (
    IMAGE_TYPES.find((entry) => entry.extension === extension || (extension === 'jpeg' && entry.extension === 'jpg'))
      ?.mime ?? null
  );
}
