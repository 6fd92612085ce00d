import { describe, expect, it } from 'vitest';
import type { ListingPin, ListingSearch } from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';
import { exampleCommunityFields } from '@app/testing';
import { contentFixture } from '../articles/sample-content.ts';
import { loadCommunities } from './load-communities.ts';

const pin = (key: string, price: number | null): ListingPin => ({
  ListingKey: key,
  ListingId: key,
  Latitude: 26.2,
  Longitude: -81.8,
  ListPrice: price,
  StandardStatus: 'Active',
});

const PINS: Record<string, ListingPin[]> = {
  'Pelican Bay': [pin('a', 1_000_000), pin('b', 3_000_000)],
  'Bay Colony': [pin('c', 8_000_000), pin('b', 3_000_000)],
  'Port Royal': [],
};

async function fixture(pins: (search: ListingSearch) => Promise<ListingPin[]>) {
  const base = contentFixture();
  const services = { ...base.services, listingPins: pins } as WebServices;
  await base.repositories.communities.create(exampleCommunityFields({ subdivisions: ['Pelican Bay', 'Bay Colony'] }));
  await base.repositories.communities.create(
    exampleCommunityFields({ slug: 'port-royal', name: 'Port Royal', subdivisions: ['Port Royal'], sortOrder: 2 }),
  );
  await base.repositories.communities.create(
    exampleCommunityFields({ slug: 'draft-place', name: 'Draft Place', published: false }),
  );
  return services;
}

describe(loadCommunities, () => {
  it('lists the published communities in order, each with its homes for sale counted once and their median price', async () => {
    const cards = await loadCommunities(await fixture(async (search) => PINS[search.subdivision ?? ''] ?? []));
    expect(cards.map((card) => [card.community.name, card.homesForSale, card.medianListPrice])).toEqual([
      ['Pelican Bay', 3, 3_000_000],
      ['Port Royal', 0, null],
    ]);
  });

  it('shows a community without figures when its listings cannot be loaded', async () => {
    const cards = await loadCommunities(await fixture(() => Promise.reject(new Error('down'))));
    expect(cards.map((card) => card.homesForSale)).toEqual([null, null]);
  });
});
