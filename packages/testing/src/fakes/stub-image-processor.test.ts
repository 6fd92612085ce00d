import { describe, expect, it } from 'vitest';
import { ValidationError, sniffImageType } from '@app/domain';
import { IMAGE_FIXTURES, IMAGE_FIXTURE_SIZE, NOT_AN_IMAGE, pngWithTextChunk } from '../fixtures/image-fixtures.ts';
import { StubImageProcessor } from './stub-image-processor.ts';

describe(StubImageProcessor, () => {
  const processor = new StubImageProcessor();

  it('reads PNG sizes and makes WebP headers of the asked widths', async () => {
    expect(await processor.dimensions(IMAGE_FIXTURES.png)).toEqual(IMAGE_FIXTURE_SIZE);
    const [variant] = await processor.webpVariants(IMAGE_FIXTURES.png, [320]);
    expect(sniffImageType(variant?.bytes ?? new Uint8Array())).toBe('image/webp');
    expect(await processor.dimensions(variant?.bytes ?? new Uint8Array())).toEqual({ width: 320, height: 240 });
  });

  it('strips the metadata chunks of a PNG original and keeps the rest as it was', async () => {
    const tagged = pngWithTextChunk(IMAGE_FIXTURES.png, 'GPS', '26.142 N, 81.795 W');
    expect(Buffer.from(tagged).includes('81.795 W')).toBe(true);
    const stripped = await processor.strippedOriginal(tagged);
    expect(Buffer.from(stripped).includes('81.795 W')).toBe(false);
    expect(stripped).toEqual(IMAGE_FIXTURES.png);
  });

  it('shrinks to a bare PNG header of the shrunk size, never enlarging', async () => {
    const shrunk = await processor.shrunkOriginal(IMAGE_FIXTURES.png, { maxLongSide: 350, maxBytes: 1024 });
    expect(sniffImageType(shrunk)).toBe('image/png');
    expect(shrunk.length).toBeLessThanOrEqual(1024);
    expect(await processor.dimensions(shrunk)).toEqual({ width: 350, height: 263 });
    const kept = await processor.shrunkOriginal(IMAGE_FIXTURES.png, { maxLongSide: 4000, maxBytes: 1024 });
    expect(await processor.dimensions(kept)).toEqual(IMAGE_FIXTURE_SIZE);
  });

  it('crops to a WebP header of the asked size, and refuses a rectangle outside the picture', async () => {
    const made = await processor.cropped(
      IMAGE_FIXTURES.png,
      { left: 0, top: 0, width: 700, height: 368 },
      { width: 1200, height: 630 },
    );
    expect(made.contentType).toBe('image/webp');
    expect(await processor.dimensions(made.bytes)).toEqual({ width: 1200, height: 630 });
    await expect(
      processor.cropped(IMAGE_FIXTURES.png, { left: 1, top: 0, width: 700, height: 368 }, { width: 1200, height: 630 }),
    ).rejects.toThrow('outside');
  });

  it('reads anything else as no picture', async () => {
    expect(await processor.dimensions(NOT_AN_IMAGE)).toBeNull();
    await expect(processor.webpVariants(NOT_AN_IMAGE, [320])).rejects.toBeInstanceOf(ValidationError);
    await expect(processor.strippedOriginal(NOT_AN_IMAGE)).rejects.toBeInstanceOf(ValidationError);
    await expect(processor.shrunkOriginal(NOT_AN_IMAGE, { maxLongSide: 400, maxBytes: 1024 })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});
