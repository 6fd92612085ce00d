import {
  sortedMedia,
  type Listing,
  type ListingCriteria,
  type ListingFreshness,
  type ListingSort,
  type ListingStore,
} from '@app/domain';

/** A ListingStore kept in a map by ListingKey, for use-case tests and as the reference of the contract suite. */
export class InMemoryListingStore implements ListingStore {
  private readonly byKey = new Map<string, Listing>();
  private pendingFailure: unknown = undefined;
  private failurePending = false;

  constructor(listings: readonly Listing[] = []) {
    for (const listing of listings) this.byKey.set(listing.ListingKey, listing);
  }

  /** Makes the next call (of any method) reject with the given error, once. */
  failNextWith(error: unknown): void {
    this.pendingFailure = error;
    this.failurePending = true;
  }

  async find(criteria: ListingCriteria): Promise<Listing[]> {
    this.throwPendingFailure();
    const offset = criteria.offset ?? 0;
    return [...this.byKey.values()]
      .filter((listing) => matchesCriteria(listing, criteria))
      .sort(compareForSort(criteria.sort ?? 'newest'))
      .slice(offset, offset + criteria.limit)
      .map(withSortedMedia);
  }

  async findById(listingId: string): Promise<Listing | null> {
    this.throwPendingFailure();
    const listing = [...this.byKey.values()].find((candidate) => candidate.ListingId === listingId);
    return listing === undefined ? null : withSortedMedia(listing);
  }

  async upsertMany(listings: readonly Listing[]): Promise<void> {
    this.throwPendingFailure();
    for (const listing of listings) this.byKey.set(listing.ListingKey, listing);
  }

  async freshness(): Promise<ListingFreshness> {
    this.throwPendingFailure();
    let latest: string | null = null;
    for (const { ModificationTimestamp } of this.byKey.values())
      if (latest === null || Date.parse(ModificationTimestamp) > Date.parse(latest)) latest = ModificationTimestamp;
    return { count: this.byKey.size, latestModification: latest };
  }

  private throwPendingFailure(): void {
    if (!this.failurePending) return;
    const error = this.pendingFailure;
    this.failurePending = false;
    this.pendingFailure = undefined;
    throw error;
  }
}

function matchesCriteria(listing: Listing, criteria: ListingCriteria): boolean {
  if (criteria.listOfficeMlsId !== undefined && listing.ListOfficeMlsId !== criteria.listOfficeMlsId) return false;
  if (criteria.subdivision !== undefined && listing.SubdivisionName?.toLowerCase() !== criteria.subdivision.toLowerCase())
    return false;
  return criteria.statuses === undefined || criteria.statuses.includes(listing.StandardStatus);
}

function compareNullsLast<T>(a: T | null, b: T | null, compare: (x: T, y: T) => number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(a, b);
}

function compareKeys(a: Listing, b: Listing): number {
  return a.ListingKey < b.ListingKey ? -1 : a.ListingKey > b.ListingKey ? 1 : 0;
}

function compareForSort(sort: ListingSort): (a: Listing, b: Listing) => number {
  switch (sort) {
    case 'newest':
      return (a, b) =>
        compareNullsLast(a.ListingContractDate, b.ListingContractDate, (x, y) => Date.parse(y) - Date.parse(x)) ||
        compareKeys(a, b);
    case 'price-desc':
      return (a, b) => compareNullsLast(a.ListPrice, b.ListPrice, (x, y) => y - x) || compareKeys(a, b);
    case 'price-asc':
      return (a, b) => compareNullsLast(a.ListPrice, b.ListPrice, (x, y) => x - y) || compareKeys(a, b);
  }
}

function withSortedMedia(listing: Listing): Listing {
  return { ...listing, Media: sortedMedia(listing) };
}
