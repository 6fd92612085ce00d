import { articleCategoryPath } from '../site/public-paths.ts';
import type { SiteSettings } from '../site/site-settings.ts';
import { ARTICLE_CATEGORIES, type ArticleCategory } from './article.ts';

export { articleCategoryPath, articlePath } from '../site/public-paths.ts';

/** Reading speed assumed for reading times, in words a minute. */
export const READING_WORDS_PER_MINUTE = 200;

/** The words of an HTML text: tags and character references count as spaces. */
function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes an article takes to read: its words / 200, rounded, and at least 1. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(wordCount(html) / READING_WORDS_PER_MINUTE));
}

/** The category whose list lives at `/resources/{segment}`, or null (the reverse of articleCategoryPath). */
export function articleCategoryForSegment(
  segment: string,
  settings: Pick<SiteSettings, 'teamSlug'>,
): ArticleCategory | null {
  return (
    ARTICLE_CATEGORIES.find((category) => articleCategoryPath(category, settings) === `/resources/${segment}`) ?? null
  );
}
