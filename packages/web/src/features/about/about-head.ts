import type { JsonLdObject } from '../seo/json-ld.ts';
import { breadcrumbJsonLd, type Crumb } from '../seo/breadcrumb-json-ld.ts';
import { pageHead, type PageHead, type PageHeadOptions } from '../seo/page-head.ts';
import { metaDescription } from './meta-description.ts';

const HOME: Crumb = { name: 'Home', path: '/' };
const ABOUT: Crumb = { name: 'About Us', path: '/about' };

/** The trail to an About page: Home, About Us, then the pages under it down to this one. */
export function aboutTrail(...pages: Crumb[]): Crumb[] {
  return [HOME, ABOUT, ...pages.filter((page) => page.path !== ABOUT.path)];
}

/**
 * The head of an About page: its title, its description (clipped for search engines), its
 * breadcrumb trail and any other structured data as JSON-LD.
 */
export function aboutHead(
  page: {
    title: string;
    description: string;
    trail: readonly Crumb[];
    siteUrl: string;
    jsonLd?: readonly JsonLdObject[];
  } & Pick<PageHeadOptions, 'image' | 'type'>,
): PageHead {
  return pageHead({
    title: page.title,
    description: metaDescription(page.description),
    ...(page.image ? { image: page.image } : {}),
    ...(page.type ? { type: page.type } : {}),
    jsonLd: [breadcrumbJsonLd(page.trail, page.siteUrl), ...(page.jsonLd ?? [])],
  });
}
