import type { ContentCollection, ContentEntity } from '@app/domain';

const PAST = '2001-01-01T00:00:00.000Z';
const FUTURE = '2999-01-01T00:00:00.000Z';

/**
 * Changes that each make an otherwise public record private by the collection's visibility rule
 * (at any instant of this millennium): a flag off, a draft, a publish or start instant in the
 * future, an end in the past. Row-level security tests store one record per change.
 */
export function contentHidingChanges<T extends ContentEntity>(
  collection: ContentCollection<T>,
): Record<string, unknown>[] {
  const rule = collection.visibility;
  switch (rule.kind) {
    case 'always':
      return [];
    case 'flag':
      return [{ [rule.field]: false }];
    case 'published-status':
      return [{ [rule.statusField]: 'draft' }, { [rule.publishedAtField]: FUTURE }, { [rule.publishedAtField]: null }];
    case 'schedule':
      return [{ [rule.flagField]: false }, { [rule.startsAtField]: FUTURE }, { [rule.endsAtField]: PAST }];
  }
}
