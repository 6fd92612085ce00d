import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  NotFoundError,
  StaleRecordError,
  type ContentEntity,
  type ContentPatch,
  textOf,
} from '@app/domain';
import { pause } from './contract-fixture.ts';
import { UNKNOWN_CONTENT_ID, fieldsOf, type ContentContractContext } from './content-contract-context.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The write part of the content contract: create, find, update, delete, conflicts. */
export function describeContentWrites<T extends ContentEntity>(context: ContentContractContext<T>): void {
  const { subject, repository, reset, variant } = context;
  const { collection } = subject;
  const slugField = collection.slugField;
  const slugOf = (record: object): string => textOf((record as Record<string, unknown>)[slugField ?? '']);

  describe('create and find', () => {
    it('stores every field as given and finds the record by id (and slug) exactly as created', async () => {
      await fc.assert(
        fc.asyncProperty(subject.fields, async (fields) => {
          await reset();
          const created = await repository().create(fields);

          expect(fieldsOf(created)).toEqual(fields);
          expect(created.id).toMatch(UUID);
          expect(created.createdAt).toBe(new Date(created.createdAt).toISOString());
          expect(created.updatedAt).toBe(created.createdAt);
          expect(created.version).toBe(1);
          expect(await repository().findById(created.id)).toEqual(created);
          if (slugField !== null) expect(await repository().findBySlug(slugOf(fields))).toEqual(created);
        }),
        { numRuns: 25 },
      );
    });

    it('gives every record its own id', async () => {
      const [first, second] = await context.createAll([variant(1), variant(2)]);
      expect(first?.id).not.toBe(second?.id);
    });

    it.each([UNKNOWN_CONTENT_ID, 'not-a-uuid', ''])('finds nothing for the id %j', async (id) => {
      await context.createAll([variant(1)]);
      expect(await repository().findById(id)).toBeNull();
    });

    it('finds nothing for an unknown slug', async () => {
      await context.createAll([variant(1)]);
      expect(await repository().findBySlug('no-such-slug')).toBeNull();
    });
  });

  describe('update', () => {
    it('changes only the given fields, keeps createdAt and moves updatedAt later', async () => {
      await fc.assert(
        fc.asyncProperty(subject.fields, fc.func(fc.boolean()), async (replacement, keep) => {
          await reset();
          const created = await repository().create(variant(1));
          const patch = Object.fromEntries(
            Object.entries(replacement).filter(([field]) => keep(field)),
          ) as ContentPatch<T>;
          await pause(2);

          const updated = await repository().update(created.id, patch);

          expect(fieldsOf(updated)).toEqual({ ...fieldsOf(created), ...patch });
          expect(updated.createdAt).toBe(created.createdAt);
          expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
          expect(await repository().findById(created.id)).toEqual(updated);
        }),
        { numRuns: 15 },
      );
    });

    it('moves updatedAt even when no field is given', async () => {
      const created = await repository().create(variant(1));
      await pause();
      const updated = await repository().update(created.id, {});
      expect({ ...updated, updatedAt: created.updatedAt }).toEqual({ ...created, version: created.version + 1 });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    });

    it.each([UNKNOWN_CONTENT_ID, 'not-a-uuid', ''])('rejects the unknown id %j with NotFoundError', async (id) => {
      await context.createAll([variant(1)]);
      await expect(repository().update(id, {})).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('versions', () => {
    it('adds one to the version at every save, and a save based on the stored version is accepted', async () => {
      const created = await repository().create(variant(1));
      const second = await repository().update(created.id, {});
      expect(second.version).toBe(2);
      const third = await repository().update(created.id, {}, second.version);
      expect(third.version).toBe(3);
      expect(await repository().findById(created.id)).toEqual(third);
    });

    it('refuses a save based on an older version with StaleRecordError carrying the stored record, and changes nothing', async () => {
      const created = await repository().create(variant(1));
      const theirs = await repository().update(created.id, {});
      const mine = variant(2) as ContentPatch<T>;
      const refusal = await repository()
        .update(created.id, mine, created.version)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(refusal).toBeInstanceOf(StaleRecordError);
      expect((refusal as StaleRecordError).current).toEqual(theirs);
      expect(await repository().findById(created.id)).toEqual(theirs);
    });

    it('lets exactly one of several saves based on the same version through', async () => {
      const created = await repository().create(variant(1));
      const results = await Promise.allSettled(
        [3, 4, 5].map((n) => repository().update(created.id, variant(n) as ContentPatch<T>, created.version)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results)
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(StaleRecordError);
      expect((await repository().findById(created.id))?.version).toBe(2);
    });

    it('restores a record with its old id and the version given, and then counts on from there', async () => {
      const created = await repository().create(variant(1));
      await repository().delete(created.id);
      const restored = await repository().create(fieldsOf(created), { id: created.id, version: 7 });
      expect({ id: restored.id, version: restored.version }).toEqual({ id: created.id, version: 7 });
      expect(fieldsOf(restored)).toEqual(fieldsOf(created));
      expect((await repository().update(created.id, {}, 7)).version).toBe(8);
    });

    it('rejects an unknown id with NotFoundError even with a version', async () => {
      await expect(repository().update(UNKNOWN_CONTENT_ID, {}, 1)).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('delete', () => {
    it('removes the record and only that record', async () => {
      const [kept, removed] = await context.createAll([variant(1), variant(2)]);
      await repository().delete(removed?.id ?? '');

      expect(await repository().findById(removed?.id ?? '')).toBeNull();
      expect(await repository().findById(kept?.id ?? '')).toEqual(kept);
      await expect(repository().delete(removed?.id ?? '')).rejects.toBeInstanceOf(NotFoundError);
    });

    it.each([UNKNOWN_CONTENT_ID, 'not-a-uuid'])('rejects the unknown id %j with NotFoundError', async (id) => {
      await expect(repository().delete(id)).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  if (slugField === null) {
    it('finds nothing by slug: the collection has none', async () => {
      await context.createAll([variant(1)]);
      expect(await repository().findBySlug('')).toBeNull();
    });
    return;
  }

  describe('slug uniqueness', () => {
    it('refuses a second record with a taken slug with ConflictError, storing nothing', async () => {
      const [first] = await context.createAll([variant(1)]);
      await expect(repository().create(variant(2, { [slugField]: slugOf(first ?? {}) }))).rejects.toBeInstanceOf(
        ConflictError,
      );
      expect((await repository().list(context.everything())).total).toBe(1);
    });

    it("refuses changing a slug to another record's with ConflictError, and accepts keeping its own", async () => {
      const [first, second] = await context.createAll([variant(1), variant(2)]);
      const taken = { [slugField]: slugOf(first ?? {}) } as ContentPatch<T>;
      await expect(repository().update(second?.id ?? '', taken)).rejects.toBeInstanceOf(ConflictError);
      expect(await repository().findById(second?.id ?? '')).toEqual(second);
      expect(slugOf(await repository().update(first?.id ?? '', taken))).toBe(slugOf(first ?? {}));
    });
  });
}
