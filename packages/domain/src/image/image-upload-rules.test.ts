import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALT_TEXT_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_UPLOAD_BYTES,
  altTextIssues,
  formatByteSize,
  imageDimensionIssues,
  imageFileIssues,
  normalizeImageFileName,
} from './image-upload-rules.ts';

const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (byteSize = 64) => ({ byteSize, head: Uint8Array.from(PNG_START) });

describe(altTextIssues, () => {
  it('requires a description and limits its length', () => {
    expect(altTextIssues('Sunset over Naples pier')).toEqual([]);
    expect(altTextIssues('   ')).toEqual([
      { field: 'alt', message: 'Alt text is required: describe what the picture shows' },
    ]);
    expect(altTextIssues('x'.repeat(ALT_TEXT_MAX_LENGTH + 1))[0]?.message).toBe(
      'Alt text must be at most 250 characters',
    );
  });

  it('accepts any non-blank text up to the limit (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: ALT_TEXT_MAX_LENGTH }).filter((alt) => alt.trim() !== ''),
        (alt) => {
          expect(altTextIssues(alt)).toEqual([]);
        },
      ),
    );
  });
});

describe(imageFileIssues, () => {
  it('accepts a picture by its content even with a misleading name', () => {
    expect(imageFileIssues({ fileName: 'notes.txt', ...png() })).toEqual([]);
  });

  it('names the file and the accepted formats for anything else', () => {
    const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(imageFileIssues({ fileName: 'logo.png', byteSize: bytes.length, head: bytes })).toEqual([
      { field: 'file', message: '"logo.png" is not a JPEG, PNG, WebP, AVIF or GIF image' },
    ]);
  });

  it('refuses empty files and files over the 40 MB an admin may add, saying the limit; takes 10 to 40 MB (shrunk later)', () => {
    expect(imageFileIssues({ fileName: 'a.png', byteSize: 0, head: new Uint8Array() })[0]?.message).toBe(
      '"a.png" is empty',
    );
    expect(imageFileIssues({ fileName: 'big.png', ...png(IMAGE_MAX_UPLOAD_BYTES + 1024 * 1024) })[0]?.message).toBe(
      '"big.png" is 41 MB; the limit is 40 MB',
    );
    expect(imageFileIssues({ fileName: 'phone.png', ...png(IMAGE_MAX_BYTES + 200_000) })).toEqual([]);
    expect(imageFileIssues({ fileName: 'edge.png', ...png(IMAGE_MAX_UPLOAD_BYTES) })).toEqual([]);
  });
});

describe(imageDimensionIssues, () => {
  it('allows up to 100 megapixels in (a large picture is shrunk before it is stored)', () => {
    expect(imageDimensionIssues('a.jpg', { width: 12_500, height: 8000 })).toEqual([]);
    expect(imageDimensionIssues('a.jpg', { width: 12_501, height: 8000 })[0]?.message).toBe(
      '"a.jpg" is 12501 × 8000 pixels; the limit is 100 megapixels',
    );
  });
});

describe(formatByteSize, () => {
  it('writes bytes, kilobytes and megabytes', () => {
    expect(formatByteSize(900)).toBe('900 bytes');
    expect(formatByteSize(950 * 1024)).toBe('950 KB');
    expect(formatByteSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatByteSize(12.44 * 1024 * 1024)).toBe('12.4 MB');
  });
});

describe(normalizeImageFileName, () => {
  it('keeps the last segment of a path and names nameless files by format', () => {
    expect(normalizeImageFileName('C:\\photos\\pier.jpg', 'image/jpeg')).toBe('pier.jpg');
    expect(normalizeImageFileName('  ', 'image/webp')).toBe('image.webp');
    expect(normalizeImageFileName('x'.repeat(300), 'image/png')).toHaveLength(200);
  });
});
