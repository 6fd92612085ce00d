import type { ContentEntity } from './content-entity.ts';
import type { ContentCollection } from './content-collection.ts';

function instantAtOrBefore(value: unknown, instant: number): boolean {
  return typeof value === 'string' && Date.parse(value) <= instant;
}

/**
 * Whether a record is public at an instant by its collection's visibility rule: the rule every
 * adapter's `visibleAt` filter must agree with (the contract suite checks it against this).
 */
export function isVisibleAt<T extends ContentEntity>(collection: ContentCollection<T>, record: T, at: string): boolean {
  const instant = Date.parse(at);
  const value = (field: string): unknown => (record as unknown as Record<string, unknown>)[field];
  const rule = collection.visibility;
  switch (rule.kind) {
    case 'always':
      return true;
    case 'flag':
      return value(rule.field) === true;
    case 'published-status':
      return value(rule.statusField) === 'published' && instantAtOrBefore(value(rule.publishedAtField), instant);
    case 'schedule': {
      const starts = value(rule.startsAtField);
      const ends = value(rule.endsAtField);
      return (
        value(rule.flagField) === true &&
        (starts === null || instantAtOrBefore(starts, instant)) &&
        (ends === null || !instantAtOrBefore(ends, instant))
      );
    }
  }
}
