import type { RecordSnapshot } from './record-archive.port.ts';

/** JSON of a value with object keys in order, so two equal values always read the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether two field values are the same (deep; a missing value is the same as null). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** The fields whose values differ between two snapshots, in name order. */
export function differingFields(a: RecordSnapshot, b: RecordSnapshot): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((name) => !sameValue(a[name], b[name])).sort();
}

/** A field someone else changed since the editing began: their value and yours, and whether you changed it too. */
export interface TheirChange {
  readonly field: string;
  readonly theirs: unknown;
  readonly mine: unknown;
  /** True when you changed it too, to something else: you choose which to keep. */
  readonly conflict: boolean;
}

/** Every field the other save changed (theirs differs from the base the editing began with), in name order. */
export function theirChanges(base: RecordSnapshot, mine: RecordSnapshot, theirs: RecordSnapshot): TheirChange[] {
  return differingFields(base, theirs).map((field) => ({
    field,
    theirs: theirs[field],
    mine: mine[field],
    conflict: !sameValue(mine[field], base[field]) && !sameValue(mine[field], theirs[field]),
  }));
}

/**
 * A three-way merge of two saves of one record begun from `base`: a field only one side changed takes that side's
 * value; a field both changed (differently) takes yours unless it is named in `keepTheirs`.
 */
export function mergeRecord(
  base: RecordSnapshot,
  mine: RecordSnapshot,
  theirs: RecordSnapshot,
  keepTheirs: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...mine };
  for (const change of theirChanges(base, mine, theirs))
    if (!change.conflict || keepTheirs.has(change.field)) merged[change.field] = change.theirs;
  return merged;
}
