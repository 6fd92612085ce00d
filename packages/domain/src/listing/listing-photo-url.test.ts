import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LISTING_PHOTO_WIDTHS,
  isListingPhotoWidth,
  isResizableListingPhoto,
  listingPhotoUrl,
} from './listing-photo-url.ts';

describe(isResizableListingPhoto, () => {
  it('takes MLS photos (absolute http or https addresses) and the demo photos the server draws', () => {
    expect(
      isResizableListingPhoto('https://api-trestle.corelogic.com/trestle/Media/Property/PHOTO-Jpeg/1/1/a/b/c'),
    ).toBe(true);
    expect(isResizableListingPhoto('http://photos.example/1.jpg')).toBe(true);
    expect(isResizableListingPhoto('/media/demo/exterior/12.svg')).toBe(true);
  });

  it('leaves everything else as it is', () => {
    for (const src of [
      '/media/images/4b1c/960.webp',
      '/media/demo/exterior/0.svg',
      '/media/demo/../x.svg',
      'data:image/png;base64,AA',
      'ftp://x/1.jpg',
      '//cdn.example/1.jpg',
      'https://',
      '',
    ])
      expect(isResizableListingPhoto(src), src).toBe(false);
  });
});

describe(listingPhotoUrl, () => {
  it('puts the photo address, encoded, and the width in the query', () => {
    expect(listingPhotoUrl('https://p.example/a b.jpg?x=1&y=2', 640)).toBe(
      '/media/listing-photo?src=https%3A%2F%2Fp.example%2Fa%20b.jpg%3Fx%3D1%26y%3D2&w=640',
    );
  });

  it('round-trips any photo address through the query', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.constantFrom(...LISTING_PHOTO_WIDTHS),
        (src, width) => {
          const query = new URLSearchParams(listingPhotoUrl(src, width).split('?')[1]);
          expect(query.get('src')).toBe(src);
          expect(Number(query.get('w'))).toBe(width);
        },
      ),
    );
  });
});

describe(isListingPhotoWidth, () => {
  it('allows the six served widths only', () => {
    expect(LISTING_PHOTO_WIDTHS.every(isListingPhotoWidth)).toBe(true);
    for (const width of [0, 100, 500, 1000, 2000, 640.5, -320, Number.NaN])
      expect(isListingPhotoWidth(width)).toBe(false);
  });
});
