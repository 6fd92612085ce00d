import { isResizableListingPhoto, listingPhotoUrl, type ListingPhotoWidth } from '@app/domain';

/** A box a listing photo fills: the widths worth offering it, the one for browsers without srcset, and how wide it
 * shows. */
export interface PhotoBox {
  readonly widths: readonly ListingPhotoWidth[];
  readonly fallback: ListingPhotoWidth;
  /** The `sizes` attribute: the box's width at each viewport (breakpoints of the Mantine theme: sm 48em, md 62em, lg
   * 75em). */
  readonly sizes: string;
}

/**
 * The boxes listing photos are shown in. Widths go up to about three times the box on the
 * densest screens and no further, with 750 for the common phone (a 412 px screen at 1.75 device
 * pixels per CSS pixel needs 721 across the gallery, 665 across a card); `sizes` follows the
 * layouts: cards one per row on phones inside the container's 16 px margins, two from 48em, three
 * from 75em in an xl container (about 420 px); the gallery beside the 380 px
 * request card from 62em (a main column of at most about 870 px); the full-screen view up to 1500 px.
 */
export const PHOTO_BOXES = {
  card: {
    widths: [320, 480, 640, 750, 960, 1280],
    fallback: 640,
    sizes: '(min-width: 75em) 420px, (min-width: 48em) 50vw, calc(100vw - 32px)',
  },
  gallery: {
    widths: [640, 750, 960, 1280, 1920],
    fallback: 960,
    sizes: '(min-width: 85em) 870px, (min-width: 62em) calc(100vw - 460px), 100vw',
  },
  fullScreen: { widths: [640, 960, 1280, 1920], fallback: 1280, sizes: 'min(100vw, 1500px)' },
  thumbnail: { widths: [320], fallback: 320, sizes: '104px' },
  mapPopup: { widths: [320, 480], fallback: 320, sizes: '240px' },
} as const satisfies Record<string, PhotoBox>;

/** What an `<img>` needs to load a photo at the right size. */
export interface PhotoSources {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of a listing photo in a box. MLS photos (absolute http(s)
 * addresses) and the demo photos go through the site's resizing endpoint at the box's widths, so
 * the browser downloads the smallest WebP that fills the box; any other address is used as it is.
 */
export function listingPhotoSources(url: string, box: PhotoBox): PhotoSources {
  if (!isResizableListingPhoto(url)) return { src: url };
  return {
    src: listingPhotoUrl(url, box.fallback),
    srcSet: box.widths.map((width) => `${listingPhotoUrl(url, width)} ${width}w`).join(', '),
    sizes: box.sizes,
  };
}
