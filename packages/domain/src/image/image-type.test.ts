import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMAGE_TYPE_LABELS, imageExtension, imageTypeOfKey, sniffImageType } from './image-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return concat(
    bytes(0, 0, 0, size),
    text(`ftyp${major}`),
    bytes(0, 0, 0, 0),
    text(compatible.join('')),
    bytes(0, 0, 0, 8),
  );
};

describe(sniffImageType, () => {
  it('recognises each accepted format by its first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(sniffImageType(text('GIF89a\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(text('GIF87a\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(text('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('image/avif');
    expect(sniffImageType(ftyp('mif1', 'avif'))).toBe('image/avif');
  });

  it('refuses other files, whatever their name would say', () => {
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(text('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(text('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
  });

  it('never recognises text that starts with no signature (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz <>="/'.split('')) }), (value) => {
        expect(sniffImageType(text(`<${value}`))).toBeNull();
      }),
    );
  });

  it('keeps its verdict whatever follows the signature (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (tail) => {
        expect(sniffImageType(concat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), tail))).toBe('image/png');
        expect(sniffImageType(concat(bytes(0xff, 0xd8, 0xff), tail))).toBe('image/jpeg');
      }),
    );
  });
});

describe(imageTypeOfKey, () => {
  it('reads the format from the extension, any case', () => {
    expect(imageTypeOfKey('a/original.JPG')).toBe('image/jpeg');
    expect(imageTypeOfKey('a/photo.jpeg')).toBe('image/jpeg');
    expect(imageTypeOfKey('a/640.webp')).toBe('image/webp');
    expect(imageTypeOfKey('a/readme.txt')).toBeNull();
  });

  it('agrees with imageExtension for every format', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const)
      expect(imageTypeOfKey(`x.${imageExtension(type)}`)).toBe(type);
  });
});

describe('IMAGE_TYPE_LABELS', () => {
  it('names every accepted format', () => {
    expect(IMAGE_TYPE_LABELS).toBe('JPEG, PNG, WebP, AVIF or GIF');
  });
});
