import { exampleListing, listingArbitrary, listingsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepOfficeListings, sortedMedia, toListingView } from './listing-view.ts';

const twoFullThreeHalf = exampleListing({ BathroomsFull: 2, BathroomsHalf: 3 });

describe(toListingView, () => {
  it('derives totalBathroomsDisplay with the standard rule by default', () => {
    expect(toListingView(twoFullThreeHalf).totalBathroomsDisplay).toBe(3.5);
  });

  it('derives totalBathroomsDisplay with the subdivision rule when asked', () => {
    expect(toListingView(twoFullThreeHalf, 'subdivision').totalBathroomsDisplay).toBe(2.5);
  });

  it('keeps every MLS field as it was', () => {
    fc.assert(
      fc.property(listingArbitrary(), fc.constantFrom('standard' as const, 'subdivision' as const), (listing, rule) => {
        const { totalBathroomsDisplay, ...rest } = toListingView(listing, rule);
        expect(rest).toEqual(listing);
        expect(typeof totalBathroomsDisplay).toBe('number');
      }),
    );
  });
});

describe(keepOfficeListings, () => {
  it('keeps only the listings of the office, in order', () => {
    const listings = [
      { ListOfficeMlsId: 'PRG' },
      { ListOfficeMlsId: 'OFF2' },
      { ListOfficeMlsId: null },
      { ListOfficeMlsId: 'PRG' },
    ];
    expect(keepOfficeListings(listings, 'PRG')).toEqual([listings[0], listings[3]]);
  });

  it('matches the office id exactly, not ignoring case', () => {
    expect(keepOfficeListings([{ ListOfficeMlsId: 'prg' }], 'PRG')).toEqual([]);
  });

  it('keeps exactly the listings whose office matches', () => {
    fc.assert(
      fc.property(listingsArbitrary(), fc.constantFrom('PRG', 'OFF2'), (listings, office) => {
        const kept = keepOfficeListings(listings, office);
        expect(kept.every((listing) => listing.ListOfficeMlsId === office)).toBe(true);
        expect(kept.length).toBe(listings.filter((listing) => listing.ListOfficeMlsId === office).length);
      }),
    );
  });
});

describe(sortedMedia, () => {
  const photo = (Order: number) => ({
    MediaKey: `m${Order}`,
    MediaURL: `https://x/${Order}.jpg`,
    Order,
    MediaCategory: null,
    ShortDescription: null,
  });

  it('orders photos by Order whatever number it starts at', () => {
    expect(sortedMedia({ Media: [photo(7), photo(3), photo(12)] }).map((media) => media.Order)).toEqual([3, 7, 12]);
  });

  it('does not change the listing it reads', () => {
    const listing = { Media: [photo(2), photo(1)] };
    sortedMedia(listing);
    expect(listing.Media.map((media) => media.Order)).toEqual([2, 1]);
  });

  it('returns the same photos in ascending Order', () => {
    fc.assert(
      fc.property(listingArbitrary(), (listing) => {
        const orders = sortedMedia(listing).map((media) => media.Order);
        expect(orders).toEqual(listing.Media.map((media) => media.Order).sort((a, b) => a - b));
      }),
    );
  });
});
