import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, type ContentEntity, type ContentPatch, textOf } from '@app/domain';
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
      expect({ ...updated, updatedAt: created.updatedAt }).toEqual(created);
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    });

    it.each([UNKNOWN_CONTENT_ID, 'not-a-uuid', ''])('rejects the unknown id %j with NotFoundError', async (id) => {
      await context.createAll([variant(1)]);
      await expect(repository().update(id, {})).rejects.toBeInstanceOf(NotFoundError);
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
