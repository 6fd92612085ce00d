import { DEFAULT_PAGE } from '../shared/constants.ts';
import { readFilterText, type FilterParams } from './filter-params.ts';

/** Articles per page of a category list. */
export const ARTICLES_PAGE_SIZE = 9;

/** The last page number an article list address may ask for. */
export const MAX_ARTICLE_PAGE = 1_000;

/** What a category list shows (address parameters `page` and `tag`). */
export interface ArticleListQuery {
  readonly page: number;
  /** Only articles with this tag (exact). */
  readonly tag?: string;
}

/**
 * Reads a category list's address: `page` a whole number from 1 to 1,000 written in digits
 * (anything else reads as page 1), `tag` trimmed (empty or overlong: no tag filter).
 */
export function readArticleListQuery(params: FilterParams): ArticleListQuery {
  const raw = params.page?.trim() ?? '';
  const page = /^\d{1,4}$/.test(raw) ? Number(raw) : DEFAULT_PAGE;
  const tag = readFilterText(params.tag);
  return { page: page >= 1 && page <= MAX_ARTICLE_PAGE ? page : DEFAULT_PAGE, ...(tag !== undefined ? { tag } : {}) };
}

/** The address parameters of a list query: page 1 and no tag are left out. */
export function articleListParams(query: ArticleListQuery): Record<string, string> {
  return {
    ...(query.tag !== undefined ? { tag: query.tag } : {}),
    ...(query.page !== DEFAULT_PAGE ? { page: String(query.page) } : {}),
  };
}
