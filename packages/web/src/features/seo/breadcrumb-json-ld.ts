import { SCHEMA_CONTEXT, absoluteUrl, type JsonLdObject } from './json-ld.ts';

/** One step of a trail: its name and site-relative path. */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/**
 * schema.org `BreadcrumbList` for a page's trail, from the home page to the page itself:
 * `breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Contact Us', path: '/contact-us' }], siteUrl)`.
 */
export function breadcrumbJsonLd(trail: readonly Crumb[], siteUrl: string): JsonLdObject {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
