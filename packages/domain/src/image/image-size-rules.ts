import { IMAGE_MAX_BYTES, formatByteSize } from './image-upload-rules.ts';

/** A picture's width and height in pixels. */
interface PictureSize {
  readonly width: number;
  readonly height: number;
}

/** The longest side a stored original keeps: 4000 px, twice the largest web variant (1920) with room to crop. */
export const IMAGE_MAX_LONG_SIDE = 4000;

/** Below this a picture is "small": fewer pixels than 800 × 600 (either way round) looks blurry on a large screen. */
export const SMALL_PICTURE = { width: 800, height: 600 } as const;

/** What an upload's shrinking aims at: a long side and a file size no larger than these. */
export interface ShrinkLimits {
  readonly maxLongSide: number;
  readonly maxBytes: number;
}

export const STORED_ORIGINAL_LIMITS: ShrinkLimits = { maxLongSide: IMAGE_MAX_LONG_SIDE, maxBytes: IMAGE_MAX_BYTES };

/** Whether an upload must be shrunk before it is stored: its file is over 10 MB or its long side over 4000 px. */
export function needsShrinking(byteSize: number, size: PictureSize, limits = STORED_ORIGINAL_LIMITS): boolean {
  return byteSize > limits.maxBytes || Math.max(size.width, size.height) > limits.maxLongSide;
}

/** The size a picture is shrunk to so its long side is at most `maxLongSide`, proportions kept, never enlarged. */
export function shrunkDimensions(size: PictureSize, maxLongSide: number): PictureSize {
  const longSide = Math.max(size.width, size.height);
  if (longSide <= maxLongSide) return { width: size.width, height: size.height };
  const scale = maxLongSide / longSide;
  return {
    width: Math.max(1, Math.min(maxLongSide, Math.round(size.width * scale))),
    height: Math.max(1, Math.min(maxLongSide, Math.round(size.height * scale))),
  };
}

/** Whether a picture has fewer pixels than 800 × 600: it will look blurry when a page shows it large. */
export function isSmallPicture(size: PictureSize): boolean {
  return size.width * size.height < SMALL_PICTURE.width * SMALL_PICTURE.height;
}

/** The warning shown with a small picture ("Small picture: 320 × 240 px; …"), or null for one large enough. */
export function smallPictureWarning(size: PictureSize): string | null {
  if (!isSmallPicture(size)) return null;
  return `Small picture: ${size.width} × ${size.height} px; it will look blurry on a large screen`;
}

/** What the admin is told after an upload was shrunk: "Shrunk from 23.4 MB to 3.1 MB". */
export function shrunkMessage(fromBytes: number, toBytes: number): string {
  return `Shrunk from ${formatByteSize(fromBytes)} to ${formatByteSize(toBytes)}`;
}
