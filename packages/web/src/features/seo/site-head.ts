import {
  NOT_FOUND_SCREEN,
  fallbackSeoSettings,
  layoutForPath,
  shareImageUrl,
  type SeoSettings,
  type SiteSettings,
} from '@app/domain';
import { isNotFound } from '@tanstack/react-router';
import { jsonLdMeta, SITE_NAME, type HeadMeta } from './page-head.ts';
import { organizationJsonLd } from './organization-json-ld.ts';
import { DEFAULT_SHARE_IMAGE, LOGO } from './site-images.ts';

/** The description of a page that gives none, while the SEO settings are not known. */
const DEFAULT_DESCRIPTION =
  'Homes for sale in Naples, Bonita Springs, Estero, Fort Myers, Cape Coral, Marco Island and Sanibel with the Palmetto Realty Group team.';

/** The part of a route match the site head reads (`_notFound` marks the root when it shows the Page Not Found screen).
 * */
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
  const notFound = matches.some(
    (match) => match.status === 'notFound' || match._notFound === true || isNotFound(match.error),
  );
  const failed = notFound || matches.some((match) => match.status === 'error');
  return { path, notFound, indexable: !failed && layoutForPath(path) === 'default' };
}

/** The SEO settings in force: the stored ones, or plain defaults named after the brokerage while they are not known. */
export function seoInForce(seo: SeoSettings | null): SeoSettings {
  return seo ?? { ...fallbackSeoSettings(SITE_NAME), defaultDescription: DEFAULT_DESCRIPTION };
}

/**
 * The site-wide head defaults of the SEO settings, which a page's own `pageHead` tags replace
 * (the deepest route's tag of a name wins): default description, site name, share image, card
 * type, og:url of the page's own path, `noindex` for pages search engines should skip (and the
 * Page Not Found title for a missing page, whose own route head never runs), and the
 * Organization and RealEstateAgent structured data once the site settings are known. The title
 * template is applied by the document head (`titleTags`).
 */
export function siteHead(
  page: PageIndexing,
  settings: SiteSettings | null,
  seo: SeoSettings | null,
  siteUrl: string,
): HeadMeta[] {
  const { defaultDescription, siteName, shareImage, organization } = seoInForce(seo);
  const image = shareImage ?? DEFAULT_SHARE_IMAGE;
  return [
    ...(page.notFound ? [{ title: NOT_FOUND_SCREEN.title }] : []),
    { name: 'description', content: defaultDescription },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:type', content: 'website' },
    { property: 'og:description', content: defaultDescription },
    { property: 'og:image', content: shareImageUrl(image) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:description', content: defaultDescription },
    ...(page.indexable ? [{ property: 'og:url', content: page.path }] : [{ name: 'robots', content: 'noindex' }]),
    ...(settings === null
      ? []
      : [jsonLdMeta(organizationJsonLd(settings, { siteUrl, logo: LOGO, image: image.url, details: organization }))]),
  ];
}
