import type { Article, ArticleCategory } from '../content/article.ts';
import { teamArticlesPath, type SiteSettings } from './site-settings.ts';

/** An agent's page. */
export function agentPath(slug: string): string {
  return `/about/meet-our-agents/${encodeURIComponent(slug)}`;
}

/** A community's page. */
export function communityPath(slug: string): string {
  return `/communities/${encodeURIComponent(slug)}`;
}

/**
 * The list of a category of articles: `/resources/{category}`, except the team's own articles,
 * whose path carries the team's slug (`/resources/{teamSlug}-articles`).
 */
export function articleCategoryPath(category: ArticleCategory, settings: Pick<SiteSettings, 'teamSlug'>): string {
  return category === 'team-articles' ? teamArticlesPath(settings) : `/resources/${category}`;
}

/** An article's page: `/resources/{category path segment}/{slug}`. */
export function articlePath(
  article: Pick<Article, 'category' | 'slug'>,
  settings: Pick<SiteSettings, 'teamSlug'>,
): string {
  return `${articleCategoryPath(article.category, settings)}/${encodeURIComponent(article.slug)}`;
}

/** A listing's page in its canonical form (`/property/{id}` and featured slugs point here). */
export function listingPath(listingId: string): string {
  return `/properties/${encodeURIComponent(listingId)}`;
}
