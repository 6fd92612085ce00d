import type { ListingStore } from '../../listing/listing-store.port.ts';
import type { Listing, StandardStatus } from '../../listing/listing.ts';
import type { SourcePage } from '../../listing/listing-source.port.ts';
import type { ListingHistoryStore } from '../../listing/history/listing-history.port.ts';
import { recordListingChanges } from '../../listing/history/record-listing-changes.ts';
import type { FloodZoneFiller } from '../../listing/florida/fill-flood-zones.ts';
import type { ListingCounts } from './replication-report.ts';

/**
 * Writes one upstream page to the store: listings in a shown status are upserted; listings whose
 * status is no longer shown (withdrawn, expired, ...) are removed. `invalidKeys` remembers the keys
 * of records the upstream sent invalid (until a valid version arrives), so reconciliation does not
 * fetch them again and again. With a history store, every price and status change of the page's
 * listings (shown or not) is recorded first, by comparing each with what history last knew of it. With a
 * flood-zone filler, shown listings without a zone from the MLS get one from it (never failing the page).
 */
export async function applyListingPage(
  store: ListingStore,
  page: SourcePage<Listing>,
  shown: readonly StandardStatus[],
  invalidKeys: Set<string>,
  history?: ListingHistoryStore,
  floodZones?: FloodZoneFiller,
): Promise<ListingCounts> {
  if (history !== undefined) await recordListingChanges(history, page.items);
  for (const key of page.skippedKeys) invalidKeys.add(key);
  for (const listing of page.items) invalidKeys.delete(listing.ListingKey);
  const shownItems = page.items.filter((listing) => shown.includes(listing.StandardStatus));
  const upserts = floodZones === undefined ? shownItems : await floodZones.fill(shownItems);
  const hidden = page.items
    .filter((listing) => !shown.includes(listing.StandardStatus))
    .map((listing) => listing.ListingKey);
  if (upserts.length > 0) await store.upsertMany(upserts);
  const removed = hidden.length > 0 ? await store.removeMany(hidden) : 0;
  return { fetched: page.items.length, upserted: upserts.length, skipped: page.skipped, removed };
}
