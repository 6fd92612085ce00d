import { sortedMedia } from '@app/domain';
import { exampleListing, listingArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carriedByDefaultBoard, toResoProperty } from '../../test-support/reso-json.ts';
import { toListing } from './property.mapper.ts';

const record = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...toResoProperty(exampleListing()),
  ...overrides,
});

describe(toListing, () => {
  it('gives back any listing the RESO Web API sends, with its media in Order', () => {
    fc.assert(
      fc.property(listingArbitrary().map(carriedByDefaultBoard), (listing) => {
        const mapped = toListing(toResoProperty(listing));
        expect(mapped).toEqual({
          kind: 'ok',
          key: listing.ListingKey,
          value: { ...listing, Media: sortedMedia(listing) },
          problems: [],
        });
      }),
    );
  });

  it('sorts media by Order whatever it starts at', () => {
    const media = [7, -2, 30].map((order) => ({
      MediaKey: `m${order}`,
      MediaURL: `https://p.example/${order}.jpg`,
      Order: order,
    }));
    const mapped = toListing(record({ Media: media, PhotosCount: null }));
    expect(mapped.kind === 'ok' && mapped.value.Media.map((item) => item.Order)).toEqual([-2, 7, 30]);
    expect(mapped.kind === 'ok' && mapped.value.Media[0]).toEqual({
      MediaKey: 'm-2',
      MediaURL: 'https://p.example/-2.jpg',
      Order: -2,
      MediaCategory: null,
      ShortDescription: null,
    });
  });

  it('counts the photos from the media when PhotosCount is absent, and keeps it when present', () => {
    const withoutCount = toListing(record({ PhotosCount: undefined }));
    const withCount = toListing(record({ PhotosCount: 40 }));
    expect(withoutCount.kind === 'ok' && withoutCount.value.PhotosCount).toBe(2);
    expect(withCount.kind === 'ok' && withCount.value.PhotosCount).toBe(40);
  });

  it('reads numeric strings as numbers, absent fields as null and timestamps as UTC', () => {
    const mapped = toListing(
      record({
        ListPrice: '725000.00',
        LivingArea: undefined,
        ModificationTimestamp: '2024-02-01T10:00:00.1234567-05:00',
      }),
    );
    expect(
      mapped.kind === 'ok' && [mapped.value.ListPrice, mapped.value.LivingArea, mapped.value.ModificationTimestamp],
    ).toEqual([725_000, null, '2024-02-01T15:00:00.123Z']);
  });

  it('drops a bad media item and notes it, keeping the listing', () => {
    const mapped = toListing(
      record({
        Media: [
          { MediaKey: 'ok', MediaURL: 'https://p.example/1.jpg', Order: 1 },
          { MediaKey: 'bad', Order: 2 },
        ],
      }),
    );
    expect(mapped.kind).toBe('ok');
    expect(mapped.kind === 'ok' && mapped.value.Media.map((item) => item.MediaKey)).toEqual(['ok']);
    expect(mapped.kind === 'ok' && mapped.problems).toEqual([expect.stringContaining('Media.1.MediaURL')]);
  });

  it('rejects a record that breaks the schema, naming the field and the key', () => {
    const mapped = toListing(record({ ListingKey: 'K1', ListPrice: 'lots', Latitude: 95 }));
    expect(mapped.kind).toBe('invalid');
    expect(mapped.kind === 'invalid' && mapped.key).toBe('K1');
    expect(mapped.kind === 'invalid' && mapped.problems.join(' | ')).toBe(
      'ListPrice: must be a number | Latitude: must be between -90 and 90',
    );
  });

  it('rejects a record without a key or timestamp, and a status outside the RESO standard ones', () => {
    expect(toListing(record({ ListingKey: undefined })).kind).toBe('invalid');
    expect(toListing(record({ ModificationTimestamp: '2024-02-01T10:00:00' })).kind).toBe('invalid');
    expect(toListing('not a record')).toEqual({
      kind: 'invalid',
      key: null,
      problems: ['(record): Invalid input: expected object, received string'],
    });
    expect(toListing(record({ StandardStatus: 'Sold' }))).toMatchObject({
      kind: 'invalid',
      problems: ["StandardStatus: 'Sold' is not a RESO standard status"],
    });
  });
});
