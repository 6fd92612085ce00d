import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ValidationError } from '../errors/domain-error.ts';
import type { ImageRecord } from './image-record.ts';
import { normalizeImageQuery, queryImages } from './image-query.ts';

function image(id: string, fileName: string, alt: string, createdAt: string, byteSize = 1000): ImageRecord {
  return {
    id,
    fileName,
    alt,
    createdAt,
    byteSize,
    updatedAt: createdAt,
    contentType: 'image/png',
    width: 10,
    height: 10,
    originalKey: `${id}/original.png`,
    variants: [],
    uploadedBy: 'a@b.c',
  };
}

const LIBRARY = [
  image('b', 'pier.jpg', 'Naples Pier at sunset', '2026-01-02T00:00:00.000Z', 300),
  image('a', 'Kitchen.png', 'Open kitchen with island', '2026-01-03T00:00:00.000Z', 200),
  image('c', 'portrait.webp', 'Maria smiling', '2026-01-02T00:00:00.000Z', 300),
];

describe(normalizeImageQuery, () => {
  it('defaults to newest first, page 1 of 10', () => {
    expect(normalizeImageQuery()).toEqual({ search: '', sort: 'createdAt', direction: 'desc', page: 1, perPage: 10 });
    expect(normalizeImageQuery({ sort: 'fileName', search: '  pier ' })).toMatchObject({
      sort: 'fileName',
      direction: 'asc',
      search: 'pier',
    });
  });

  it('names every bad paging value', () => {
    expect(() => normalizeImageQuery({ page: 0, perPage: 101 })).toThrow(ValidationError);
    try {
      normalizeImageQuery({ page: 1.5, perPage: 0 });
    } catch (error) {
      expect((error as ValidationError).issues.map((issue) => issue.field)).toEqual(['page', 'perPage']);
    }
  });
});

describe(queryImages, () => {
  it('searches file names and alt text in any case', () => {
    expect(queryImages(LIBRARY, normalizeImageQuery({ search: 'KITCHEN' })).items.map((item) => item.id)).toEqual([
      'a',
    ]);
    expect(queryImages(LIBRARY, normalizeImageQuery({ search: 'naples' })).items.map((item) => item.id)).toEqual(['b']);
  });

  it('orders by the field, ties by id, text by code point', () => {
    expect(queryImages(LIBRARY, normalizeImageQuery()).items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(queryImages(LIBRARY, normalizeImageQuery({ sort: 'fileName' })).items.map((item) => item.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(
      queryImages(LIBRARY, normalizeImageQuery({ sort: 'byteSize', direction: 'desc' })).items.map((item) => item.id),
    ).toEqual(['b', 'c', 'a']);
  });

  it('pages cover every match exactly once (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), (perPage) => {
        const pages = [1, 2, 3, 4].map((page) => queryImages(LIBRARY, normalizeImageQuery({ page, perPage })));
        expect(
          pages
            .flatMap((page) => page.items)
            .map((item) => item.id)
            .sort(),
        ).toEqual(['a', 'b', 'c']);
        expect(pages.every((page) => page.total === 3)).toBe(true);
      }),
    );
  });
});
