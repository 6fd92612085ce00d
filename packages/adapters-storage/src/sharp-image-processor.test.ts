import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_FIXTURES, imageProcessorContract } from '@app/testing';
import { SharpImageProcessor } from './sharp-image-processor.ts';

imageProcessorContract('SharpImageProcessor', () => new SharpImageProcessor());

describe(SharpImageProcessor, () => {
  it('writes variants without the camera metadata of the original', async () => {
    const withExif = await sharp(IMAGE_FIXTURES.jpeg)
      .withExif({ IFD0: { Copyright: 'Camera owner', Make: 'PhoneCo' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const [variant] = await new SharpImageProcessor().webpVariants(new Uint8Array(withExif), [320]);
    expect((await sharp(variant?.bytes).metadata()).exif).toBeUndefined();
  });
});
