import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listingArbitrary } from '@app/testing';
import { LISTING_SUMMARY_FIELDS, toListingSummary } from './listing-summary.ts';
import { sortedMedia, toListingView } from './listing-view.ts';

describe(toListingSummary, () => {
  it('keeps exactly the card fields and the first photo by Order', () => {
    fc.assert(
      fc.property(listingArbitrary(), (listing) => {
        const view = toListingView(listing);
        const summary = toListingSummary(view);
        expect(Object.keys(summary).sort()).toEqual([...LISTING_SUMMARY_FIELDS, 'Media'].sort());
        for (const field of LISTING_SUMMARY_FIELDS) expect(summary[field]).toEqual(view[field]);
        expect(summary.Media).toEqual(sortedMedia(view).slice(0, 1));
      }),
    );
  });

  it('has no photo when the listing has none', () => {
    fc.assert(
      fc.property(listingArbitrary(), (listing) => {
        expect(toListingSummary(toListingView({ ...listing, Media: [] })).Media).toEqual([]);
      }),
    );
  });
});
