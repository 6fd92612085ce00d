import type { ListingStore } from '../../listing/listing-store.port.ts';
import type { OpenHouse, OpenHouseStore } from '../../open-house/open-house.ts';
import type { Clock } from '../../shared/clock.port.ts';
import type { ListingSource } from '../../listing/listing-source.port.ts';
import type { OpenHouseCounts } from './replication-report.ts';

/** What the open-house pass reads and writes. */
export interface OpenHouseSyncDeps {
  readonly source: ListingSource;
  readonly listings: ListingStore;
  readonly openHouses: OpenHouseStore;
  readonly clock: Clock;
}

/**
 * Replaces the stored open houses with the upstream's upcoming ones (ending after now) whose
 * listing the store holds; the rest (ended, canceled, gone, or of a listing not shown) are removed.
 */
export async function syncOpenHouses(deps: OpenHouseSyncDeps): Promise<OpenHouseCounts> {
  const upcoming: OpenHouse[] = [];
  let invalid = 0;
  await deps.source.fetchOpenHouses(new Date(deps.clock.now()).toISOString(), async (page) => {
    upcoming.push(...page.items);
    invalid += page.skipped;
  });
  const held = new Set(await deps.listings.listKeys());
  const kept = upcoming.filter((openHouse) => held.has(openHouse.ListingKey));
  if (kept.length > 0) await deps.openHouses.upsertMany(kept);
  const keep = new Set(kept.map((openHouse) => openHouse.OpenHouseKey));
  const stale = (await deps.openHouses.listKeys()).filter((key) => !keep.has(key));
  const removed = stale.length > 0 ? await deps.openHouses.removeMany(stale) : 0;
  return { fetched: upcoming.length, upserted: kept.length, skipped: invalid + upcoming.length - kept.length, removed };
}
