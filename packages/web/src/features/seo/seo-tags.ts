import type { RouterManagedTag } from '@tanstack/react-router';
import { absoluteUrl } from './json-ld.ts';

/** Open Graph and Twitter tags whose content is a URL. */
const URL_PROPERTIES = new Set(['og:url', 'og:image', 'twitter:image']);

function metaKey(tag: RouterManagedTag): string | undefined {
  if (tag.tag !== 'meta') return undefined;
  const attrs = tag.attrs ?? {};
  return (attrs.property ?? attrs.name) as string | undefined;
}

/**
 * The route head tags as the page sends them: URLs of Open Graph tags made absolute on the
 * site's origin, and the canonical link written from og:url (one source, so a page never has
 * two canonical links; pages without og:url, such as noindex pages, get none).
 */
export function seoTags(tags: readonly RouterManagedTag[], siteUrl: string): RouterManagedTag[] {
  const out: RouterManagedTag[] = [];
  let canonical: string | null = null;
  for (const tag of tags) {
    if (tag.tag === 'link' && tag.attrs?.rel === 'canonical') continue;
    const key = metaKey(tag);
    if (key === undefined || !URL_PROPERTIES.has(key) || typeof tag.attrs?.content !== 'string') {
      out.push(tag);
      continue;
    }
    const content = absoluteUrl(siteUrl, tag.attrs.content);
    out.push({ ...tag, attrs: { ...tag.attrs, content } });
    if (key === 'og:url') canonical = content;
  }
  if (canonical === null) return out;
  const afterMeta = out.findLastIndex((tag) => tag.tag === 'meta' || tag.tag === 'title') + 1;
  return [
    ...out.slice(0, afterMeta),
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    ...out.slice(afterMeta),
  ];
}
