import type { JSX } from 'react';
import { shareImageUrl, type FocalPoint } from '@app/domain';
import type { JsonLdObject } from './json-ld.ts';

/** The brokerage's name: the site name while the SEO settings are not known. */
export const SITE_NAME = 'Palmetto Realty Group';

/** What a page tells search engines and link previews about itself (see features/seo/README.md). */
export interface PageHeadOptions {
  /**
   * The page's own title; the document head puts it in the admin's title template (`%s | Palmetto
   * Realty Group`) for `<title>`, `og:title` and `twitter:title`. The home page leaves it out and
   * gets the home title.
   */
  readonly title?: string;
  readonly description?: string;
  /**
   * The one site-relative path search engines should index this page under (the canonical link
   * and og:url); by default the page's own path without its query.
   */
  readonly canonicalPath?: string;
  /**
   * The link-preview picture (site-relative or absolute URL); the site's share image by default. A library picture is
   * previewed as its 1200×630 cut around its focal point (ADR 0045).
   */
  readonly image?: { readonly url: string; readonly alt: string; readonly focus?: FocalPoint };
  /** Open Graph type: `website` by default, `article` for an article, `profile` for a person. */
  readonly type?: 'website' | 'article' | 'profile';
  /** The page's structured data (helpers in features/seo); the site-wide Organization is added by the root. */
  readonly jsonLd?: readonly JsonLdObject[];
}

/** One entry of a route head's `meta` list. */
export type HeadMeta = JSX.IntrinsicElements['meta'];

/** The head of a page, as a route's `head` returns it. */
export interface PageHead {
  readonly meta: HeadMeta[];
}

/**
 * A JSON-LD entry of a head's `meta` list: TanStack Router writes it as a
 * `<script type="application/ld+json">` with `<`, `>` and `&` escaped (its meta type only
 * describes `<meta>` attributes, hence the cast).
 */
export function jsonLdMeta(data: JsonLdObject): HeadMeta {
  return { 'script:ld+json': data } as HeadMeta;
}

function headOf(options: PageHeadOptions): PageHead {
  const { title, description, image } = options;
  return {
    meta: [
      ...(title ? [{ title }] : []),
      ...(description
        ? [
            { name: 'description', content: description },
            { property: 'og:description', content: description },
            { name: 'twitter:description', content: description },
          ]
        : []),
      ...(options.canonicalPath ? [{ property: 'og:url', content: options.canonicalPath }] : []),
      ...(options.type ? [{ property: 'og:type', content: options.type }] : []),
      ...(image
        ? [
            { property: 'og:image', content: shareImageUrl(image) },
            { property: 'og:image:alt', content: image.alt },
          ]
        : []),
      ...(options.jsonLd ?? []).map(jsonLdMeta),
    ],
  };
}

/**
 * The head tags of a page: title, description, Open Graph and Twitter tags, and structured data.
 * `pageHead('Contact Us', 'How to reach the team')` or `pageHead({ title, description,
 * canonicalPath, image, type, jsonLd })`. The root route adds the site-wide defaults of the SEO
 * settings (default description, share image, site name, og:url of the page's own path,
 * Organization JSON-LD), and the document head applies the title template, makes every URL
 * absolute on SITE_URL and writes the canonical link from og:url.
 */
export function pageHead(title?: string, description?: string): PageHead;
export function pageHead(options: PageHeadOptions): PageHead;
export function pageHead(titleOrOptions?: string | PageHeadOptions, description?: string): PageHead {
  return headOf(typeof titleOrOptions === 'object' ? titleOrOptions : { title: titleOrOptions, description });
}
