import { pageTitleFrom, type SeoSettingsFields } from '@app/domain';
import type { RouterManagedTag } from '@tanstack/react-router';

const TITLE_PROPERTIES = new Set(['og:title', 'twitter:title']);

function isTitleMeta(tag: RouterManagedTag): boolean {
  const attrs: Readonly<Record<string, unknown>> | undefined = tag.tag === 'meta' ? tag.attrs : undefined;
  const key = attrs?.property ?? attrs?.name;
  return typeof key === 'string' && TITLE_PROPERTIES.has(key);
}

/**
 * The head tags with the page's title as visitors and link previews see it: the page's own title
 * (the deepest route's) put in the admin's title template, or the home title for a page without
 * one, as `<title>`, `og:title` and `twitter:title` (one source, so the three always agree).
 */
export function titleTags(
  tags: readonly RouterManagedTag[],
  titles: Pick<SeoSettingsFields, 'titleTemplate' | 'homeTitle'>,
): RouterManagedTag[] {
  const own = tags.find((tag) => tag.tag === 'title')?.children;
  const title = pageTitleFrom(titles, typeof own === 'string' ? own : undefined);
  const written: RouterManagedTag[] = [
    { tag: 'title', children: title },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
  ];
  const at = Math.max(
    0,
    tags.findIndex((tag) => tag.tag === 'title'),
  );
  const rest = tags.filter((tag) => tag.tag !== 'title' && !isTitleMeta(tag));
  const before = tags.slice(0, at).filter((tag) => tag.tag !== 'title' && !isTitleMeta(tag)).length;
  return [...rest.slice(0, before), ...written, ...rest.slice(before)];
}
