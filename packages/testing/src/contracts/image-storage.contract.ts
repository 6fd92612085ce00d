import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConflictError, ValidationError, type ImageStorage } from '@app/domain';
import { IMAGE_FIXTURES } from '../fixtures/image-fixtures.ts';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the image storage contract needs. */
export type ImageStorageFixture = ContractFixture<'storage', ImageStorage>;

const FOLDER = '6a1e4d7c-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const png = { bytes: IMAGE_FIXTURES.png, contentType: 'image/png' };
const webp = (text: string) => ({ bytes: new TextEncoder().encode(`RIFF....WEBP${text}`), contentType: 'image/webp' });

/** Declares the behaviour every ImageStorage must have. */
export function imageStorageContract(name: string, setup: () => Promise<ImageStorageFixture>): void {
  describe(`ImageStorage contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const storage = () => fixture().storage;

    it('gives back the bytes and type it stored, and null for an unknown key', async () => {
      await storage().put(`${FOLDER}/original.png`, png);
      expect(await storage().get(`${FOLDER}/original.png`)).toEqual(png);
      expect(await storage().get(`${FOLDER}/missing.png`)).toBeNull();
    });

    it('never replaces a stored file', async () => {
      await storage().put(`${FOLDER}/640.webp`, webp('first'));
      await expect(storage().put(`${FOLDER}/640.webp`, webp('second'))).rejects.toBeInstanceOf(ConflictError);
      expect(await storage().get(`${FOLDER}/640.webp`)).toEqual(webp('first'));
    });

    it('refuses unsafe keys and never reads outside its storage', async () => {
      await expect(storage().put('../escape.png', png)).rejects.toBeInstanceOf(ValidationError);
      await expect(storage().put('/absolute.png', png)).rejects.toBeInstanceOf(ValidationError);
      expect(await storage().get('../package.json')).toBeNull();
      expect(await storage().get('a/../../etc/passwd')).toBeNull();
    });

    it('lists the files directly under a folder by name, 100 from 0 by default, in pages', async () => {
      for (const width of [960, 320, 640]) await storage().put(`${FOLDER}/${width}.webp`, webp(String(width)));
      await storage().put(`${FOLDER}/nested/1.webp`, webp('nested'));
      await storage().put('other/320.webp', webp('other'));
      const all = await storage().list(`${FOLDER}/`);
      expect(all.map((file) => file.name)).toEqual(['320.webp', '640.webp', '960.webp']);
      expect(all[0]?.byteSize).toBe(webp('320').bytes.length);
      expect((await storage().list(`${FOLDER}/`, { limit: 1, offset: 1 })).map((file) => file.name)).toEqual([
        '640.webp',
      ]);
      expect(await storage().list('empty/')).toEqual([]);
    });

    it('removes files and ignores keys it does not hold', async () => {
      await storage().put(`${FOLDER}/320.webp`, webp('a'));
      await storage().put(`${FOLDER}/640.webp`, webp('b'));
      await storage().remove([`${FOLDER}/320.webp`, `${FOLDER}/missing.webp`]);
      expect(await storage().get(`${FOLDER}/320.webp`)).toBeNull();
      expect((await storage().list(`${FOLDER}/`)).map((file) => file.name)).toEqual(['640.webp']);
      await storage().remove([]);
    });

    it('round-trips any bytes under any safe key (property)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,11}$/),
          fc.uint8Array({ minLength: 1, maxLength: 2048 }),
          async (stem, bytes) => {
            const key = `prop/${stem}.gif`;
            await storage().remove([key]);
            await storage().put(key, { bytes, contentType: 'image/gif' });
            expect(await storage().get(key)).toEqual({ bytes, contentType: 'image/gif' });
          },
        ),
        { numRuns: 25 },
      );
    });
  });
}
