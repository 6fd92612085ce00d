import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NewRecordVersion, NewTrashedRecord, RecordArchive } from '@app/domain';
import { pause, useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the record archive contract needs: the archive, emptied by `reset`. */
export type RecordArchiveFixture = ContractFixture<'archive', RecordArchive>;

const RECORD = '3f6c1a2e-0000-4000-8000-000000000001';
const OTHER_RECORD = '3f6c1a2e-0000-4000-8000-000000000002';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const version = (n: number, overrides: Partial<NewRecordVersion> = {}): NewRecordVersion => ({
  kind: 'articles',
  recordId: RECORD,
  version: n,
  snapshot: { title: `Title ${n}`, tags: ['a'], cover: { url: '/p.jpg', alt: 'A porch' }, publishedAt: null },
  authorId: 'user-1',
  authorName: 'amelia@palmetto.example',
  ...overrides,
});

const trashed = (label: string, kind = 'agents'): NewTrashedRecord => ({
  kind,
  recordId: RECORD,
  label,
  snapshot: { id: RECORD, name: label, version: 3, languages: ['English', 'Spanish'] },
  deletedById: 'user-2',
  deletedByName: 'jorge@palmetto.example',
});

/** JSON objects as records hold them (no NUL character: Postgres text and jsonb cannot hold it). */
const snapshot = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !key.includes('\u0000')),
  fc.oneof(
    fc.string({ maxLength: 40 }).filter((text) => !text.includes('\u0000')),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(
      fc.string({ maxLength: 8 }).filter((text) => !text.includes('\u0000')),
      { maxLength: 3 },
    ),
  ),
  { maxKeys: 6 },
);

/** Declares the behaviour every RecordArchive (history of versions and the Trash) must have. */
export function recordArchiveContract(name: string, setup: () => Promise<RecordArchiveFixture>): void {
  describe(`RecordArchive contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const archive = () => fixture().archive;

    describe('versions', () => {
      it('keeps each saved version with who saved it and when, and lists one record’s versions newest first', async () => {
        expect(await archive().versions('articles', RECORD)).toEqual([]);
        await archive().keepVersion(version(1));
        await archive().keepVersion(version(2, { authorId: null, authorName: '' }));
        await archive().keepVersion(version(1, { recordId: OTHER_RECORD }));
        await archive().keepVersion(version(5, { kind: 'agents' }));
        const listed = await archive().versions('articles', RECORD);
        expect(listed.map(({ savedAt: _savedAt, ...rest }) => rest)).toEqual([
          version(2, { authorId: null, authorName: '' }),
          version(1),
        ]);
        for (const kept of listed) expect(new Date(kept.savedAt).toISOString()).toBe(kept.savedAt);
      });

      it('keeps the first of two saves of the same version', async () => {
        await archive().keepVersion(version(1));
        await archive().keepVersion(version(1, { snapshot: { title: 'Later' }, authorName: 'someone else' }));
        const [kept] = await archive().versions('articles', RECORD);
        expect(kept?.snapshot).toEqual(version(1).snapshot);
        expect(kept?.authorName).toBe('amelia@palmetto.example');
      });

      it('property: a snapshot comes back exactly as kept', async () => {
        await fc.assert(
          fc.asyncProperty(snapshot, async (kept) => {
            await fixture().reset();
            await archive().keepVersion(version(1, { snapshot: kept }));
            expect((await archive().versions('articles', RECORD))[0]?.snapshot).toEqual(kept);
          }),
          { numRuns: 20 },
        );
      });
    });

    describe('trash', () => {
      it('puts a record in the Trash with an id and the time, finds it, and lists newest first with the exact count', async () => {
        const first = await archive().moveToTrash(trashed('Ana Ruiz'));
        await pause();
        const second = await archive().moveToTrash(trashed('Palm Cove', 'communities'));
        expect(first.id).toMatch(UUID);
        expect(new Date(first.deletedAt).toISOString()).toBe(first.deletedAt);
        expect(first).toEqual({ ...trashed('Ana Ruiz'), id: first.id, deletedAt: first.deletedAt });
        expect(await archive().findTrashed(first.id)).toEqual(first);
        expect(await archive().trash({ page: 1, perPage: 10 })).toEqual({ items: [second, first], total: 2 });
        expect(await archive().trash({ page: 2, perPage: 1 })).toEqual({ items: [first], total: 2 });
        expect(await archive().trash({ kind: 'communities', page: 1, perPage: 10 })).toEqual({
          items: [second],
          total: 1,
        });
        expect(await archive().trash({ kind: 'banners', page: 1, perPage: 10 })).toEqual({ items: [], total: 0 });
      });

      it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', ''])('finds nothing for the id %j', async (id) => {
        await archive().moveToTrash(trashed('Ana Ruiz'));
        expect(await archive().findTrashed(id)).toBeNull();
      });

      it('takes an entry out once: true the first time, false after', async () => {
        const entry = await archive().moveToTrash(trashed('Ana Ruiz'));
        const kept = await archive().moveToTrash(trashed('Maria Lopez'));
        expect(await archive().removeFromTrash(entry.id)).toBe(true);
        expect(await archive().removeFromTrash(entry.id)).toBe(false);
        expect(await archive().removeFromTrash('not-a-uuid')).toBe(false);
        expect((await archive().trash({ page: 1, perPage: 10 })).items).toEqual([kept]);
      });

      it('purges exactly the entries deleted before the instant, and says how many', async () => {
        const old = await archive().moveToTrash(trashed('Old'));
        await pause();
        const recent = await archive().moveToTrash(trashed('Recent'));
        expect(await archive().purgeTrash(old.deletedAt)).toBe(0);
        expect(await archive().purgeTrash(recent.deletedAt)).toBe(1);
        expect((await archive().trash({ page: 1, perPage: 10 })).items).toEqual([recent]);
        expect(await archive().purgeTrash(new Date(Date.parse(recent.deletedAt) + 1).toISOString())).toBe(1);
        expect((await archive().trash({ page: 1, perPage: 10 })).total).toBe(0);
      });
    });
  });
}
