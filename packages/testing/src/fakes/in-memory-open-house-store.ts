import {
  FOR_SALE_STATUSES,
  toListingSummary,
  toListingView,
  type OpenHouse,
  type OpenHouseListing,
  type OpenHouseStore,
  type TimeWindow,
} from '@app/domain';
import type { InMemoryListingStore } from './in-memory-listing-store.ts';
import { compareListingKeys } from './listing-order.ts';
import { PendingFailure } from './pending-failure.ts';

/** Soonest start first, then OpenHouseKey: the order of every open-house answer. */
function bySoonest(a: OpenHouse, b: OpenHouse): number {
  return (
    Date.parse(a.OpenHouseStartTime) - Date.parse(b.OpenHouseStartTime) ||
    compareListingKeys(a.OpenHouseKey, b.OpenHouseKey)
  );
}

/**
 * An OpenHouseStore over an InMemoryListingStore, keeping the open houses in it (as the open_houses
 * table sits next to listings): open houses of listings the store does not hold are ignored,
 * removing a listing removes its open houses, and times are answered as ISO 8601 UTC. The
 * reference of the open-house contract.
 */
export class InMemoryOpenHouseStore implements OpenHouseStore {
  private readonly failure = new PendingFailure();

  constructor(private readonly listings: InMemoryListingStore) {}

  /** Makes the next call (of any method) reject with the given error, once. */
  failNextWith(error: unknown): void {
    this.failure.set(error);
  }

  async upsertMany(openHouses: readonly OpenHouse[]): Promise<void> {
    this.failure.throwIfSet();
    for (const openHouse of openHouses)
      if (this.listings.listing(openHouse.ListingKey) !== undefined)
        this.listings.openHouses.set(openHouse.OpenHouseKey, {
          ...openHouse,
          OpenHouseStartTime: new Date(openHouse.OpenHouseStartTime).toISOString(),
          OpenHouseEndTime: new Date(openHouse.OpenHouseEndTime).toISOString(),
        });
  }

  async removeMany(openHouseKeys: readonly string[]): Promise<number> {
    this.failure.throwIfSet();
    let removed = 0;
    for (const key of new Set(openHouseKeys)) if (this.listings.openHouses.delete(key)) removed += 1;
    return removed;
  }

  async listKeys(): Promise<string[]> {
    this.failure.throwIfSet();
    return [...this.listings.openHouses.keys()].sort(compareListingKeys);
  }

  async inWindow(window: TimeWindow, limit: number): Promise<OpenHouseListing[]> {
    this.failure.throwIfSet();
    const [from, to] = [Date.parse(window.from), Date.parse(window.to)];
    const found: OpenHouseListing[] = [];
    for (const openHouse of [...this.listings.openHouses.values()].sort(bySoonest)) {
      const listing = this.listings.listing(openHouse.ListingKey);
      if (listing === undefined || !FOR_SALE_STATUSES.includes(listing.StandardStatus)) continue;
      if (Date.parse(openHouse.OpenHouseEndTime) > from && Date.parse(openHouse.OpenHouseStartTime) < to)
        found.push({ openHouse: { ...openHouse }, listing: toListingSummary(toListingView(listing)) });
    }
    return found.slice(0, Math.max(0, Math.floor(limit)));
  }

  async forListing(listingKey: string, after: string): Promise<OpenHouse[]> {
    this.failure.throwIfSet();
    return [...this.listings.openHouses.values()]
      .filter(
        (openHouse) =>
          openHouse.ListingKey === listingKey && Date.parse(openHouse.OpenHouseEndTime) > Date.parse(after),
      )
      .sort(bySoonest)
      .map((openHouse) => ({ ...openHouse }));
  }
}
