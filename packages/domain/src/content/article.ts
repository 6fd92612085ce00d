import type { ContentEntity, Picture } from './content-entity.ts';

/**
 * Where an article is listed. `team-articles` is the team's own list, whose path carries the
 * team's slug: /resources/{teamSlug}-articles.
 */
export const ARTICLE_CATEGORIES = [
  'local-history',
  'owners-sellers',
  'buyer-resources',
  'team-articles',
  'events-and-fun-facts',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** A resource article, shown at /resources/{categorySlug}/{slug} once published. */
export interface Article extends ContentEntity {
  readonly slug: string;
  readonly category: ArticleCategory;
  readonly title: string;
  readonly excerpt: string;
  /** Sanitized rich text (HTML). */
  readonly body: string;
  readonly cover: Picture;
  /** The agent who wrote it; null for the team. */
  readonly authorAgentId: string | null;
  readonly status: ArticleStatus;
  /** When it went (or goes) live; an article is public once published and this instant has passed. */
  readonly publishedAt: string | null;
  readonly tags: readonly string[];
  /** Search-engine title and description; null to use the title and excerpt. */
  readonly seoTitle: string | null;
  readonly seoDescription: string | null;
}
