import type { ImgHTMLAttributes } from 'react';
import { pictureObjectPosition, type Picture } from '@app/domain';

type PictureImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'style'> & {
  readonly picture: Picture;
};

/**
 * A content picture (an agent's photo, a cover, a hero, a banner): its address, its alt text and its focal point as
 * `object-position`, so the box's `object-fit: cover` keeps the part that matters in view (ADR 0045).
 */
export function PictureImage({ picture, ...image }: PictureImageProps) {
  return (
    <img src={picture.url} alt={picture.alt} style={{ objectPosition: pictureObjectPosition(picture) }} {...image} />
  );
}
