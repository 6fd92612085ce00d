import { ARTICLE_CATEGORIES, articleCategoryLabel, type ArticleCategory } from '@app/domain';
import {
  categorySegment,
  loadAuthorDirectory,
  toArticleCardData,
  type ArticleCardData,
} from '../articles/article-card-data.ts';
import { categoryIntro } from '../articles/category-intro.ts';
import { loadSiteSettings, type ContentLoaderDeps } from '../articles/load-site-settings.ts';

/** Latest articles each category shows on the resources page. */
export const LATEST_PER_CATEGORY = 3;

/** A category on the resources page: its latest articles and how many it has. */
export interface ResourceSection {
  readonly category: ArticleCategory;
  readonly categorySlug: string;
  readonly label: string;
  readonly intro: string;
  readonly total: number;
  readonly articles: ArticleCardData[];
}

/** Loads every article category with its latest three articles, in the categories' order. */
export async function loadResources(deps: ContentLoaderDeps): Promise<ResourceSection[]> {
  const settings = await loadSiteSettings(deps.stores);
  const [authors, ...pages] = await Promise.all([
    loadAuthorDirectory(deps.services),
    ...ARTICLE_CATEGORIES.map((category) => deps.services.content.articles({ category, perPage: LATEST_PER_CATEGORY })),
  ]);
  return ARTICLE_CATEGORIES.map((category, index) => {
    const page = pages[index] ?? { items: [], total: 0 };
    return {
      category,
      categorySlug: categorySegment(category, settings),
      label: articleCategoryLabel(category, settings.teamName),
      intro: categoryIntro(category, settings.teamName),
      total: page.total,
      articles: page.items.map((article) => toArticleCardData(article, settings, authors)),
    };
  });
}
