import { describe, expect, it, vi } from 'vitest';
import { CACHE_TIMES_MS, ERROR_MESSAGES, toListingView, type ListingView } from '@app/domain';
import { listingArbitrary } from '@app/testing';
import fc from 'fast-check';
import { createFeaturedPropertiesStore } from './featured-properties-store.ts';

function setup(listOfficeListings: (office: string) => Promise<ListingView[]>) {
  let now = 5_000_000;
  const call = vi.fn((input: { listOfficeMlsId?: string }) => listOfficeListings(input.listOfficeMlsId ?? ''));
  const store = createFeaturedPropertiesStore({ services: { listOfficeListings: call }, clock: { now: () => now } });
  return { store, call, advance: (ms: number) => (now += ms) };
}

const sample = fc
  .sample(listingArbitrary(), 4)
  .map((listing, index) => toListingView({ ...listing, ListOfficeMlsId: index % 2 === 0 ? 'PRG' : 'XYZ' }));

describe(createFeaturedPropertiesStore, () => {
  it('keeps only the listings of the asked office', async () => {
    const { store } = setup(async () => sample);
    await store.load('PRG');
    expect(store.state.properties.map((listing) => listing.ListOfficeMlsId)).toEqual(['PRG', 'PRG']);
  });

  it('refetches when forced, when empty, or when older than 15 minutes', async () => {
    const { store, call, advance } = setup(async () => sample);
    await store.load('PRG');
    await store.load('PRG');
    expect(call).toHaveBeenCalledTimes(1);
    await store.load('PRG', { force: true });
    expect(call).toHaveBeenCalledTimes(2);
    advance(CACHE_TIMES_MS.featuredProperties + 1);
    await store.load('PRG');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('refetches while the list is empty', async () => {
    const { store, call } = setup(async () => []);
    await store.load('PRG');
    await store.load('PRG');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('keeps the error message and empties the list on failure', async () => {
    let fail = false;
    const { store } = setup(async () => {
      if (fail) throw new Error('');
      return sample;
    });
    await store.load('PRG');
    fail = true;
    await store.load('PRG', { force: true });
    expect(store.state.properties).toEqual([]);
    expect(store.state.error).toBe(ERROR_MESSAGES.propertiesFetchFailed);
  });
});
