import type { FocalPoint, Picture } from '../content/content-entity.ts';
import { libraryImageId } from './picture-alts.ts';

/** A width and a height in pixels. */
export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** The centre of a picture: the focal point of a picture that has none. */
export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** The boxes a picture is shown in, each of one shape (ADR 0045). */
export type CropPresetName = 'headshot' | 'card' | 'hero' | 'share';

export interface CropPreset {
  readonly name: CropPresetName;
  /** What the box is, as admins say it. */
  readonly label: string;
  /** Width over height. */
  readonly ratio: number;
  /** The ratio as CSS writes it (`aspect-ratio`). */
  readonly cssRatio: string;
  /** The size of the file made for the box, when the server makes one (the share image). */
  readonly output?: PixelSize;
}

/**
 * The boxes of the public site: an agent's headshot (4:5 portrait, the card and the agent's page), a card
 * (communities, articles: 16:10), a hero or banner (wide 16:9) and the link-preview share image (1.91:1, 1200×630).
 */
export const CROP_PRESETS: Readonly<Record<CropPresetName, CropPreset>> = {
  headshot: { name: 'headshot', label: 'Agent headshot (4:5)', ratio: 4 / 5, cssRatio: '4 / 5' },
  card: { name: 'card', label: 'Card (16:10)', ratio: 16 / 10, cssRatio: '16 / 10' },
  hero: { name: 'hero', label: 'Hero and banner (16:9)', ratio: 16 / 9, cssRatio: '16 / 9' },
  share: {
    name: 'share',
    label: 'Link preview (1.91:1)',
    ratio: 1200 / 630,
    cssRatio: '1200 / 630',
    output: { width: 1200, height: 630 },
  },
};

/** A rectangle of whole pixels inside a picture. */
export interface CropRectangle {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const clampUnit = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5);

/** A focal point inside the picture: each coordinate clamped to 0..1 (one that is not a number is the centre's). */
export function clampFocalPoint(point: FocalPoint): FocalPoint {
  return { x: clampUnit(point.x), y: clampUnit(point.y) };
}

/** The focal point of a picture use (the centre when it has none), clamped. */
export function pictureFocus(picture: Pick<Picture, 'focus'>): FocalPoint {
  return clampFocalPoint(picture.focus ?? CENTRE);
}

/** The CSS `object-position` keeping a picture's focal point in view when it fills a box (`object-fit: cover`). */
export function pictureObjectPosition(picture: Pick<Picture, 'focus'>): string {
  const { x, y } = pictureFocus(picture);
  const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
  return `${percent(x)} ${percent(y)}`;
}

const clampInt = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Math.round(value)));

/**
 * The largest rectangle of the preset's shape inside an image of `size`, placed so the focal point is as near its
 * centre as the image's edges allow (a box of the image's own shape is the whole image). Whole pixels: the shape is
 * the preset's to within a pixel's rounding; every side at least 1 pixel.
 */
export function cropRectangle(size: PixelSize, preset: CropPreset, focal: FocalPoint): CropRectangle {
  const imageWidth = Math.max(1, Math.floor(size.width));
  const imageHeight = Math.max(1, Math.floor(size.height));
  const focus = clampFocalPoint(focal);
  const wider = imageWidth / imageHeight > preset.ratio;
  const width = wider ? clampInt(imageHeight * preset.ratio, 1, imageWidth) : imageWidth;
  const height = wider ? imageHeight : clampInt(imageWidth / preset.ratio, 1, imageHeight);
  return {
    left: clampInt(focus.x * imageWidth - width / 2, 0, imageWidth - width),
    top: clampInt(focus.y * imageHeight - height / 2, 0, imageHeight - height),
    width,
    height,
  };
}

/** Where the site serves a library picture cropped to the share image's 1200×630: `/media/share/{id}/{x}-{y}.jpg`. */
export const SHARE_IMAGE_PATH = '/media/share';

/** A focal point in whole percent (the share image's address; 101 addresses per axis at most). */
const percentOf = (value: number) => Math.round(clampUnit(value) * 100);

/**
 * The link-preview address of a picture: a library picture cropped to 1200×630 around its focal point
 * (`/media/share/{imageId}/{x}-{y}.jpg`, x and y in whole percent); any other picture's own address.
 */
export function shareImageUrl(picture: Pick<Picture, 'url' | 'focus'>): string {
  const id = libraryImageId(picture.url);
  if (id === null) return picture.url;
  const { x, y } = pictureFocus(picture);
  return `${SHARE_IMAGE_PATH}/${id}/${percentOf(x)}-${percentOf(y)}.jpg`;
}

/** The focal point a share image's file name asks for (`{x}-{y}.jpg`, whole percent 0..100), or null. */
export function readShareImageFocus(fileName: string): FocalPoint | null {
  const match = /^(\d{1,3})-(\d{1,3})\.jpg$/.exec(fileName);
  if (match === null) return null;
  const x = Number(match[1]);
  const y = Number(match[2]);
  return x > 100 || y > 100 ? null : { x: x / 100, y: y / 100 };
}
