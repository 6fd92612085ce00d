import type { ContentEntity, Picture } from './content-entity.ts';

/** Where a banner shows. */
export const BANNER_PLACEMENTS = ['home-hero', 'home-promo', 'search-top'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

/** A promotional banner with an optional schedule. */
export interface Banner extends ContentEntity {
  readonly placement: BannerPlacement;
  readonly title: string;
  readonly subtitle: string;
  readonly image: Picture;
  /** A site path (for example a saved search) or a full URL; empty for none. */
  readonly linkUrl: string;
  readonly linkText: string;
  /** Shown from this instant (null: no start) until endsAt (null: no end). */
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  readonly enabled: boolean;
  readonly sortOrder: number;
}
