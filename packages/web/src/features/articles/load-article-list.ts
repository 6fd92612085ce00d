import { notFound } from '@tanstack/react-router';
import {
  articleCategoryLabel,
  ARTICLES_PAGE_SIZE,
  CONTENT_MAX_PAGE_SIZE,
  distinctSorted,
  readArticleListQuery,
  type ArticleCategory,
  type ArticleListQuery,
} from '@app/domain';
import type { PlainSearch } from '../../app/plain-search.ts';
import { loadAuthorDirectory, toArticleCardData, type ArticleCardData } from './article-card-data.ts';
import { categoryIntro } from './category-intro.ts';
import { loadCategory, type ContentLoaderDeps } from './load-site-settings.ts';

/** What a category's list page shows. */
export interface ArticleListData {
  readonly category: ArticleCategory;
  readonly label: string;
  /** The line under the title, also the page description. */
  readonly intro: string;
  readonly categorySlug: string;
  readonly query: ArticleListQuery;
  readonly articles: ArticleCardData[];
  /** Articles matching the query, all pages. */
  readonly total: number;
  readonly pageCount: number;
  /** Every tag of the category's articles, to filter by. */
  readonly tags: string[];
}

/**
 * Loads one page of a category's articles (newest first, filtered by the address's tag) and the
 * tags to offer. A path naming no category, or a page past the last, is not found.
 */
export async function loadArticleList(
  deps: ContentLoaderDeps,
  categorySlug: string,
  params: PlainSearch,
): Promise<ArticleListData> {
  const { settings, category } = await loadCategory(deps.stores, categorySlug);
  const query = readArticleListQuery(params);
  const [page, everything, authors] = await Promise.all([
    deps.services.content.articles({
      category,
      ...(query.tag !== undefined ? { tag: query.tag } : {}),
      page: query.page,
      perPage: ARTICLES_PAGE_SIZE,
    }),
    deps.services.content.articles({ category, perPage: CONTENT_MAX_PAGE_SIZE }),
    loadAuthorDirectory(deps.services),
  ]);
  const pageCount = Math.max(1, Math.ceil(page.total / ARTICLES_PAGE_SIZE));
  if (query.page > pageCount) throw notFound();
  return {
    category,
    label: articleCategoryLabel(category, settings.teamName),
    intro: categoryIntro(category, settings.teamName),
    categorySlug,
    query,
    articles: page.items.map((article) => toArticleCardData(article, settings, authors)),
    total: page.total,
    pageCount,
    tags: distinctSorted(everything.items.flatMap((article) => article.tags)),
  };
}
