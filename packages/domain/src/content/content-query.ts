import { ValidationError, type ValidationIssue } from '../errors/domain-error.ts';
import { DEFAULT_PAGE } from '../shared/constants.ts';
import type { ContentEntity } from './content-entity.ts';
import type { ContentCollection, ContentFieldName, ContentOrder } from './content-collection.ts';

/** A scalar a field can be compared with. */
export type ContentValue = string | number | boolean | null;

/** The largest page a content list answers. */
export const CONTENT_MAX_PAGE_SIZE = 200;
export const CONTENT_DEFAULT_PAGE_SIZE = 20;

/** A content list query as a caller gives it; every part optional. */
export interface ContentQueryInput<T extends ContentEntity> {
  /** Only records public at this instant (ISO 8601), by the collection's visibility rule. */
  readonly visibleAt?: string;
  /** Each field equals its value (null: is null). */
  readonly where?: Partial<Record<ContentFieldName<T>, ContentValue>>;
  /** Each `text[]` field contains its value (exact, case-sensitive). */
  readonly contains?: Partial<Record<ContentFieldName<T>, string>>;
  /** Case-insensitive "contains" over the collection's search fields (any of them). */
  readonly search?: string;
  readonly orderBy?: readonly ContentOrder<ContentFieldName<T>>[];
  readonly page?: number;
  readonly perPage?: number;
}

/** A content list query with every default applied. */
export interface ContentQuery<T extends ContentEntity> {
  readonly visibleAt: string | null;
  readonly where: Partial<Record<ContentFieldName<T>, ContentValue>>;
  readonly contains: Partial<Record<ContentFieldName<T>, string>>;
  readonly search: string;
  readonly orderBy: readonly ContentOrder<ContentFieldName<T>>[];
  readonly page: number;
  readonly perPage: number;
}

/** One page of records and the exact count of all that match. */
export interface ContentPage<T> {
  readonly items: T[];
  readonly total: number;
}

const SCALAR_KINDS = new Set(['text', 'integer', 'number', 'boolean', 'date', 'timestamp', 'uuid']);

function fieldIssues<T extends ContentEntity>(
  collection: ContentCollection<T>,
  input: ContentQueryInput<T>,
): ValidationIssue[] {
  const fields: Record<string, { kind: string } | undefined> = collection.fields;
  const issues: ValidationIssue[] = [];
  for (const name of Object.keys(input.where ?? {}))
    if (!SCALAR_KINDS.has(fields[name]?.kind ?? ''))
      issues.push({ field: `where.${name}`, message: 'Not a field that can be compared' });
  for (const name of Object.keys(input.contains ?? {}))
    if (fields[name]?.kind !== 'text[]') issues.push({ field: `contains.${name}`, message: 'Not a list field' });
  for (const order of input.orderBy ?? [])
    if (!SCALAR_KINDS.has(fields[order.field]?.kind ?? ''))
      issues.push({ field: 'orderBy', message: `Cannot order by ${order.field}` });
  return issues;
}

function pagingIssues(input: { page?: number; perPage?: number }): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (input.page !== undefined && !(Number.isInteger(input.page) && input.page >= 1))
    issues.push({ field: 'page', message: 'Must be a whole number from 1' });
  if (
    input.perPage !== undefined &&
    !(Number.isInteger(input.perPage) && input.perPage >= 1 && input.perPage <= CONTENT_MAX_PAGE_SIZE)
  )
    issues.push({ field: 'perPage', message: `Must be a whole number from 1 to ${CONTENT_MAX_PAGE_SIZE}` });
  return issues;
}

/**
 * Applies the defaults (everything, the collection's default order, page 1 of 20) and checks
 * the query against the collection: compared and ordered fields must be scalars, `contains`
 * fields lists, pages whole numbers. Throws a ValidationError listing every problem.
 */
export function normalizeContentQuery<T extends ContentEntity>(
  collection: ContentCollection<T>,
  input: ContentQueryInput<T> = {},
): ContentQuery<T> {
  const issues = [...fieldIssues(collection, input), ...pagingIssues(input)];
  if (input.visibleAt !== undefined && Number.isNaN(Date.parse(input.visibleAt)))
    issues.push({ field: 'visibleAt', message: 'Not an instant' });
  if (issues.length > 0) throw new ValidationError(issues);
  return {
    visibleAt: input.visibleAt ?? null,
    where: input.where ?? {},
    contains: input.contains ?? {},
    search: (input.search ?? '').trim(),
    orderBy: input.orderBy && input.orderBy.length > 0 ? input.orderBy : collection.defaultOrder,
    page: input.page ?? DEFAULT_PAGE,
    perPage: input.perPage ?? CONTENT_DEFAULT_PAGE_SIZE,
  };
}
