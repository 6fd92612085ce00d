import { exampleListing, InMemoryListingStore, listingsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFindFeaturedListing } from './featured-listing.ts';
import { PUBLIC_STATUSES, type Listing } from './listing.ts';
import { listingSlug } from './listing-slug.ts';
import { sortedMedia, toListingView } from './listing-view.ts';

const SLUG = '4001-gulf-shore-n-blvd-unit-101-naples-fl-34103';

function storeOf(listings: Listing[]) {
  return new InMemoryListingStore(listings);
}

describe(createFindFeaturedListing, () => {
  it("finds the team's listing by the slug of its address, as its standard view with photos in Order", async () => {
    const listing = exampleListing();
    expect(await createFindFeaturedListing(storeOf([listing]))(SLUG)).toEqual(
      toListingView({ ...listing, Media: sortedMedia(listing) }),
    );
  });

  it('answers null for a slug no listing of the team has', async () => {
    expect(await createFindFeaturedListing(storeOf([exampleListing()]))('1-nowhere-ln-naples-fl-34102')).toBeNull();
  });

  it("ignores another office's listing at the same address", async () => {
    expect(await createFindFeaturedListing(storeOf([exampleListing({ ListOfficeMlsId: 'OFF2' })]))(SLUG)).toBeNull();
  });

  it('can look in another office when told to', async () => {
    const listing = exampleListing({ ListOfficeMlsId: 'OFF2' });
    expect((await createFindFeaturedListing(storeOf([listing]), 'OFF2')(SLUG))?.ListingId).toBe(listing.ListingId);
  });

  it('ignores a listing that may not be shown publicly', async () => {
    expect(
      await createFindFeaturedListing(storeOf([exampleListing({ StandardStatus: 'Withdrawn' })]))(SLUG),
    ).toBeNull();
  });

  it('answers the newest listing when the address was listed more than once', async () => {
    const store = storeOf([
      exampleListing({ ListingId: '1', ListingKey: 'k1', ListingContractDate: '2023-05-01', StandardStatus: 'Closed' }),
      exampleListing({ ListingId: '2', ListingKey: 'k2', ListingContractDate: '2025-02-01' }),
      exampleListing({
        ListingId: '3',
        ListingKey: 'k3',
        ListingContractDate: '2024-02-01',
        StandardStatus: 'Expired',
      }),
    ]);
    expect((await createFindFeaturedListing(store)(SLUG))?.ListingId).toBe('2');
  });

  it('finds a public listing of the team for the slug of each, the newest of those sharing it, and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(listingsArbitrary({ maxLength: 12 }), fc.constantFrom('PRG', 'OFF2'), async (stored, office) => {
        const find = createFindFeaturedListing(storeOf(stored), office);
        const candidates = stored.filter(
          (listing) => listing.ListOfficeMlsId === office && PUBLIC_STATUSES.includes(listing.StandardStatus),
        );
        for (const listing of stored) {
          const slug = listingSlug(listing);
          const sharing = candidates.filter((candidate) => listingSlug(candidate) === slug);
          const found = await find(slug);
          if (sharing.length === 0) {
            expect(found).toBeNull();
            continue;
          }
          expect(sharing.map((candidate) => candidate.ListingKey)).toContain(found?.ListingKey);
          const newest = sharing
            .map((candidate) => candidate.ListingContractDate ?? '')
            .sort()
            .at(-1);
          expect(found?.ListingContractDate ?? '').toBe(newest);
        }
      }),
    );
  });
});
