import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createCommunityMarket, type Listing } from '@app/domain';
import { exampleCommunityFields, exampleListing, FixedClock, InMemoryListingStore } from '@app/testing';
import type { WebServices } from '../../services/web-services.ts';
import { contentFixture } from '../articles/sample-content.ts';
import { loadCommunityPage } from './load-community.ts';

const NOW = '2025-01-15T12:00:00.000Z';

function listing(index: number, fields: Partial<Listing>): Listing {
  return exampleListing({
    ListingKey: `K${index}`,
    ListingId: `${900_000 + index}`,
    StandardStatus: 'Active',
    ListingContractDate: '2024-06-01',
    ...fields,
  });
}

/** 30 Pelican Bay homes for sale (two search pages), 2 in Bay Colony, one pending and one sold, and homes elsewhere. */
function demoListings(): Listing[] {
  const pelicanBay = Array.from({ length: 30 }, (_, index) =>
    listing(index, { SubdivisionName: 'Pelican Bay', ListPrice: 1_000_000 + index * 100_000, LivingArea: 2_000 }),
  );
  return [
    ...pelicanBay,
    listing(40, {
      SubdivisionName: 'Bay Colony',
      ListPrice: 6_000_000,
      LivingArea: 4_000,
      ListingContractDate: '2025-01-10',
    }),
    listing(41, {
      SubdivisionName: 'Bay Colony',
      ListPrice: 8_000_000,
      LivingArea: 5_000,
      ListingContractDate: '2025-01-14',
    }),
    listing(42, { SubdivisionName: 'Bay Colony', StandardStatus: 'Pending' }),
    listing(43, { SubdivisionName: 'Bay Colony', StandardStatus: 'Closed' }),
    listing(44, { SubdivisionName: 'Park Shore', ListPrice: 100_000 }),
  ];
}

async function fixture(listings: readonly Listing[] = demoListings()) {
  const base = contentFixture();
  const store = new InMemoryListingStore(listings);
  const clock = new FixedClock(Date.parse(NOW));
  const visibility = { closedListingsPublic: false };
  const market = createCommunityMarket(store, clock, visibility);
  const services = {
    ...base.services,
    // As the server composes it: the published community's subdivisions, then their market.
    communityMarket: async (slug: string) => {
      const community = await base.services.content.community(slug);
      return community === null ? null : market(community.subdivisions);
    },
  } as WebServices;
  await base.repositories.communities.create(exampleCommunityFields({ subdivisions: ['Pelican Bay', 'Bay Colony'] }));
  await base.repositories.communities.create(
    exampleCommunityFields({ slug: 'draft-place', name: 'Draft Place', published: false }),
  );
  return { ...base, services };
}

describe(loadCommunityPage, () => {
  it('works out the live figures from every page of every subdivision’s homes for sale', async () => {
    const { services } = await fixture();
    const data = await loadCommunityPage(services, 'pelican-bay', NOW);
    expect(data.error).toBeNull();
    expect(data.statistics).toEqual({
      homesForSale: 32,
      medianListPrice: 2_550_000,
      lowestListPrice: 1_000_000,
      highestListPrice: 8_000_000,
      medianPricePerSqft: 1_275,
      newListings: 2,
    });
    expect(data.pins).toHaveLength(32);
  });

  it('shows the six newest homes of the subdivision query across the subdivisions', async () => {
    const { services } = await fixture();
    const { listings } = await loadCommunityPage(services, 'pelican-bay', NOW);
    expect(listings).toHaveLength(6);
    expect(listings.slice(0, 2).map((home) => home.ListingKey)).toEqual(['K41', 'K40']);
    expect(listings.every((home) => ['Pelican Bay', 'Bay Colony'].includes(home.SubdivisionName ?? ''))).toBe(true);
  });

  it('is not found for an unknown or unpublished community', async () => {
    const { services } = await fixture();
    for (const slug of ['nowhere', 'draft-place']) {
      const error = await loadCommunityPage(services, slug, NOW).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(isNotFound(error)).toBe(true);
    }
  });

  it('still shows the community when the listings fail, with the error and no listings', async () => {
    const { services } = await fixture();
    const failing: WebServices = {
      ...services,
      communityMarket: () => Promise.reject(new Error('Failed to fetch properties')),
    };
    const data = await loadCommunityPage(failing, 'pelican-bay', NOW);
    expect(data).toMatchObject({ statistics: null, pins: [], listings: [], error: 'Failed to fetch properties' });
    expect(data.community.name).toBe('Pelican Bay');
  });
});
