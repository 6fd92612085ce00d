import {
  isVisibleAt,
  type ContentCollection,
  type ContentEntity,
  type ContentFieldKind,
  type ContentQuery,
  type ContentValue,
  textOf,
} from '@app/domain';

type Fields = Record<string, { kind: ContentFieldKind }>;

const valueOf = (record: ContentEntity, field: string): unknown =>
  (record as unknown as Record<string, unknown>)[field];

/** Text in code-point order, as Postgres orders text with collation "C". */
export function compareCodePoints(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** Two present values of a field, compared as its kind is stored. */
function compareValues(kind: ContentFieldKind, a: unknown, b: unknown): number {
  if (kind === 'timestamp') return Date.parse(String(a)) - Date.parse(String(b));
  if (kind === 'integer' || kind === 'number') return Number(a) - Number(b);
  if (kind === 'boolean') return Number(a) - Number(b);
  if (kind === 'uuid') return compareCodePoints(String(a).toLowerCase(), String(b).toLowerCase());
  return compareCodePoints(String(a), String(b));
}

function equalsValue(kind: ContentFieldKind, stored: unknown, wanted: ContentValue): boolean {
  if (wanted === null || stored === null) return stored === wanted;
  return compareValues(kind, stored, wanted) === 0;
}

/** Whether a record meets every filter of the query (visibility, where, contains, search). */
export function matchesContentQuery<T extends ContentEntity>(
  collection: ContentCollection<T>,
  record: T,
  query: ContentQuery<T>,
): boolean {
  const fields: Fields = collection.fields;
  if (query.visibleAt !== null && !isVisibleAt(collection, record, query.visibleAt)) return false;
  const where: Record<string, ContentValue | undefined> = query.where;
  const contains: Record<string, string | undefined> = query.contains;
  for (const [field, wanted] of Object.entries(where))
    if (wanted !== undefined && !equalsValue(fields[field]?.kind ?? 'text', valueOf(record, field), wanted))
      return false;
  for (const [field, word] of Object.entries(contains))
    if (word !== undefined && !(valueOf(record, field) as readonly string[]).includes(word)) return false;
  if (query.search === '') return true;
  const search = query.search.toLowerCase();
  return collection.searchFields.some((field) => textOf(valueOf(record, field)).toLowerCase().includes(search));
}

/** The query's order: each field in its direction with missing values last, then id ascending. */
export function compareForContentQuery<T extends ContentEntity>(
  collection: ContentCollection<T>,
  query: ContentQuery<T>,
) {
  const fields: Fields = collection.fields;
  return (a: T, b: T): number => {
    for (const { field, direction } of query.orderBy) {
      const left = valueOf(a, field);
      const right = valueOf(b, field);
      if (left === null || right === null) {
        if (left !== right) return left === null ? 1 : -1;
        continue;
      }
      const difference = compareValues(fields[field]?.kind ?? 'text', left, right);
      if (difference !== 0) return direction === 'asc' ? difference : -difference;
    }
    return compareCodePoints(a.id, b.id);
  };
}

/** The page of the records the query keeps, in its order, with their exact count: the reference every adapter is held
 * to. */
export function queryContentRecords<T extends ContentEntity>(
  collection: ContentCollection<T>,
  records: readonly T[],
  query: ContentQuery<T>,
): { items: T[]; total: number } {
  const matching = records
    .filter((record) => matchesContentQuery(collection, record, query))
    .sort(compareForContentQuery(collection, query));
  const from = (query.page - 1) * query.perPage;
  return { items: matching.slice(from, from + query.perPage), total: matching.length };
}
