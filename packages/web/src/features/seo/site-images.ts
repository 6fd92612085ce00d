import logo from '../../assets/logo-512.png';
import shareImage from '../../assets/share-image.jpg';

/**
 * The picture link previews show for a page without one of its own: the team's name over the
 * Gulf at sunset, 1200 × 630 (the size Open Graph and Twitter cards use).
 */
export const DEFAULT_SHARE_IMAGE = {
  url: shareImage,
  alt: "Palmetto Realty Group: Southwest Florida's Premier Real Estate Team, over a Gulf beach at sunset",
  width: 1200,
  height: 630,
} as const;

/** The brokerage's palm mark as a 512 × 512 picture (structured data wants a raster logo at a URL, not the inlined
 * favicon). */
export const LOGO: string = logo;
