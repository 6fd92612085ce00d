import { SCROLL_THRESHOLD_PX } from '../shared/constants.ts';

/** How the 64 px top bar looks: see-through over a hero, or solid blue with a slight shadow. */
export type NavbarAppearance = 'transparent' | 'solid';

function segments(path: string): string[] {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.split('/').filter((segment) => segment !== '');
}

/** Scrolled means a vertical scroll of more than 50 px. */
export function isScrolled(scrollY: number): boolean {
  return scrollY > SCROLL_THRESHOLD_PX;
}

/** Routes where the bar is always solid: /search, /search/map and any two-segment path under /resources. */
export function isForcedOpaquePath(path: string): boolean {
  const parts = segments(path);
  if (parts[0] === 'search') return parts.length === 1 || (parts.length === 2 && parts[1] === 'map');
  return parts[0] === 'resources' && parts.length === 3;
}

/** Routes the spec names as transparent at the top: /resources and /communities. */
export function isTransparentPath(path: string): boolean {
  const parts = segments(path);
  return parts.length === 1 && (parts[0] === 'resources' || parts[0] === 'communities');
}

/**
 * The bar's look for a path and scroll position: solid on the forced-opaque routes,
 * solid once scrolled past 50 px or when the forced-scrolled state is set, transparent otherwise.
 */
export function navbarAppearance(input: { path: string; scrollY: number; forcedScrolled?: boolean }): NavbarAppearance {
  if (isForcedOpaquePath(input.path)) return 'solid';
  if (input.forcedScrolled === true || isScrolled(input.scrollY)) return 'solid';
  return 'transparent';
}
