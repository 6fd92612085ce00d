import type { ListingMedia } from '@app/domain';

/** Pixel size of the listing photos (3:2), given to every image so nothing shifts while they load. */
export const PHOTO_SIZE = { width: 1200, height: 800 } as const;

/** What a key or a swipe does in the gallery. */
export type GalleryAction = 'next' | 'previous' | 'first' | 'last' | 'close';

/** The photo index after a step, wrapping past either end (the last photo leads to the first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** The index an action leads to from `index` among `count` photos ('close' keeps it). */
export function applyGalleryAction(index: number, count: number, action: GalleryAction): number {
  if (action === 'next') return wrapIndex(index + 1, count);
  if (action === 'previous') return wrapIndex(index - 1, count);
  if (action === 'first') return 0;
  if (action === 'last') return wrapIndex(count - 1, count);
  return wrapIndex(index, count);
}

const KEY_ACTIONS: Readonly<Record<string, GalleryAction>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
  Escape: 'close',
};

/** The gallery action of a key (← → Home End Esc); null for any other key or with a modifier held. */
export function galleryKeyAction(event: {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}): GalleryAction | null {
  if (event.altKey === true || event.ctrlKey === true || event.metaKey === true) return null;
  return KEY_ACTIONS[event.key] ?? null;
}

/** Shortest horizontal travel (px) that counts as a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * The action of a finger's travel: a mostly horizontal move of at least 40 px; right to left
 * shows the next photo, left to right the previous one.
 */
export function swipeAction(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** `3 / 14`: the photo shown (from 1) and how many there are. */
export function photoCountLabel(index: number, count: number): string {
  return `${wrapIndex(index, count) + 1} / ${count}`;
}

/** The photo's own description, or `Photo 3 of 1200 Gulf Shore Blvd N`. */
export function photoAlt(photo: Pick<ListingMedia, 'ShortDescription'>, index: number, address: string): string {
  const described = photo.ShortDescription?.trim();
  return described ? described : `Photo ${index + 1} of ${address}`;
}
