import fc from 'fast-check';
import {
  IMAGE_TYPES,
  imageOriginalKey,
  imageVariantKey,
  variantHeight,
  variantWidths,
  type NewImageRecord,
} from '@app/domain';

/** Text with the characters that trip search: case, accents, LIKE wildcards, quotes. */
const awkwardText = fc.string({ unit: fc.constantFrom(...'aAbBé _%\\\'"-.'.split('')), minLength: 1, maxLength: 12 });

/** Any image record a repository may store: an id, names and alt texts with awkward characters, real variant geometry.
 * */
export function newImageRecordArbitrary(): fc.Arbitrary<NewImageRecord> {
  return fc
    .record({
      id: fc.uuid({ version: 4 }),
      stem: awkwardText,
      alt: awkwardText.filter((text) => text.trim() !== ''),
      type: fc.constantFrom(...IMAGE_TYPES.map((type) => type.mime)),
      byteSize: fc.integer({ min: 1, max: 10 * 1024 * 1024 }),
      width: fc.integer({ min: 1, max: 8000 }),
      height: fc.integer({ min: 1, max: 5000 }),
    })
    .map(({ id, stem, alt, type, byteSize, width, height }) =>
      exampleImageRecord({ id, fileName: `${stem}.${type.slice(6)}`, alt, contentType: type, byteSize, width, height }),
    );
}

/** A valid image record, with its variants worked out from its size; any field overridable. */
export function exampleImageRecord(overrides: Partial<NewImageRecord> = {}): NewImageRecord {
  const id = overrides.id ?? '6a1e4d7c-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
  const width = overrides.width ?? 1600;
  const height = overrides.height ?? 1200;
  const contentType = overrides.contentType ?? 'image/jpeg';
  return {
    id,
    fileName: 'naples-pier.jpg',
    alt: 'Naples Pier at sunset',
    contentType,
    byteSize: 250_000,
    width,
    height,
    originalKey: imageOriginalKey(id, contentType),
    variants: variantWidths(width).map((each) => ({
      width: each,
      height: variantHeight({ width, height }, each),
      key: imageVariantKey(id, each),
      byteSize: each * 10,
    })),
    uploadedBy: 'maria@palmetto.example',
    ...overrides,
  };
}
