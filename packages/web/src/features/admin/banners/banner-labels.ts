import { BANNER_PLACEMENTS, bannerScheduleState, type Banner, type BannerPlacement } from '@app/domain';
import { formatFloridaDateTime } from '../editorial/florida-time.ts';

const PLACEMENT_LABELS: Record<BannerPlacement, string> = {
  'home-hero': 'Home page, hero',
  'home-promo': 'Home page, promotion',
  'search-top': 'Search page, top',
};

/** Where each placement shows on the site. */
const PLACEMENT_PAGES: Record<BannerPlacement, string> = {
  'home-hero': '/',
  'home-promo': '/',
  'search-top': '/search',
};

export const PLACEMENT_OPTIONS = BANNER_PLACEMENTS.map((placement) => ({
  value: placement,
  label: PLACEMENT_LABELS[placement],
}));

/** A placement in words. */
export function placementLabel(placement: BannerPlacement): string {
  return PLACEMENT_LABELS[placement];
}

/** When a banner shows, in words: "Always", "From …", "Until …" or "… to …" (Florida time). */
export function scheduleText(banner: Pick<Banner, 'startsAt' | 'endsAt'>): string {
  if (banner.startsAt === null && banner.endsAt === null) return 'Always';
  if (banner.endsAt === null) return `From ${formatFloridaDateTime(banner.startsAt)}`;
  if (banner.startsAt === null) return `Until ${formatFloridaDateTime(banner.endsAt)}`;
  return `${formatFloridaDateTime(banner.startsAt)} to ${formatFloridaDateTime(banner.endsAt)}`;
}

/** The page a placement's banner shows on. */
export function placementPage(placement: BannerPlacement): string {
  return PLACEMENT_PAGES[placement];
}

/** The page a banner shows on while it is live; null when it is not showing now. */
export function bannerPublicPath(banner: Banner, at: string): string | null {
  return bannerScheduleState(banner, at) === 'live' ? PLACEMENT_PAGES[banner.placement] : null;
}
