import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FixedClock,
  IMAGE_FIXTURES,
  InMemoryImageRepository,
  InMemoryImageStorage,
  NOT_AN_IMAGE,
  StubImageProcessor,
  createInMemoryContentRepositories,
  exampleAgentFields,
  pngWithTextChunk,
} from '@app/testing';
import { ConflictError, DataUnavailableError, NotFoundError, ValidationError } from '../errors/domain-error.ts';
import { createImageLibrary } from './image-library.ts';
import { ImageInUseError, contentImageUsages, createFindImageUsages } from './image-usage.ts';
import { imageDisplayUrl } from './image-record.ts';
import { IMAGE_MAX_BYTES, IMAGE_MAX_UPLOAD_BYTES } from './image-upload-rules.ts';

const IDS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

function setup() {
  const images = new InMemoryImageRepository();
  const storage = new InMemoryImageStorage();
  const content = createInMemoryContentRepositories(new FixedClock());
  const queue = [...IDS];
  const library = createImageLibrary({
    images,
    storage,
    processor: new StubImageProcessor(),
    findUsages: createFindImageUsages([contentImageUsages(content)]),
    newId: () => queue.shift() ?? 'out-of-ids',
  });
  return { images, storage, content, library };
}

/** A PNG header of the size given, padded to `byteSize` bytes (the stub processor reads only its IHDR). */
function pngOfSize(width: number, height: number, byteSize: number): Uint8Array {
  const bytes = new Uint8Array(Math.max(byteSize, 33));
  bytes.set(IMAGE_FIXTURES.png.subarray(0, 33));
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

const upload = {
  fileName: 'pier.png',
  bytes: IMAGE_FIXTURES.png,
  alt: ' Naples Pier at sunset ',
  uploadedBy: 'maria@palmetto.example',
};

describe(createImageLibrary, () => {
  it('stores the original and a WebP per width, then the record', async () => {
    const { library, storage } = setup();
    const image = await library.upload(upload);
    expect(image).toMatchObject({
      id: IDS[0],
      fileName: 'pier.png',
      alt: 'Naples Pier at sunset',
      contentType: 'image/png',
      width: 700,
      height: 525,
    });
    expect(image.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 240],
      [640, 480],
      [700, 525],
    ]);
    expect(storage.keys()).toEqual([
      `${IDS[0]}/320.webp`,
      `${IDS[0]}/640.webp`,
      `${IDS[0]}/700.webp`,
      `${IDS[0]}/original.png`,
    ]);
    expect(imageDisplayUrl(image)).toBe(`/media/images/${IDS[0]}/700.webp`);
  });

  it('stores the original stripped of its metadata (a GPS position in it is not published), sized as stored', async () => {
    const { library, storage } = setup();
    const image = await library.upload({
      ...upload,
      bytes: pngWithTextChunk(IMAGE_FIXTURES.png, 'GPS', '26.1333 N, 81.8100 W'),
    });
    const original = await storage.get(image.originalKey);
    expect(original?.bytes).toEqual(IMAGE_FIXTURES.png);
    expect(image.byteSize).toBe(IMAGE_FIXTURES.png.length);
  });

  it('never stores the text of a metadata chunk, whatever it says (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[A-Za-z]{1,20}$/),
        fc.stringMatching(/^[ -~]{8,60}$/),
        async (keyword, text) => {
          const { library, storage } = setup();
          const image = await library.upload({ ...upload, bytes: pngWithTextChunk(IMAGE_FIXTURES.png, keyword, text) });
          const stored = (await storage.get(image.originalKey))?.bytes ?? new Uint8Array();
          expect(Buffer.from(stored).includes(`${keyword}\0${text}`)).toBe(false);
          expect(stored).toEqual(IMAGE_FIXTURES.png);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('shrinks a picture wider than 4000 px to 4000 px before storing it, and says from what', async () => {
    const { library, storage } = setup();
    const large = pngOfSize(6000, 4000, 2048);
    const image = await library.upload({ ...upload, bytes: large });
    expect({ width: image.width, height: image.height, shrunkFrom: image.shrunkFrom }).toEqual({
      width: 4000,
      height: 2667,
      shrunkFrom: { byteSize: large.length, width: 6000, height: 4000 },
    });
    const stored = (await storage.get(image.originalKey))?.bytes ?? new Uint8Array();
    expect(stored.length).toBe(image.byteSize);
    expect(await new StubImageProcessor().dimensions(stored)).toEqual({ width: 4000, height: 2667 });
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280, 1920]);
    expect(image.variants[4]?.height).toBe(1280);
  });

  it('shrinks a file over 10 MB (up to 40 MB is taken), storing at most 10 MB', async () => {
    const { library, storage } = setup();
    const heavy = pngOfSize(3000, 2000, IMAGE_MAX_BYTES + 1);
    const image = await library.upload({ ...upload, bytes: heavy });
    expect(image.shrunkFrom?.byteSize).toBe(heavy.length);
    expect(image.byteSize).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect((await storage.get(image.originalKey))?.bytes.length).toBe(image.byteSize);
    await expect(library.upload({ ...upload, bytes: pngOfSize(700, 525, IMAGE_MAX_UPLOAD_BYTES + 1) })).rejects.toThrow(
      'the limit is 40 MB',
    );
  });

  it('stores a picture within the limits as it is, not saying it was shrunk, and takes an 8 × 8 one', async () => {
    const { library } = setup();
    expect((await library.upload(upload)).shrunkFrom).toBeUndefined();
    const tiny = await library.upload({ ...upload, bytes: pngOfSize(8, 8, 64) });
    expect([tiny.width, tiny.height, tiny.shrunkFrom]).toEqual([8, 8, undefined]);
  });

  it('refuses a file that is no picture and a missing alt text together, storing nothing', async () => {
    const { library, storage } = setup();
    const error = await library
      .upload({ ...upload, fileName: 'logo.png', bytes: NOT_AN_IMAGE, alt: ' ' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((issue) => issue.field)).toEqual(['file', 'alt']);
    expect(storage.keys()).toEqual([]);
  });

  it('refuses a picture it cannot read', async () => {
    const { library } = setup();
    await expect(library.upload({ ...upload, bytes: IMAGE_FIXTURES.jpeg })).rejects.toThrow(
      'could not be read as a picture',
    );
  });

  it('removes the stored files when the record cannot be written', async () => {
    const { library, images, storage } = setup();
    images.failNextWith(new DataUnavailableError('The image library is unavailable'));
    await expect(library.upload(upload)).rejects.toBeInstanceOf(DataUnavailableError);
    expect(storage.keys()).toEqual([]);
  });

  it('removes what it stored when the storage fails half way', async () => {
    const { library, storage } = setup();
    await storage.put(`${IDS[0]}/640.webp`, { bytes: new Uint8Array([1]), contentType: 'image/webp' });
    await expect(library.upload(upload)).rejects.toBeInstanceOf(ConflictError);
    expect(storage.keys()).toEqual([`${IDS[0]}/640.webp`]);
  });

  it('edits the alt text with the same rule', async () => {
    const { library } = setup();
    const image = await library.upload(upload);
    expect((await library.updateAlt(image.id, ' Pier with pelicans ')).alt).toBe('Pier with pelicans');
    await expect(library.updateAlt(image.id, '')).rejects.toBeInstanceOf(ValidationError);
  });

  it('refuses to delete an image content still shows, naming the records', async () => {
    const { library, content, storage } = setup();
    const image = await library.upload(upload);
    await content.agents.create(
      exampleAgentFields({ name: 'Maria Delgado', photo: { url: imageDisplayUrl(image), alt: image.alt } }),
    );
    expect(await library.usages(image.id)).toEqual([
      { area: 'agents', label: 'Agent', id: expect.any(String), title: 'Maria Delgado' },
    ]);
    const error = await library.delete(image.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageInUseError);
    expect((error as Error).message).toBe(
      'This image is used by Agent "Maria Delgado". Choose another picture there first, then delete it.',
    );
    expect(storage.keys()).toHaveLength(4);
  });

  it('deletes an unused image with every file', async () => {
    const { library, storage } = setup();
    const image = await library.upload(upload);
    await library.delete(image.id);
    expect(storage.keys()).toEqual([]);
    await expect(library.get(image.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(library.delete(image.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
