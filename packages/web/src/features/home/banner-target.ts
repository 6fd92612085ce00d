import { parsePlainSearch, type PlainSearch } from '../../app/plain-search.ts';

/** Where a banner leads: a page of the site (navigated in the app) or another site. */
export type BannerTarget =
  | { readonly kind: 'site'; readonly to: string; readonly search: PlainSearch }
  | { readonly kind: 'external'; readonly href: string }
  | null;

/** The target of a banner's link: `/search?city=Naples` is a site page with its search, `https://…` another site, empty
 * none. */
export function bannerTarget(linkUrl: string): BannerTarget {
  const url = linkUrl.trim();
  if (url === '') return null;
  if (!url.startsWith('/') || url.startsWith('//')) return { kind: 'external', href: url };
  const [path = '/', query = ''] = url.split('#', 1)[0]!.split('?', 2);
  return { kind: 'site', to: path, search: parsePlainSearch(query) };
}
