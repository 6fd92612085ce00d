import type { Listing, StandardStatus } from '../listing.ts';
import type { ListingChange, ListingChangeKind, ListingSnapshot } from './listing-change.ts';

const UNDER_CONTRACT: readonly StandardStatus[] = ['Active Under Contract', 'Pending'];
const ON_MARKET: readonly StandardStatus[] = ['Active', 'Coming Soon'];

/** The kind of a status change from `before` to `after` (they differ). */
export function statusChangeKind(before: StandardStatus, after: StandardStatus): ListingChangeKind {
  if (after === 'Closed') return 'sold';
  if (UNDER_CONTRACT.includes(after)) return 'pending';
  if (after === 'Withdrawn') return 'withdrawn';
  if (after === 'Expired') return 'expired';
  if (after === 'Canceled') return 'canceled';
  if (ON_MARKET.includes(after)) return before === 'Coming Soon' ? 'listed' : 'back_on_market';
  return 'off_market';
}

/** A `YYYY-MM-DD` day as an instant at noon UTC (the same day in Florida), or null. */
function noonOf(day: string | null): string | null {
  return day === null ? null : `${day}T12:00:00.000Z`;
}

function base(listing: Listing, propertyKey: string) {
  return { propertyKey, listingKey: listing.ListingKey, listingId: listing.ListingId };
}

/**
 * The changes a replication observes when a listing it knew (`before`) arrives again (`after`):
 * a `price_change` when the asking price differs, then a status row when the status differs,
 * nothing otherwise. The last row carries `after`'s status and asking price.
 */
export function observedChanges(before: ListingSnapshot, after: Listing, propertyKey: string): ListingChange[] {
  const changes: ListingChange[] = [];
  if (after.ListPrice !== before.listPrice)
    changes.push({
      ...base(after, propertyKey),
      kind: 'price_change',
      at: after.PriceChangeTimestamp ?? after.ModificationTimestamp,
      status: before.status,
      listPrice: after.ListPrice,
      price: after.ListPrice,
      previousPrice: before.listPrice,
    });
  if (after.StandardStatus !== before.status) {
    const kind = statusChangeKind(before.status, after.StandardStatus);
    changes.push({
      ...base(after, propertyKey),
      kind,
      at: after.ModificationTimestamp,
      status: after.StandardStatus,
      listPrice: after.ListPrice,
      price: kind === 'sold' ? (after.ClosePrice ?? after.ListPrice) : after.ListPrice,
      previousPrice: null,
    });
  }
  return changes;
}

/**
 * The history a listing seen for the first time brings with it, read from its own fields (RESO
 * `ListingContractDate`, `OriginalListPrice`, `PreviousListPrice` and `PriceChangeTimestamp`,
 * `PurchaseContractDate`, `CloseDate` and `ClosePrice`): listed (or relisted, when its property had
 * an earlier listing period), its last price change, under contract, sold or taken off the market.
 * Rows are in time order and the last one carries the listing's status and asking price, so the
 * next observation compares with what the listing is now.
 */
export function firstSightChanges(listing: Listing, propertyKey: string, relisted: boolean): ListingChange[] {
  const listedDay = noonOf(listing.ListingContractDate);
  // Noon of the listing day, unless the listing was last modified before it (listed that morning).
  const start =
    listedDay === null || listedDay > listing.ModificationTimestamp ? listing.ModificationTimestamp : listedDay;
  const listedStatus: StandardStatus = listing.StandardStatus === 'Coming Soon' ? 'Coming Soon' : 'Active';
  const firstPrice = listing.OriginalListPrice ?? listing.PreviousListPrice ?? listing.ListPrice;
  const row = (kind: ListingChangeKind, at: string, status: StandardStatus, price: number | null) => ({
    ...base(listing, propertyKey),
    kind,
    at,
    status,
    listPrice: listing.ListPrice,
    price,
    previousPrice: null,
  });
  const rows: ListingChange[] = [
    { ...row(relisted ? 'relisted' : 'listed', start, listedStatus, firstPrice), listPrice: firstPrice },
  ];
  const { PreviousListPrice: previous, PriceChangeTimestamp: changedAt } = listing;
  if (previous !== null && changedAt !== null && previous !== listing.ListPrice)
    rows.push({ ...row('price_change', changedAt, listedStatus, listing.ListPrice), previousPrice: previous });
  const status = listing.StandardStatus;
  const contract = noonOf(listing.PurchaseContractDate);
  if (contract !== null && (UNDER_CONTRACT.includes(status) || status === 'Closed'))
    rows.push(row('pending', contract, status === 'Closed' ? 'Pending' : status, listing.ListPrice));
  if (status === 'Closed')
    rows.push(
      row(
        'sold',
        noonOf(listing.CloseDate) ?? listing.ModificationTimestamp,
        status,
        listing.ClosePrice ?? listing.ListPrice,
      ),
    );
  else if (!ON_MARKET.includes(status) && !UNDER_CONTRACT.includes(status))
    rows.push(row(statusChangeKind('Active', status), listing.ModificationTimestamp, status, listing.ListPrice));
  const ordered = rows
    .map((change, index) => ({ change, index }))
    .sort((a, b) => (a.change.at < b.change.at ? -1 : a.change.at > b.change.at ? 1 : a.index - b.index))
    .map(({ change }) => change);
  const last = ordered.at(-1) as ListingChange;
  ordered[ordered.length - 1] = { ...last, status, listPrice: listing.ListPrice };
  return ordered;
}

/** The snapshot a list of changes leaves: its last row's status and asking price. */
export function snapshotAfter(changes: readonly ListingChange[]): ListingSnapshot | null {
  const last = changes.at(-1);
  return last === undefined ? null : { status: last.status, listPrice: last.listPrice };
}
