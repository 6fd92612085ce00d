import type { ListingVisibility } from '../../search/search-use-cases.ts';
import type { Listing } from '../listing.ts';
import type { ListingStore } from '../listing-store.port.ts';
import { propertyKeyOf, type ListingChange, type PropertyKeyFields } from './listing-change.ts';
import type { ListingHistoryStore, ListingSyncLog } from './listing-history.port.ts';

/** What a property page shows of the listing data's past: the property's changes and when the data was last synced. */
export interface ListingHistory {
  /** Every listing period of the property, oldest change first. */
  readonly changes: ListingChange[];
  /** The end of the last successful sync with the listing source (ISO 8601), or null when unknown. */
  readonly dataAsOf: string | null;
}

/** What the history reads of a listing: which one, whose property it is (`propertyKeyOf`) and whether it is sold. */
export type ListingHistorySubject = PropertyKeyFields & Pick<Listing, 'ListingId' | 'StandardStatus'>;

/**
 * The history of the property a listing offers (null for an unknown listing, or a sold one while
 * sold data is not public; sale rows are left out then too). Without a history store or sync log
 * (a deployment that keeps none) the answer is empty and undated. A caller that has just loaded
 * the listing (the property page's loader, during server rendering) passes it as `loaded`, which
 * saves looking it up again; a `loaded` of another listing id is ignored.
 */
export function createGetListingHistory(deps: {
  listings: ListingStore;
  history: ListingHistoryStore | undefined;
  syncLog: ListingSyncLog | undefined;
  visibility: ListingVisibility;
}) {
  return async (listingId: string, loaded?: ListingHistorySubject): Promise<ListingHistory | null> => {
    const listing = loaded?.ListingId === listingId ? loaded : await deps.listings.findById(listingId);
    if (listing === null) return null;
    const closedPublic = deps.visibility.closedListingsPublic;
    if (listing.StandardStatus === 'Closed' && !closedPublic) return null;
    const [changes, dataAsOf] = await Promise.all([
      deps.history?.forProperty(propertyKeyOf(listing)) ?? Promise.resolve([]),
      deps.syncLog?.lastSyncAt() ?? Promise.resolve(null),
    ]);
    return { changes: closedPublic ? changes : changes.filter((change) => change.kind !== 'sold'), dataAsOf };
  };
}
