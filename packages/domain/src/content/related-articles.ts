import type { Article } from './article.ts';

/** How many related articles an article page shows. */
export const RELATED_ARTICLES_LIMIT = 3;

type RelatedCandidate = Pick<Article, 'id' | 'category' | 'tags' | 'publishedAt' | 'title'>;

function sharedTags(a: readonly string[], b: readonly string[]): number {
  const own = new Set(a.map((tag) => tag.toLowerCase()));
  return new Set(b.map((tag) => tag.toLowerCase()).filter((tag) => own.has(tag))).size;
}

/** How close a candidate is: 2 for the same category plus 1 per shared tag (tags compared case-insensitively). */
export function relatedness(article: RelatedCandidate, candidate: RelatedCandidate): number {
  return (article.category === candidate.category ? 2 : 0) + sharedTags(article.tags, candidate.tags);
}

function newestFirst(a: RelatedCandidate, b: RelatedCandidate): number {
  const byDate = (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '');
  return byDate !== 0 ? byDate : a.title.localeCompare(b.title);
}

/**
 * The articles to read next: candidates in the same category or sharing a tag, never the article
 * itself, closest first (same category counts more than one shared tag), then newest first, then
 * by title; at most `limit` (3 unless given), each once.
 */
export function relatedArticles<T extends RelatedCandidate>(
  article: RelatedCandidate,
  candidates: readonly T[],
  limit: number = RELATED_ARTICLES_LIMIT,
): T[] {
  const unique = new Map<string, T>();
  for (const candidate of candidates)
    if (candidate.id !== article.id && !unique.has(candidate.id)) unique.set(candidate.id, candidate);
  return [...unique.values()]
    .map((candidate) => ({ candidate, score: relatedness(article, candidate) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.candidate, b.candidate))
    .slice(0, Math.max(0, limit))
    .map(({ candidate }) => candidate);
}
