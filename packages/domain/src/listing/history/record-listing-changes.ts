import type { Listing } from '../listing.ts';
import type { ListingChange } from './listing-change.ts';
import { propertyKeyOf } from './listing-change.ts';
import { firstSightChanges, observedChanges, snapshotAfter } from './derive-listing-changes.ts';
import type { ListingHistoryStore } from './listing-history.port.ts';

/**
 * Compares incoming listings with what history last knew of them and records the difference: a
 * known listing gets a row for each price or status change, an unknown one the history its fields
 * carry (relisted when its property had another listing period). Listings repeated in the batch
 * are compared in turn. Answers the changes recorded.
 */
export async function recordListingChanges(
  history: ListingHistoryStore,
  listings: readonly Listing[],
): Promise<ListingChange[]> {
  if (listings.length === 0) return [];
  const properties = new Map(listings.map((listing) => [listing.ListingKey, propertyKeyOf(listing)]));
  const known = await history.latestOf([...properties.keys()]);
  const periods = await history.listingKeysOf([...new Set(properties.values())]);
  const changes: ListingChange[] = [];
  for (const listing of listings) {
    const propertyKey = properties.get(listing.ListingKey) as string;
    const before = known.get(listing.ListingKey);
    const found =
      before === undefined
        ? firstSightChanges(
            listing,
            propertyKey,
            (periods.get(propertyKey) ?? []).some((key) => key !== listing.ListingKey),
          )
        : observedChanges(before, listing, propertyKey);
    const after = snapshotAfter(found);
    if (after !== null) known.set(listing.ListingKey, after);
    periods.set(propertyKey, [...(periods.get(propertyKey) ?? []), listing.ListingKey]);
    changes.push(...found);
  }
  if (changes.length > 0) await history.append(changes);
  return changes;
}
