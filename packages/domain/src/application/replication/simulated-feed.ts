import type { ListingHistoryStore } from '../../listing/history/listing-history.port.ts';
import { recordListingChanges } from '../../listing/history/record-listing-changes.ts';
import type { ListingSource } from '../../listing/listing-source.port.ts';
import { PUBLIC_STATUSES } from '../../listing/listing.ts';
import type { ReplicationReport } from './replication-report.ts';
import {
  createListingReplication,
  type ListingReplication,
  type ListingReplicationDeps,
} from './listing-replication.ts';

/** A listing source that moves by itself when asked: the live demo feed's simulated MLS. */
export interface AdvancingListingSource extends ListingSource {
  /** Plays the upstream forward to `nowMs`; answers how many records changed. */
  advance(nowMs: number): Promise<{ readonly changed: number }>;
}

/** What the simulated feed is built from: a replication over an advancing source, with a history store. */
export interface SimulatedFeedDeps extends ListingReplicationDeps {
  readonly source: AdvancingListingSource;
  readonly history: ListingHistoryStore;
}

/**
 * The live demo feed: each run plays the simulated MLS forward to now, then runs the real
 * replication against it. Before its first run on a database, it takes the seeded listings as
 * already replicated: their history is seeded from their own fields (while history is empty) and
 * the high-water mark is set to their newest modification, so the first run is incremental.
 */
export function createSimulatedFeed(deps: SimulatedFeedDeps): ListingReplication {
  const replication = createListingReplication(deps);
  const statuses = deps.statuses ?? PUBLIC_STATUSES;

  async function adoptSeededListings(): Promise<void> {
    if ((await deps.history.changesSince(null, 1)).changes.length === 0) {
      const startedAt = deps.clock.now();
      let listings = 0;
      let changes = 0;
      await deps.source.fetchModifiedSince(null, statuses, async (page) => {
        listings += page.items.length;
        changes += (await recordListingChanges(deps.history, page.items)).length;
      });
      deps.logger.info('Listing history seeded from the listings', {
        listings,
        changes,
        durationMs: deps.clock.now() - startedAt,
      });
    }
    if ((await deps.state.get()) === null) {
      const { latestModification } = await deps.store.freshness();
      if (latestModification !== null) await deps.state.set(latestModification);
    }
  }

  let adopted = false;
  let running: Promise<ReplicationReport> | null = null;
  async function run(): Promise<ReplicationReport> {
    if (!adopted) {
      await adoptSeededListings();
      adopted = true;
    }
    await deps.source.advance(deps.clock.now());
    return replication.runOnce();
  }
  return {
    runOnce() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
