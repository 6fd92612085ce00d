import { NOT_FOUND_SCREEN, layoutForPath, type SiteSettings } from '@app/domain';
import { isNotFound } from '@tanstack/react-router';
import { jsonLdMeta, pageTitle, SITE_NAME, type HeadMeta } from '../../routes/page-head.ts';
import { organizationJsonLd } from './organization-json-ld.ts';
import { DEFAULT_SHARE_IMAGE, LOGO } from './site-images.ts';

/** The description of a page that gives none. */
export const DEFAULT_DESCRIPTION =
  'Homes for sale in Naples, Bonita Springs, Estero, Fort Myers, Cape Coral, Marco Island and Sanibel with the Palmetto Realty Group team.';

/** The part of a route match the site head reads (`_notFound` marks the root when it shows the Page Not Found screen). */
export interface HeadMatch {
  readonly pathname: string;
  readonly status: string;
  readonly error?: unknown;
  readonly _notFound?: boolean;
}

/** What the site head needs to know about the page being shown. */
export interface PageIndexing {
  /** The page's path without a trailing slash. */
  readonly path: string;
  /** The Page Not Found screen is shown. */
  readonly notFound: boolean;
  /** Search engines may index it: a found public page. */
  readonly indexable: boolean;
}

/** Reads the matched routes: the page's path, whether it was found, and whether search engines may index it. */
export function pageIndexing(matches: readonly HeadMatch[]): PageIndexing {
  const raw = matches.at(-1)?.pathname ?? '/';
  const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound === true || isNotFound(match.error));
  const failed = notFound || matches.some((match) => match.status === 'error');
  return { path, notFound, indexable: !failed && layoutForPath(path) === 'default' };
}

/**
 * The site-wide head defaults, which a page's own `pageHead` tags replace (the deepest route's
 * tag of a name wins): title and description, site name, share image, card type, og:url of the
 * page's own path, `noindex` for pages search engines should skip (and the Page Not Found
 * title for a missing page, whose own route head never runs), and the Organization and
 * RealEstateAgent structured data once the site settings are known.
 */
export function siteHead(page: PageIndexing, settings: SiteSettings | null, siteUrl: string): HeadMeta[] {
  const title = pageTitle(page.notFound ? NOT_FOUND_SCREEN.title : undefined);
  return [
    { title },
    { name: 'description', content: DEFAULT_DESCRIPTION },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: DEFAULT_DESCRIPTION },
    { property: 'og:image', content: DEFAULT_SHARE_IMAGE.url },
    { property: 'og:image:alt', content: DEFAULT_SHARE_IMAGE.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: DEFAULT_DESCRIPTION },
    ...(page.indexable ? [{ property: 'og:url', content: page.path }] : [{ name: 'robots', content: 'noindex' }]),
    ...(settings === null ? [] : [jsonLdMeta(organizationJsonLd(settings, { siteUrl, logo: LOGO, image: DEFAULT_SHARE_IMAGE.url }))]),
  ];
}
