import {
  ARTICLE_RULES,
  articleCategoryLabel,
  readingMinutes,
  type Agent,
  type Article,
  type SiteSettings,
} from '@app/domain';
import { articleAuthor, categorySegment, type AuthorDirectory } from '../../articles/article-card-data.ts';
import type { ArticlePageData } from '../../articles/load-article.ts';
import { articleFieldsFromForm, type ArticleFormValues } from './article-form-values.ts';

/**
 * What the article's public page would show for the form's values as they stand: the same
 * normalizing the server applies, the byline of a visible agent (otherwise the team), no related
 * articles. An unreadable publish time shows no date.
 */
export function articlePreviewData(
  values: ArticleFormValues,
  settings: SiteSettings,
  agents: readonly Agent[],
): ArticlePageData {
  const fields = ARTICLE_RULES.normalize(articleFieldsFromForm(values));
  const publishedAt =
    fields.publishedAt !== null && !Number.isNaN(Date.parse(fields.publishedAt)) ? fields.publishedAt : null;
  const article: Article = { ...fields, publishedAt, id: 'preview', createdAt: '', updatedAt: '', version: 1 };
  const directory: AuthorDirectory = Object.fromEntries(
    agents.filter((agent) => agent.visible).map((agent) => [agent.id, { name: agent.name, slug: agent.slug }]),
  );
  return {
    article,
    categorySlug: categorySegment(article.category, settings),
    categoryLabel: articleCategoryLabel(article.category, settings.teamName),
    author: articleAuthor(article, directory, settings.teamName),
    readingMinutes: readingMinutes(article.body),
    related: [],
  };
}
