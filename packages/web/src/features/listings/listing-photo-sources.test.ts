import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_PHOTO_PATH, LISTING_PHOTO_WIDTHS } from '@app/domain';
import { PHOTO_BOXES, listingPhotoSources, type PhotoBox } from './listing-photo-sources.ts';

const MLS_PHOTO =
  'https://api-trestle.corelogic.com/trestle/Media/Property/PHOTO-Jpeg/1096721228/1/MzY3Ny81NzgwLzY/Ni8xMjc1My8xNzU3MzU5ODcz/HDhCVG5w3s';

/** The srcset's candidates as [address, width]. */
function candidates(srcSet: string | undefined): [string, number][] {
  return (srcSet ?? '').split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ');
    return [url, Number(descriptor.replace(/w$/, ''))];
  });
}

/** The photo address and width a resizing address asks for. */
function requested(url: string): { src: string | null; w: number; path: string } {
  const parsed = new URL(url, 'http://site.test');
  return { src: parsed.searchParams.get('src'), w: Number(parsed.searchParams.get('w')), path: parsed.pathname };
}

describe(listingPhotoSources, () => {
  it('sends an MLS photo through the resizing endpoint at the card widths', () => {
    const sources = listingPhotoSources(MLS_PHOTO, PHOTO_BOXES.card);
    const encoded = encodeURIComponent(MLS_PHOTO);
    expect(sources.src).toBe(`/media/listing-photo?src=${encoded}&w=640`);
    expect(sources.srcSet).toBe(
      [320, 480, 640, 750, 960, 1280]
        .map((width) => `/media/listing-photo?src=${encoded}&w=${width} ${width}w`)
        .join(', '),
    );
    expect(sources.sizes).toBe('(min-width: 75em) 420px, (min-width: 48em) 50vw, calc(100vw - 32px)');
  });

  it('rasterizes the demo photos the same way, so the demo behaves like a real feed', () => {
    const sources = listingPhotoSources('/media/demo/exterior/7.svg', PHOTO_BOXES.thumbnail);
    expect(sources).toEqual({
      src: '/media/listing-photo?src=%2Fmedia%2Fdemo%2Fexterior%2F7.svg&w=320',
      srcSet: '/media/listing-photo?src=%2Fmedia%2Fdemo%2Fexterior%2F7.svg&w=320 320w',
      sizes: '104px',
    });
  });

  it('leaves any other address alone', () => {
    expect(listingPhotoSources('/media/images/0b9c/960.webp', PHOTO_BOXES.card)).toEqual({
      src: '/media/images/0b9c/960.webp',
    });
    expect(listingPhotoSources('data:image/gif;base64,R0lGOD', PHOTO_BOXES.gallery)).toEqual({
      src: 'data:image/gif;base64,R0lGOD',
    });
  });

  it('offers only served widths, each entry asking for exactly its photo and width', () => {
    const photoUrl = fc.oneof(
      fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
      fc
        .tuple(fc.constantFrom('exterior', 'pool', 'water-view'), fc.integer({ min: 1, max: 400 }))
        .map(([scene, n]) => `/media/demo/${scene}/${n}.svg`),
    );
    fc.assert(
      fc.property(photoUrl, fc.constantFrom<PhotoBox>(...Object.values(PHOTO_BOXES)), (url, box) => {
        const sources = listingPhotoSources(url, box);
        const entries = candidates(sources.srcSet);
        expect(entries.length).toBe(box.widths.length);
        for (const [address, width] of [...entries, [sources.src, box.fallback] as [string, number]]) {
          expect(LISTING_PHOTO_WIDTHS).toContain(width);
          expect(requested(address)).toEqual({ src: url, w: width, path: LISTING_PHOTO_PATH });
        }
        expect(sources.srcSet).not.toMatch(/,(?! )/);
      }),
    );
  });
});
