import type { ImgHTMLAttributes } from 'react';
import { listingPhotoSources, type PhotoBox } from './listing-photo-sources.ts';
import { mainPictureMark } from '../../ui/main-picture.ts';

/**
 * How a photo loads: `lcp` for the page's largest picture (eager, fetched first), `eager` for one
 * the visitor asked to see, `lazy` for everything else (fetched as it nears the screen, at low priority: on a
 * phone the gallery's thumbnails and the next cards are on screen too, and fetched at high priority they took
 * a slow connection's bandwidth from the largest picture).
 */
export type PhotoLoading = 'lcp' | 'eager' | 'lazy';

type PassedOn = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority' | 'width' | 'height' | 'alt'
>;

interface ListingPhotoProps extends PassedOn {
  readonly url: string;
  readonly box: PhotoBox;
  readonly alt: string;
  /** The intrinsic size (with the CSS box's aspect ratio), so nothing moves while the photo loads. */
  readonly width: number;
  readonly height: number;
  readonly loading?: PhotoLoading;
}

const FETCH_PRIORITY = { lcp: 'high', eager: undefined, lazy: 'low' } as const;

/** A listing photo sized to its box (`srcset`/`sizes` through the resizing endpoint), decoded off the main thread. */
export function ListingPhoto({ url, box, loading = 'lazy', ...image }: ListingPhotoProps) {
  return (
    <img
      {...listingPhotoSources(url, box)}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={FETCH_PRIORITY[loading]}
      {...mainPictureMark(FETCH_PRIORITY[loading])}
      decoding="async"
      {...image}
    />
  );
}
