import { notFound } from '@tanstack/react-router';
import { articleCategoryLabel, readingMinutes, relatedArticles, type Article } from '@app/domain';
import {
  articleAuthor,
  loadAuthorDirectory,
  toArticleCardData,
  type ArticleAuthor,
  type ArticleCardData,
} from './article-card-data.ts';
import { loadCategory, type ContentLoaderDeps } from './load-site-settings.ts';

/** Newest articles per query the related articles are chosen from. */
const RELATED_CANDIDATES = 12;

/** What an article's page shows. */
export interface ArticlePageData {
  readonly article: Article;
  readonly categorySlug: string;
  readonly categoryLabel: string;
  readonly author: ArticleAuthor;
  readonly readingMinutes: number;
  readonly related: ArticleCardData[];
}

/**
 * Loads a published article and what to read next (same category or a shared tag). An unknown or
 * unpublished article, or a path whose category is not the article's, is not found.
 */
export async function loadArticlePage(
  deps: ContentLoaderDeps,
  categorySlug: string,
  articleSlug: string,
): Promise<ArticlePageData> {
  const { settings, category } = await loadCategory(deps.stores, categorySlug);
  const article = await deps.services.content.article(articleSlug);
  if (article === null || article.category !== category) throw notFound();
  const { content } = deps.services;
  const [authors, ...candidates] = await Promise.all([
    loadAuthorDirectory(deps.services),
    content.articles({ category, perPage: RELATED_CANDIDATES }),
    ...article.tags.map((tag) => content.articles({ tag, perPage: RELATED_CANDIDATES })),
  ]);
  return {
    article,
    categorySlug,
    categoryLabel: articleCategoryLabel(category, settings.teamName),
    author: articleAuthor(article, authors, settings.teamName),
    readingMinutes: readingMinutes(article.body),
    related: relatedArticles(
      article,
      candidates.flatMap((page) => page.items),
    ).map((item) => toArticleCardData(item, settings, authors)),
  };
}
