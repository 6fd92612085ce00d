/** A JSON-LD value; nulls, undefined and empty lists are dropped by `compactJsonLd`. */
export type JsonLd = string | number | boolean | null | undefined | JsonLd[] | { [key: string]: JsonLd };

/** A JSON-LD node or document. */
export type JsonLdObject = { [key: string]: JsonLd };

export const SCHEMA_CONTEXT = 'https://schema.org';

/**
 * The value without its nulls, undefined values, empty lists and empty texts (search engines
 * read a missing property as "unknown", a null or an empty text as a wrong value).
 */
export function compactJsonLd<T extends JsonLd>(value: T): T {
  if (Array.isArray(value)) return value.map(compactJsonLd).filter((item) => !isEmpty(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const kept: JsonLdObject = {};
  for (const [key, item] of Object.entries(value)) {
    const clean = compactJsonLd(item);
    if (!isEmpty(clean)) kept[key] = clean;
  }
  return kept as T;
}

function isEmpty(value: JsonLd): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** An absolute URL on the site for a site-relative path (absolute URLs are kept as they are). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

/** The non-empty profile links (Facebook, Instagram, ...), for `sameAs`. */
export function sameAs(links: object): string[] {
  return Object.values(links).filter((link): link is string => typeof link === 'string' && /^https?:\/\//.test(link));
}
