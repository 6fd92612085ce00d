import sharp from 'sharp';

/** A deterministic byte source (xorshift32), so the fixtures are the same on every run. */
function noise(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) & 0xff;
  };
}

/**
 * Test only: a JPEG standing in for an MLS original, generated with sharp. The pixels are stored
 * `storedWidth` × `storedHeight`: the top half warm (red), the bottom half cool (blue), shaded and
 * grainy like a photo, so it weighs megabytes at 12 megapixels. With `orientation` it carries that
 * EXIF orientation and camera metadata (a Copyright and an Artist) the resizer must strip.
 */
export async function makeJpegFixture(options: {
  storedWidth: number;
  storedHeight: number;
  orientation?: number;
  quality?: number;
}): Promise<Uint8Array> {
  const { storedWidth: width, storedHeight: height } = options;
  const pixels = Buffer.alloc(width * height * 3);
  const grain = noise(width * 31 + height);
  for (let y = 0; y < height; y += 1) {
    const warm = y < height / 2;
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const shade = Math.round((x / width) * 60);
      const speck = (grain() & 0x1f) - 16;
      pixels[at] = warm ? 200 + (shade >> 1) + (speck >> 1) : 30 + speck;
      pixels[at + 1] = 60 + shade + speck;
      pixels[at + 2] = warm ? 30 + speck : 190 + (shade >> 1) + (speck >> 1);
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.orientation !== undefined)
    image = image
      .withMetadata({ orientation: options.orientation })
      .withExif({ IFD0: { Copyright: 'Gulf Coast MLS', Artist: 'Listing photographer' } });
  return new Uint8Array(await image.jpeg({ quality: options.quality ?? 92 }).toBuffer());
}
