import { ValidationError } from '../errors/domain-error.ts';

/** The most records one reorder or bulk request may name. */
export const MAX_IDS_PER_REQUEST = 200;

/** The gap between two neighbours' sort orders after a reorder, so one record can later be put between two by hand. */
export const SORT_ORDER_STEP = 10;

/**
 * The list with the item at `from` moved to `to` (both positions in the list; out-of-range positions are clamped): a
 * permutation of the list where the moved item lands at `to` and every other item keeps its relative order.
 */
export function reorder<T>(items: readonly T[], from: number, to: number): T[] {
  if (items.length === 0) return [];
  const last = items.length - 1;
  const source = Math.min(Math.max(Math.trunc(from), 0), last);
  const target = Math.min(Math.max(Math.trunc(to), 0), last);
  const result = [...items];
  const [moved] = result.splice(source, 1);
  result.splice(target, 0, moved as T);
  return result;
}

/** The sort order of each id of a chosen order: the first 10, then 20, 30 and so on. */
export function sortOrdersOf(orderedIds: readonly string[]): ReadonlyMap<string, number> {
  return new Map(orderedIds.map((id, index) => [id, (index + 1) * SORT_ORDER_STEP]));
}

/**
 * Checks the ids of a reorder request: at least one, at most MAX_IDS_PER_REQUEST, none twice. ValidationError on
 * `ids` naming the problem.
 */
export function checkOrderedIds(ids: readonly string[]): void {
  const message =
    ids.length === 0
      ? 'must name at least one record'
      : ids.length > MAX_IDS_PER_REQUEST
        ? `must name at most ${String(MAX_IDS_PER_REQUEST)} records`
        : new Set(ids).size !== ids.length
          ? `names ${String(ids.find((id, index) => ids.indexOf(id) !== index))} twice`
          : null;
  if (message !== null) throw new ValidationError([{ field: 'ids', message }]);
}
