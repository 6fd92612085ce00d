import type { Crumb } from '../seo/breadcrumb-json-ld.ts';
import type { ArticlePageData } from './load-article.ts';

/** The site-relative path of the article's page. */
export function articlePagePath(data: Pick<ArticlePageData, 'article' | 'categorySlug'>): string {
  return `/resources/${data.categorySlug}/${encodeURIComponent(data.article.slug)}`;
}

/** Where an article sits: Home › Resources › its category › itself (shown on the page and given to search engines). */
export function articleTrail(data: Pick<ArticlePageData, 'article' | 'categorySlug' | 'categoryLabel'>): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Resources', path: '/resources' },
    { name: data.categoryLabel, path: `/resources/${data.categorySlug}` },
    { name: data.article.title, path: articlePagePath(data) },
  ];
}
