import fc from 'fast-check';
import {
  normalizeContentQuery,
  type ContentCollection,
  type ContentEntity,
  type ContentQuery,
  type ContentValue,
} from '@app/domain';
import { contentSearchArbitrary, contentTimestampArbitrary } from '../arbitraries/content-values.arbitrary.ts';
import { fieldsOfKind, only } from './content-contract-context.ts';

const SCALAR_KINDS = ['text', 'integer', 'number', 'boolean', 'date', 'timestamp', 'uuid'];

/** A value to compare a field with: often one a stored record has (so filters keep something), sometimes null. */
function whereValueArbitrary(field: string, records: readonly object[]): fc.Arbitrary<ContentValue> {
  const stored = records.map((record) => (record as Record<string, ContentValue>)[field] ?? null);
  return stored.length === 0
    ? fc.constant(null)
    : fc.oneof({ arbitrary: fc.constantFrom(...stored), weight: 4 }, { arbitrary: fc.constant(null), weight: 1 });
}

/** Undefined five times in six, otherwise a value of the arbitrary. */
function mostlyAbsent<V>(arbitrary: fc.Arbitrary<V>): fc.Arbitrary<V | undefined> {
  return fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary, weight: 1 });
}

/**
 * A normalized query over a collection and the fields of its stored records. Each filter is
 * left out most of the time (so answers hold several records and orders are tested): visibility
 * at a random instant, one `where` field, a `contains` word, a search; any order of scalar fields; a small page.
 */
export function contentQueryArbitrary<T extends ContentEntity>(
  collection: ContentCollection<T>,
  records: readonly object[],
): fc.Arbitrary<ContentQuery<T>> {
  const scalars = fieldsOfKind(collection, ...SCALAR_KINDS);
  const lists = fieldsOfKind(collection, 'text[]');
  const where = mostlyAbsent(fc.constantFrom(...scalars)).chain((field) =>
    field === undefined ? fc.constant({}) : whereValueArbitrary(field, records).map((value) => only(field, value)),
  );
  const contains =
    lists.length === 0
      ? fc.constant({})
      : mostlyAbsent(fc.tuple(fc.constantFrom(...lists), fc.constantFrom('English', 'Spanish', 'Golf', 'a,b'))).map(
          (entry) => (entry === undefined ? {} : only(...entry)),
        );
  const order = fc.array(
    fc.record({ field: fc.constantFrom(...scalars), direction: fc.constantFrom('asc' as const, 'desc' as const) }),
    { maxLength: 2 },
  );
  return fc
    .record({
      visibleAt: mostlyAbsent(contentTimestampArbitrary),
      where,
      contains,
      search: mostlyAbsent(contentSearchArbitrary),
      orderBy: order,
      page: fc.oneof(
        { arbitrary: fc.constant(1), weight: 3 },
        { arbitrary: fc.integer({ min: 2, max: 3 }), weight: 1 },
      ),
      perPage: fc.integer({ min: 2, max: 8 }),
    })
    .map((input) => normalizeContentQuery(collection, input));
}
