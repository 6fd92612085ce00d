import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_FIXTURES, InMemoryImageStorage, StubImageProcessor, pngWithTextChunk } from '@app/testing';
import { readServedImageFile } from './served-image-file.ts';

const KEY = '0b9a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/original.png';
const located = (place: string) => pngWithTextChunk(IMAGE_FIXTURES.png, 'Comment', `Taken at ${place}`);

async function storedWith(bytes: Uint8Array) {
  const files = new InMemoryImageStorage();
  await files.put(KEY, { bytes, contentType: 'image/png' });
  return files;
}

describe(readServedImageFile, () => {
  it('serves a stored file without metadata as stored', async () => {
    const files = await storedWith(IMAGE_FIXTURES.png);
    const served = await readServedImageFile(files, new StubImageProcessor(), KEY);
    expect(served?.contentType).toBe('image/png');
    expect(Buffer.from(served?.bytes ?? []).equals(Buffer.from(IMAGE_FIXTURES.png))).toBe(true);
  });

  it('strips an original uploaded before stripping on the way out, whatever its text says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[0-9. NSEW,]{1,40}$/), async (place) => {
        const files = await storedWith(located(place));
        const served = await readServedImageFile(files, new StubImageProcessor(), KEY);
        expect(served).not.toBeNull();
        expect(Buffer.from(served?.bytes ?? []).includes(`Taken at ${place}`)).toBe(false);
        expect(await new StubImageProcessor().carriesMetadata(served?.bytes ?? new Uint8Array())).toBe(false);
      }),
      { numRuns: 30 },
    );
  });

  it('does not serve a file with metadata it cannot strip, and answers null for an unknown key', async () => {
    const files = await storedWith(located('26.142 N, 81.795 W'));
    const failing = {
      carriesMetadata: async () => true,
      strippedOriginal: async () => Promise.reject(new Error('unreadable')),
    };
    expect(await readServedImageFile(files, failing, KEY)).toBeNull();
    expect(await readServedImageFile(files, new StubImageProcessor(), 'unknown/original.png')).toBeNull();
  });
});
