import {
  articleCategoryLabel,
  articleCategoryPath,
  CONTENT_MAX_PAGE_SIZE,
  readingMinutes,
  type Agent,
  type Article,
  type ArticleCategory,
  type Picture,
  type SiteSettings,
} from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';
import { formatFloridaLongDate } from '../../format/dates.ts';

/** Who wrote an article: an agent (with the slug of their page) or the team (no page). */
export interface ArticleAuthor {
  readonly name: string;
  readonly slug: string | null;
}

/** The visible agents by id, as much of each as a byline needs. */
export type AuthorDirectory = Readonly<Record<string, ArticleAuthor>>;

/** An article as a card shows it: no body, its reading time worked out. */
export interface ArticleCardData {
  readonly id: string;
  /** The article's path is `/resources/{categorySlug}/{slug}`. */
  readonly categorySlug: string;
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly cover: Picture;
  readonly category: ArticleCategory;
  readonly categoryLabel: string;
  readonly author: ArticleAuthor;
  readonly publishedAt: string | null;
  readonly readingMinutes: number;
  readonly tags: readonly string[];
}

/** `March 3, 2025` in Southwest Florida time; empty when there is no date. */
export function formatArticleDate(instant: string | null): string {
  const date = instant === null ? null : new Date(instant);
  return date === null || Number.isNaN(date.getTime()) ? '' : formatFloridaLongDate(date);
}

/** The visible agents, by id (the team has a handful: one page holds them all). */
export async function loadAuthorDirectory(services: WebServices): Promise<AuthorDirectory> {
  const { items } = await services.content.agents({ perPage: CONTENT_MAX_PAGE_SIZE });
  return Object.fromEntries(items.map((agent: Agent) => [agent.id, { name: agent.name, slug: agent.slug }]));
}

/** The byline of an article: its agent when visible, otherwise the team. */
export function articleAuthor(
  article: Pick<Article, 'authorAgentId'>,
  authors: AuthorDirectory,
  teamName: string,
): ArticleAuthor {
  const agent = article.authorAgentId === null ? undefined : authors[article.authorAgentId];
  return agent ?? { name: teamName, slug: null };
}

/** The segment of a category's list under /resources (the team's list carries the team slug). */
export function categorySegment(category: ArticleCategory, settings: Pick<SiteSettings, 'teamSlug'>): string {
  return articleCategoryPath(category, settings).slice('/resources/'.length);
}

/** What a card needs of an article, with where its page is. */
export function toArticleCardData(
  article: Article,
  settings: Pick<SiteSettings, 'teamName' | 'teamSlug'>,
  authors: AuthorDirectory,
): ArticleCardData {
  return {
    id: article.id,
    categorySlug: categorySegment(article.category, settings),
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    cover: article.cover,
    category: article.category,
    categoryLabel: articleCategoryLabel(article.category, settings.teamName),
    author: articleAuthor(article, authors, settings.teamName),
    publishedAt: article.publishedAt,
    readingMinutes: readingMinutes(article.body),
    tags: article.tags,
  };
}
