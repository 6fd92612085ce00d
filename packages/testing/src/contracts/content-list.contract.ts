import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isVisibleAt,
  normalizeContentQuery,
  type ContentCollection,
  type ContentEntity,
  type ContentFieldName,
  type ContentQueryInput,
} from '@app/domain';
import { REFERENCE_AGENT_IDS, contentTimestampArbitrary } from '../arbitraries/content-values.arbitrary.ts';
import { compareCodePoints, queryContentRecords } from '../fakes/content-query-match.ts';
import { fieldsOfKind, only, type ContentContractContext } from './content-contract-context.ts';
import { contentQueryArbitrary } from './content-query.arbitrary.ts';

/** A present value of each kind a nullable field has. */
const PRESENT_VALUE_BY_KIND: Record<string, unknown> = {
  text: 'Present',
  uuid: REFERENCE_AGENT_IDS[0],
  timestamp: '2025-06-01T12:00:00.000Z',
  date: '2025-06-01',
};

function nullableScalarFields<T extends ContentEntity>(collection: ContentCollection<T>): ContentFieldName<T>[] {
  return fieldsOfKind(collection, ...Object.keys(PRESENT_VALUE_BY_KIND)).filter(
    (field) => collection.fields[field].nullable === true,
  );
}

/** The list part of the content contract: filters, order with the id tie-break, paging, visibility. */
export function describeContentList<T extends ContentEntity>(context: ContentContractContext<T>): void {
  const { subject, repository, reset, createAll, variant } = context;
  const { collection } = subject;
  const query = (input: ContentQueryInput<T> = {}) => normalizeContentQuery(collection, input);
  const randomRecords =
    subject.collection.slugField === null
      ? fc.array(subject.fields, { minLength: 2, maxLength: 10 })
      : fc.uniqueArray(subject.fields, {
          minLength: 2,
          maxLength: 10,
          selector: (fields) => (fields as Record<string, unknown>)[subject.collection.slugField ?? ''],
        });

  describe('list', () => {
    it('breaks ties in the order by id and counts every record', async () => {
      const tied = fieldsOfKind(collection, 'text', 'integer', 'boolean', 'date').find(
        (field) => field !== collection.slugField,
      );
      if (tied === undefined) throw new Error(`${collection.name} has no field to order by besides its slug`);
      const created = await createAll([1, 2, 3, 4].map((n) => variant(n)));
      const page = await repository().list(query({ orderBy: [{ field: tied, direction: 'desc' }] }));
      expect(page.items.map((record) => record.id)).toEqual(created.map((record) => record.id).sort(compareCodePoints));
      expect(page.total).toBe(4);
    });

    it.each(nullableScalarFields(collection))('puts records missing %s last, in either direction', async (field) => {
      const value = PRESENT_VALUE_BY_KIND[(collection.fields as Record<string, { kind: string }>)[field]?.kind ?? ''];
      await createAll([variant(1, { [field]: null }), variant(2, { [field]: value })]);
      for (const direction of ['asc', 'desc'] as const) {
        const { items } = await repository().list(query({ orderBy: [{ field, direction }] }));
        expect(items.map((record) => (record as Record<string, unknown>)[field])).toEqual([value, null]);
      }
    });

    it.each(subject.collection.searchFields)(
      'searches %s case-insensitively for text it contains anywhere',
      async (field) => {
        const plain = Object.fromEntries(collection.searchFields.map((name) => [name, 'plain']));
        const texts = ['The GULF view', 'gulfside', 'Golf'];
        await createAll(texts.map((text, index) => variant(index + 1, { ...plain, [field]: text })));
        const page = await repository().list(query({ search: 'gUlF' }));
        expect(page.items.map((record) => (record as Record<string, unknown>)[field]).sort()).toEqual([
          'The GULF view',
          'gulfside',
        ]);
        expect(page.total).toBe(2);
      },
    );

    it.each(['%', '_', '\\', '50%', 'a_b', '%_', '*', '"hi",', '('])(
      'treats %j in the search as literal text',
      async (search) => {
        const field = collection.searchFields[0] ?? '';
        const plain = Object.fromEntries(collection.searchFields.map((name) => [name, 'plain']));
        const texts = ['50% off', 'a_b', 'axb', 'back\\slash', '%_ both', 'star*', 'say "hi", (ok)'];
        await createAll(texts.map((text, index) => variant(index + 1, { ...plain, [field]: text })));
        const page = await repository().list(query({ search, perPage: 50 }));
        const expected = texts.filter((text) => text.includes(search));
        expect(page.items.map((record) => (record as Record<string, unknown>)[field]).sort()).toEqual(expected.sort());
        expect(page.total).toBe(expected.length);
      },
    );

    it.each(fieldsOfKind(collection, 'text[]'))(
      'keeps the records whose %s contains a word, exactly',
      async (field) => {
        await createAll([
          variant(1, { [field]: ['Spanish', 'a,b'] }),
          variant(2, { [field]: ['spanish'] }),
          variant(3, { [field]: [] }),
        ]);
        expect((await repository().list(query({ contains: only(field, 'a,b') }))).total).toBe(1);
        expect((await repository().list(query({ contains: only(field, 'Spanish') }))).total).toBe(1);
      },
    );

    it('pages with the exact total on every page, and nothing past the end', async () => {
      await createAll([1, 2, 3, 4, 5, 6, 7].map((n) => variant(n)));
      const whole = await repository().list(context.everything());
      const pages = await Promise.all([1, 2, 3, 4].map((page) => repository().list(query({ page, perPage: 3 }))));
      expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1, 0]);
      expect(pages.every((page) => page.total === 7)).toBe(true);
      expect(pages.flatMap((page) => page.items)).toEqual(whole.items);
    });

    it('keeps exactly the records visible at an instant, as isVisibleAt decides', async () => {
      await fc.assert(
        fc.asyncProperty(randomRecords, contentTimestampArbitrary, async (all, at) => {
          await reset();
          const created = await createAll(all);
          const page = await repository().list(query({ visibleAt: at, perPage: 200 }));
          const expected = created.filter((record) => isVisibleAt(collection, record, at)).map((record) => record.id);
          expect(page.items.map((record) => record.id).sort()).toEqual(expected.sort());
          expect(page.total).toBe(expected.length);
        }),
        { numRuns: 20 },
      );
    });

    it('answers any query as the in-memory reference does on the stored records', async () => {
      await fc.assert(
        fc.asyncProperty(
          randomRecords.chain((all) =>
            fc.tuple(
              fc.constant(all),
              fc.array(contentQueryArbitrary(collection, all), { minLength: 1, maxLength: 3 }),
            ),
          ),
          async ([all, queries]) => {
            await reset();
            const created = await createAll(all);
            for (const candidate of queries)
              expect(await repository().list(candidate)).toEqual(queryContentRecords(collection, created, candidate));
          },
        ),
        { numRuns: 25 },
      );
    });
  });
}
