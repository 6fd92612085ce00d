import {
  DEFAULT_MONTHLY_COST_SETTINGS,
  sortedMedia,
  toListingSummary,
  toListingView,
  type Listing,
  type ListingCriteria,
  type ListingFreshness,
  type ListingPin,
  type ListingSearchPage,
  type ListingStore,
  type MonthlyCostSettings,
  type OpenHouse,
} from '@app/domain';
import { matchesListingCriteria } from './listing-criteria-match.ts';
import { compareForListingSort, compareListingKeys, pageSlice } from './listing-order.ts';
import { PendingFailure } from './pending-failure.ts';

/**
 * A ListingStore kept in a map by ListingKey, for use-case tests and as the reference of the
 * contract suite. It also keeps the open houses of its listings (an InMemoryOpenHouseStore over
 * it reads and writes them), as one database keeps both tables: removing a listing removes them.
 */
export class InMemoryListingStore implements ListingStore {
  private readonly byKey = new Map<string, Listing>();
  /** Open houses by OpenHouseKey; shared with the InMemoryOpenHouseStore built over this store. */
  readonly openHouses = new Map<string, OpenHouse>();
  private readonly failure = new PendingFailure();
  private monthlyCostSettings: MonthlyCostSettings = DEFAULT_MONTHLY_COST_SETTINGS;

  constructor(listings: readonly Listing[] = []) {
    for (const listing of listings) this.byKey.set(listing.ListingKey, listing);
  }

  /** Makes the next call (of any method) reject with the given error, once. */
  failNextWith(error: unknown): void {
    this.failure.set(error);
  }

  /** The stored listing with this key, if any (media as given). */
  listing(listingKey: string): Listing | undefined {
    return this.byKey.get(listingKey);
  }

  async find(criteria: ListingCriteria): Promise<Listing[]> {
    this.failure.throwIfSet();
    return pageSlice(this.ordered(criteria), criteria).map(withSortedMedia);
  }

  async search(criteria: ListingCriteria): Promise<ListingSearchPage> {
    this.failure.throwIfSet();
    const all = this.ordered(criteria);
    return {
      listings: pageSlice(all, criteria).map((listing) => toListingSummary(toListingView(listing))),
      total: all.length,
    };
  }

  async pins(criteria: ListingCriteria): Promise<ListingPin[]> {
    this.failure.throwIfSet();
    const located = this.ordered(criteria).filter((listing) => listing.Latitude !== null && listing.Longitude !== null);
    return pageSlice(located, criteria).map(
      ({ ListingKey, ListingId, Latitude, Longitude, ListPrice, StandardStatus }) => ({
        ListingKey,
        ListingId,
        Latitude: Latitude as number,
        Longitude: Longitude as number,
        ListPrice,
        StandardStatus,
      }),
    );
  }

  async findById(listingId: string): Promise<Listing | null> {
    this.failure.throwIfSet();
    const listing = [...this.byKey.values()].find((candidate) => candidate.ListingId === listingId);
    return listing === undefined ? null : withSortedMedia(listing);
  }

  async upsertMany(listings: readonly Listing[]): Promise<void> {
    this.failure.throwIfSet();
    for (const listing of listings) this.byKey.set(listing.ListingKey, listing);
  }

  async listKeys(): Promise<string[]> {
    this.failure.throwIfSet();
    return [...this.byKey.keys()].sort(compareListingKeys);
  }

  async removeMany(listingKeys: readonly string[]): Promise<number> {
    this.failure.throwIfSet();
    let removed = 0;
    for (const key of new Set(listingKeys)) if (this.byKey.delete(key)) removed += 1;
    for (const [openHouseKey, openHouse] of this.openHouses)
      if (!this.byKey.has(openHouse.ListingKey)) this.openHouses.delete(openHouseKey);
    return removed;
  }

  async freshness(): Promise<ListingFreshness> {
    this.failure.throwIfSet();
    let latest: string | null = null;
    for (const { ModificationTimestamp } of this.byKey.values())
      if (latest === null || Date.parse(ModificationTimestamp) > Date.parse(latest)) latest = ModificationTimestamp;
    return { count: this.byKey.size, latestModification: latest };
  }

  async rewriteMonthlyCosts(settings: MonthlyCostSettings): Promise<void> {
    this.failure.throwIfSet();
    this.monthlyCostSettings = structuredClone(settings);
  }

  private ordered(criteria: ListingCriteria): Listing[] {
    const ends = new Map<string, string[]>();
    for (const { ListingKey, OpenHouseEndTime } of this.openHouses.values())
      ends.set(ListingKey, [...(ends.get(ListingKey) ?? []), OpenHouseEndTime]);
    return [...this.byKey.values()]
      .filter((listing) =>
        matchesListingCriteria(listing, criteria, (listingKey) => ends.get(listingKey) ?? [], this.monthlyCostSettings),
      )
      .sort(compareForListingSort(criteria.sort, this.monthlyCostSettings));
  }
}

function withSortedMedia(listing: Listing): Listing {
  return { ...listing, Media: sortedMedia(listing) };
}
