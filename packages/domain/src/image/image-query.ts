import { ValidationError, type ValidationIssue } from '../errors/domain-error.ts';
import { DEFAULT_PAGE } from '../shared/constants.ts';
import type { ImageRecord } from './image-record.ts';

/** What the library list can be ordered by. */
export const IMAGE_SORTS = ['createdAt', 'fileName', 'alt', 'byteSize'] as const;
export type ImageSort = (typeof IMAGE_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export const IMAGE_DEFAULT_PAGE_SIZE = 10;
export const IMAGE_MAX_PAGE_SIZE = 100;

/** The library list query as a caller gives it; every part optional. */
export interface ImageQueryInput {
  /** Case-insensitive "contains" over the file name and the alt text. */
  readonly search?: string;
  readonly sort?: ImageSort;
  readonly direction?: SortDirection;
  readonly page?: number;
  readonly perPage?: number;
}

/** The library list query with every default applied: newest first, page 1 of 10. */
export interface ImageQuery {
  readonly search: string;
  readonly sort: ImageSort;
  readonly direction: SortDirection;
  readonly page: number;
  readonly perPage: number;
}

/** One page of the library and the exact count of all matching images. */
export interface ImagePage {
  readonly items: ImageRecord[];
  readonly total: number;
}

function pagingIssues(input: ImageQueryInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (input.page !== undefined && !(Number.isInteger(input.page) && input.page >= 1))
    issues.push({ field: 'page', message: 'Must be a whole number from 1' });
  if (
    input.perPage !== undefined &&
    !(Number.isInteger(input.perPage) && input.perPage >= 1 && input.perPage <= IMAGE_MAX_PAGE_SIZE)
  )
    issues.push({ field: 'perPage', message: `Must be a whole number from 1 to ${IMAGE_MAX_PAGE_SIZE}` });
  if (input.sort !== undefined && !IMAGE_SORTS.includes(input.sort))
    issues.push({ field: 'sort', message: `Must be one of ${IMAGE_SORTS.join(', ')}` });
  return issues;
}

/**
 * Applies the defaults (no search, newest first, page 1, 10 a page; a sort given without a
 * direction is ascending, except the upload time, which is newest first). Throws a
 * ValidationError for a bad page, page size or sort.
 */
export function normalizeImageQuery(input: ImageQueryInput = {}): ImageQuery {
  const issues = pagingIssues(input);
  if (issues.length > 0) throw new ValidationError(issues);
  const sort = input.sort ?? 'createdAt';
  return {
    search: (input.search ?? '').trim(),
    sort,
    direction: input.direction ?? (sort === 'createdAt' ? 'desc' : 'asc'),
    page: input.page ?? DEFAULT_PAGE,
    perPage: input.perPage ?? IMAGE_DEFAULT_PAGE_SIZE,
  };
}

/** Whether an image matches the search (case-insensitive, literal, in the file name or the alt text). */
export function matchesImageSearch(image: ImageRecord, search: string): boolean {
  const needle = search.toLowerCase();
  return image.fileName.toLowerCase().includes(needle) || image.alt.toLowerCase().includes(needle);
}

function sortValue(image: ImageRecord, sort: ImageSort): string | number {
  return sort === 'createdAt' ? Date.parse(image.createdAt) : image[sort];
}

/** The list order: the sort field in its direction (text by code point), ties by id ascending. */
export function compareImages(
  query: Pick<ImageQuery, 'sort' | 'direction'>,
): (a: ImageRecord, b: ImageRecord) => number {
  const sign = query.direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const left = sortValue(a, query.sort);
    const right = sortValue(b, query.sort);
    if (left !== right) return (left < right ? -1 : 1) * sign;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** The whole list rule on an array (the reference every adapter is held to): filter, order, count, page. */
export function queryImages(images: readonly ImageRecord[], query: ImageQuery): ImagePage {
  const matching = images.filter((image) => matchesImageSearch(image, query.search)).sort(compareImages(query));
  const from = (query.page - 1) * query.perPage;
  return { items: matching.slice(from, from + query.perPage), total: matching.length };
}
