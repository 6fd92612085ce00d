import type { Listing } from '@app/domain';
import { applyMarketEvent, newMarketListing, relistedListing } from './apply-market-event.ts';
import type { MarketEntry, MarketEvent } from './plan-market-batch.ts';

/** What a batch changed: every listing record it wrote (changed, new and relisted ones), and the next free sequence. */
export interface AppliedMarketBatch {
  readonly listings: readonly Listing[];
  /** The keys of the listing periods a relist followed (each home is relisted once). */
  readonly relistedKeys: readonly string[];
  readonly nextSequence: number;
}

/**
 * Applies a batch's events in order: `current` holds the record of every listing an event names,
 * `drawHome(sequence)` draws the home a new listing offers. New listings and relists take the next
 * sequence numbers in event order, so the same batch always gives the same keys.
 */
export function applyMarketBatch(
  events: readonly MarketEvent[],
  current: ReadonlyMap<string, Listing>,
  drawHome: (sequence: number) => Listing,
  nextSequence: number,
): AppliedMarketBatch {
  const written = new Map<string, Listing>();
  const relistedKeys: string[] = [];
  let sequence = nextSequence;
  for (const event of events) {
    if (event.kind === 'newListing') {
      const listing = newMarketListing(drawHome(sequence), sequence, event);
      written.set(listing.ListingKey, listing);
      sequence += 1;
      continue;
    }
    const key = event.listingKey as string;
    const before = written.get(key) ?? current.get(key);
    if (before === undefined) throw new Error(`The simulated market has no listing ${key}`);
    if (event.kind === 'relist') {
      const listing = relistedListing(before, sequence, event);
      written.set(listing.ListingKey, listing);
      relistedKeys.push(key);
      sequence += 1;
      continue;
    }
    written.set(key, applyMarketEvent(before, event));
  }
  return { listings: [...written.values()], relistedKeys, nextSequence: sequence };
}

/** The planner's view of a listing. */
export function marketEntryOf(listing: Listing, relisted: boolean): MarketEntry {
  return {
    listingKey: listing.ListingKey,
    status: listing.StandardStatus,
    modifiedMs: Date.parse(listing.ModificationTimestamp),
    relisted,
  };
}
