import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  IMAGE_SORTS,
  NotFoundError,
  normalizeImageQuery,
  queryImages,
  type ImageRecord,
  type ImageRepository,
} from '@app/domain';
import { exampleImageRecord, newImageRecordArbitrary } from '../arbitraries/image-record.arbitrary.ts';
import { pause, useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the image repository contract needs. */
export type ImageRepositoryFixture = ContractFixture<'images', ImageRepository>;

const ID_A = '00000000-0000-4000-8000-00000000000a';
const ID_B = '00000000-0000-4000-8000-00000000000b';
const ID_C = '00000000-0000-4000-8000-00000000000c';
const UNKNOWN = '00000000-0000-4000-8000-0000000000ff';

const ids = (items: readonly ImageRecord[]) => items.map((item) => item.id);

/** Declares the behaviour every ImageRepository must have. */
export function imageRepositoryContract(name: string, setup: () => Promise<ImageRepositoryFixture>): void {
  describe(`ImageRepository contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const images = () => fixture().images;

    it('stores a record under its id with its timestamps and finds it again', async () => {
      const created = await images().create(exampleImageRecord({ id: ID_A }));
      expect(created).toEqual({
        ...exampleImageRecord({ id: ID_A }),
        createdAt: expect.any(String),
        updatedAt: created.createdAt,
      });
      expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
      expect(await images().findById(ID_A)).toEqual(created);
    });

    it('finds several at once, leaving out unknown and malformed ids and counting a repeat once', async () => {
      const a = await images().create(exampleImageRecord({ id: ID_A }));
      const b = await images().create(exampleImageRecord({ id: ID_B, fileName: 'b.jpg' }));
      const found = await images().findByIds([ID_B, UNKNOWN, 'not-a-uuid', ID_A, ID_B.toUpperCase()]);
      expect([...found].sort((x, y) => x.id.localeCompare(y.id))).toEqual(
        [a, b].sort((x, y) => x.id.localeCompare(y.id)),
      );
      expect(await images().findByIds([])).toEqual([]);
    });

    it('answers null for an unknown or malformed id', async () => {
      expect(await images().findById(UNKNOWN)).toBeNull();
      expect(await images().findById('not-a-uuid')).toBeNull();
    });

    it('changes only the alt text and the update time', async () => {
      const created = await images().create(exampleImageRecord({ id: ID_A }));
      await pause();
      const updated = await images().updateAlt(ID_A, 'Fishing pier with pelicans');
      expect(updated).toEqual({ ...created, alt: 'Fishing pier with pelicans', updatedAt: updated.updatedAt });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
      expect(await images().findById(ID_A)).toEqual(updated);
      await expect(images().updateAlt(UNKNOWN, 'x')).rejects.toBeInstanceOf(NotFoundError);
      await expect(images().updateAlt('nope', 'x')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('deletes a record; an unknown id is not found', async () => {
      await images().create(exampleImageRecord({ id: ID_A }));
      await images().delete(ID_A);
      expect(await images().findById(ID_A)).toBeNull();
      await expect(images().delete(ID_A)).rejects.toBeInstanceOf(NotFoundError);
      await expect(images().delete('nope')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('searches file names and alt text in any case, wildcards taken literally', async () => {
      await images().create(exampleImageRecord({ id: ID_A, fileName: 'PIER_2024.jpg', alt: 'Naples pier' }));
      await images().create(
        exampleImageRecord({ id: ID_B, fileName: 'kitchen.png', alt: 'Kitchen with 100% new cabinets' }),
      );
      await images().create(exampleImageRecord({ id: ID_C, fileName: 'pierXyz.jpg', alt: 'Other' }));
      const search = async (text: string) =>
        ids((await images().list(normalizeImageQuery({ search: text, sort: 'fileName' }))).items);
      expect(await search('pier')).toEqual([ID_A, ID_C]);
      expect(await search('KITCHEN')).toEqual([ID_B]);
      expect(await search('100%')).toEqual([ID_B]);
      expect(await search('r_2')).toEqual([ID_A]);
      expect(await search('%')).toEqual([ID_B]);
    });

    it('lists newest first by default, in pages with the exact count', async () => {
      for (const id of [ID_A, ID_B, ID_C]) {
        await images().create(exampleImageRecord({ id }));
        await pause();
      }
      const first = await images().list(normalizeImageQuery({ perPage: 2 }));
      expect(first.total).toBe(3);
      expect(ids(first.items)).toEqual([ID_C, ID_B]);
      expect(ids((await images().list(normalizeImageQuery({ perPage: 2, page: 2 }))).items)).toEqual([ID_A]);
      expect((await images().list(normalizeImageQuery({ page: 9 }))).items).toEqual([]);
    });

    it('answers any records and query exactly as the reference does (property)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(newImageRecordArbitrary(), { selector: (record) => record.id, minLength: 1, maxLength: 8 }),
          fc.record({
            search: fc.constantFrom('', 'a', 'B', 'é', '%', '_', '\\', "'"),
            sort: fc.constantFrom(...IMAGE_SORTS),
            direction: fc.constantFrom('asc' as const, 'desc' as const),
            page: fc.integer({ min: 1, max: 3 }),
            perPage: fc.integer({ min: 1, max: 4 }),
          }),
          async (records, input) => {
            await fixture().reset();
            const stored: ImageRecord[] = [];
            for (const record of records) stored.push(await images().create(record));
            const query = normalizeImageQuery(input);
            const answer = await images().list(query);
            const expected = queryImages(stored, query);
            expect(answer.total).toBe(expected.total);
            expect(ids(answer.items)).toEqual(ids(expected.items));
          },
        ),
        { numRuns: 30 },
      );
    });
  });
}
