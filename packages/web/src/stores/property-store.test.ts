import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES, toListingView, type ListingView } from '@app/domain';
import { listingArbitrary } from '@app/testing';
import fc from 'fast-check';
import { createPropertyStore } from './property-store.ts';

const [listing, other] = fc.sample(listingArbitrary(), 2).map((item) => toListingView(item)) as [
  ListingView,
  ListingView,
];

function setup(getById: (id: string) => Promise<ListingView | null>, getFeatured = getById) {
  const services = { getListing: vi.fn(getById), findFeaturedListing: vi.fn(getFeatured) };
  return { store: createPropertyStore({ services }), services };
}

describe(createPropertyStore, () => {
  it('keeps the listing it fetched by id and answers it', async () => {
    const { store, services } = setup(async () => listing);
    await expect(store.load(listing.ListingId)).resolves.toEqual(listing);
    expect(services.getListing).toHaveBeenCalledWith(listing.ListingId);
    expect(store.state).toMatchObject({ property: listing, isLoading: false, error: null });
  });

  it('fetches a featured listing by its slug', async () => {
    const { store, services } = setup(
      async () => null,
      async () => listing,
    );
    await expect(store.loadFeatured('1-gulf-shore-blvd-naples-fl-34102')).resolves.toEqual(listing);
    expect(services.findFeaturedListing).toHaveBeenCalledWith('1-gulf-shore-blvd-naples-fl-34102');
  });

  it('answers nothing, without an error, for an unknown listing', async () => {
    const { store } = setup(async () => null);
    await expect(store.load('000000')).resolves.toBeNull();
    expect(store.state).toMatchObject({ property: null, isLoading: false, error: null });
  });

  it("answers nothing and keeps the spec's fallback message when the failure has none", async () => {
    const { store } = setup(async () => listing);
    await store.load(listing.ListingId);
    const failing = setup(async () => Promise.reject(new Error('')));
    await expect(failing.store.load('1')).resolves.toBeNull();
    expect(failing.store.state).toMatchObject({
      property: null,
      isLoading: false,
      error: ERROR_MESSAGES.propertyFetchFailed,
    });
    expect(ERROR_MESSAGES.propertyFetchFailed).toBe('Error fetching property');
  });

  it('keeps the failure’s own message when it has one, the fallback otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (message) => {
        const { store } = setup(async () => Promise.reject(new Error(message)));
        await store.load('1');
        expect(store.state.error).toBe(message.trim() === '' ? ERROR_MESSAGES.propertyFetchFailed : message);
      }),
    );
  });

  it('shows loading while a fetch runs and clears an earlier error', async () => {
    let finish: (value: ListingView) => void = () => {};
    const { store } = setup(() => new Promise((resolve) => (finish = resolve)));
    store.state.error = 'Earlier failure';
    const pending = store.load(listing.ListingId);
    expect(store.state).toMatchObject({ isLoading: true, error: null });
    finish(listing);
    await pending;
    expect(store.state.isLoading).toBe(false);
  });

  it('lets the latest load win when two overlap', async () => {
    const resolvers: ((value: ListingView) => void)[] = [];
    const { store } = setup(() => new Promise((resolve) => resolvers.push(resolve)));
    const first = store.load(listing.ListingId);
    const second = store.load(other.ListingId);
    resolvers[1]?.(other);
    await second;
    resolvers[0]?.(listing);
    await expect(first).resolves.toEqual(listing);
    expect(store.state.property).toEqual(other);
    expect(store.state.isLoading).toBe(false);
  });
});
