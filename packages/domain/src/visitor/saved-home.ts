import type { StandardStatus } from '../listing/listing.ts';

/** A home a visitor saved, with its price and status when saved (so changes since can be shown). */
export interface SavedHome {
  readonly visitorId: string;
  readonly listingId: string;
  readonly priceAtSave: number | null;
  readonly statusAtSave: StandardStatus;
  readonly savedAt: string;
}

/** The listing's state now, as far as a saved home cares; null when the listing is no longer published. */
export interface ListingNow {
  readonly price: number | null;
  readonly status: StandardStatus;
}

/** What changed of a saved home since it was saved. */
export interface ChangesSinceSaved {
  /** The price then and now, when both are known and differ. */
  readonly price: { readonly from: number; readonly to: number; readonly direction: 'down' | 'up' } | null;
  /** The status then and now, when they differ. */
  readonly status: { readonly from: StandardStatus; readonly to: StandardStatus } | null;
  /** The listing is no longer on the site (withdrawn upstream, removed). */
  readonly gone: boolean;
}

/** The changes of a saved home: the price and status now against those it was saved with. */
export function changesSinceSaved(saved: Pick<SavedHome, 'priceAtSave' | 'statusAtSave'>, now: ListingNow | null) {
  if (now === null) return { price: null, status: null, gone: true } satisfies ChangesSinceSaved;
  const from = saved.priceAtSave;
  const price =
    from !== null && now.price !== null && from !== now.price
      ? { from, to: now.price, direction: now.price < from ? ('down' as const) : ('up' as const) }
      : null;
  const status = saved.statusAtSave === now.status ? null : { from: saved.statusAtSave, to: now.status };
  return { price, status, gone: false } satisfies ChangesSinceSaved;
}

/** Whether anything changed since the home was saved. */
export function hasChangedSinceSaved(changes: ChangesSinceSaved): boolean {
  return changes.gone || changes.price !== null || changes.status !== null;
}
