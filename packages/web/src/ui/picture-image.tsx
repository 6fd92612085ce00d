import type { ImgHTMLAttributes } from 'react';
import { librarySrcSet, pictureObjectPosition, type Picture } from '@app/domain';
import { mainPictureMark } from './main-picture.ts';

type PictureImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'style'> & {
  readonly picture: Picture;
};

/**
 * A content picture (an agent's photo, a cover, a hero, a banner): its address, its alt text and its focal point as
 * `object-position`, so the box's `object-fit: cover` keeps the part that matters in view (ADR 0045). A library
 * picture also offers its smaller WebP variants (`srcset`), sized by `sizes` when given, else by its `width` (at most
 * that many CSS pixels) or the screen's width, so a phone loads a 640 or 960 px file rather than the largest. Fetched
 * at high priority, it is the first screen's main picture (ui/main-picture.ts).
 */
export function PictureImage({ picture, sizes, ...image }: PictureImageProps) {
  const srcSet = librarySrcSet(picture.url);
  const shownWidth = typeof image.width === 'number' ? `min(100vw, ${String(image.width)}px)` : '100vw';
  return (
    <img
      src={picture.url}
      alt={picture.alt}
      style={{ objectPosition: pictureObjectPosition(picture) }}
      {...image}
      {...mainPictureMark(image.fetchPriority)}
      srcSet={srcSet}
      sizes={srcSet === undefined ? sizes : (sizes ?? shownWidth)}
    />
  );
}
