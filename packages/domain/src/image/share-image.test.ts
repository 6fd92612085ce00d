import { describe, expect, it } from 'vitest';
import { IMAGE_FIXTURES, InMemoryImageRepository, InMemoryImageStorage, StubImageProcessor } from '@app/testing';
import type { ImageRecord } from './image-record.ts';
import { readShareImage } from './share-image.ts';

describe(readShareImage, () => {
  it('cuts the 1.91:1 rectangle around the focal point from the largest variant and scales it to 1200×630', async () => {
    const images = new InMemoryImageRepository();
    const files = new InMemoryImageStorage();
    const processor = new StubImageProcessor();
    const id = '0b9d3c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    const [variant] = await processor.webpVariants(IMAGE_FIXTURES.png, [600]);
    await files.put(`${id}/600.webp`, { bytes: variant?.bytes ?? new Uint8Array(), contentType: 'image/webp' });
    const record: Omit<ImageRecord, 'createdAt' | 'updatedAt'> = {
      id,
      fileName: 'amelia.png',
      alt: 'Amelia',
      contentType: 'image/png',
      byteSize: 10,
      width: 700,
      height: 525,
      originalKey: `${id}/original.png`,
      variants: [{ width: 600, height: 450, key: `${id}/600.webp`, byteSize: 30 }],
      uploadedBy: 'a@example.com',
    };
    await images.create(record);
    const crops: unknown[] = [];
    const watching = {
      cropped: (bytes: Uint8Array, crop: unknown, size: { width: number; height: number }) => {
        crops.push(crop);
        return processor.cropped(bytes, crop as never, size);
      },
    };

    const made = await readShareImage({ images, files, processor: watching }, id, { x: 0.5, y: 1 });
    expect(await processor.dimensions(made?.bytes ?? new Uint8Array())).toEqual({ width: 1200, height: 630 });
    expect(crops).toEqual([{ left: 0, top: 135, width: 600, height: 315 }]);
    expect(
      await readShareImage({ images, files, processor }, '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', { x: 0.5, y: 0.5 }),
    ).toBeNull();
  });
});
