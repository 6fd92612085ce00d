import type { SqlExecutor } from '@app/database';
import {
  applyMarketBatch,
  demoListingGenerator,
  generateDemoOpenHouses,
  marketEntryOf,
  planMarketBatch,
  type DemoListingGenerator,
  type MarketEntry,
} from '@app/demo';
import type { Listing, ListingSource, OpenHouse, PageHandler, StandardStatus } from '@app/domain';
import type { Database } from '../connection/database.ts';

/** The sync_state row holding the instant the simulated market has been played up to. */
export const DEMO_MLS_CLOCK = 'demo-mls.clock';
/** The longest stretch of market a batch plays: after a long stop the market resumes, it does not replay days. */
export const DEMO_MLS_MAX_CATCH_UP_MS = 86_400_000;
const PAGE_SIZE = 500;

/** The sync_state row holding how many demo listings the database was seeded with (the market starts from them). */
export const DEMO_MLS_SEEDED = 'demo-mls.seeded';

/** Options of {@link PostgresDemoMls}. */
export interface DemoMlsOptions {
  /** Market days per real day; 1 is a realistic pace. */
  readonly speed: number;
  readonly seed?: number;
}

/** What a batch of the simulated market did. */
export interface DemoMarketBatch {
  /** Listing records the market changed or created. */
  readonly changed: number;
  /** True on the first call for this database: the market's clock starts then, nothing happens yet. */
  readonly started: boolean;
}

interface IndexEntry extends MarketEntry {
  readonly sequence: number;
  readonly listingId: string;
  readonly officeMlsId: string | null;
  /** Whether demo_mls_listings holds its record (otherwise it is the generated one). */
  readonly stored: boolean;
}

function sequenceOf(listingKey: string): number {
  return Number(listingKey.replace(/^SWFL0*/, ''));
}

function entryOf(listing: Listing, relisted: boolean, stored: boolean): IndexEntry {
  return {
    ...marketEntryOf(listing, relisted),
    sequence: sequenceOf(listing.ListingKey),
    listingId: listing.ListingId,
    officeMlsId: listing.ListOfficeMlsId,
    stored,
  };
}

async function pages<T>(items: readonly T[], onPage: PageHandler<T>): Promise<void> {
  for (let start = 0; start < items.length; start += PAGE_SIZE)
    await onPage({ items: items.slice(start, start + PAGE_SIZE), skipped: 0, skippedKeys: [] });
}

const UPSERT = `
insert into demo_mls_listings (listing_key, sequence, status, modified, relisted, listing)
select listing_key, sequence, status, modified, relisted, listing
from json_populate_recordset(null::demo_mls_listings, $1::json)
on conflict (listing_key) do update set
  status = excluded.status, modified = excluded.modified, listing = excluded.listing,
  relisted = demo_mls_listings.relisted or excluded.relisted`;

/**
 * The live demo feed's upstream: a simulated MLS that starts from the seeded demo listings and
 * changes at Southwest Florida's daily rates (`@app/demo`'s market), served as a `ListingSource`
 * so the real replication copies it into the listing store. Every record it changed or created is
 * kept in demo_mls_listings and the instant it has played up to in sync_state, so a restart
 * resumes the market instead of rewinding it. One process plays it (the scheduled-jobs lock).
 */
export class PostgresDemoMls implements ListingSource {
  private generator: DemoListingGenerator | null = null;
  private index: Map<string, IndexEntry> | null = null;
  private nextSequence = 0;

  constructor(
    private readonly db: Pick<Database, 'transaction'> & SqlExecutor,
    private readonly options: DemoMlsOptions,
  ) {}

  /** Plays the market from where it stopped (at most a day back) up to `nowMs`, in one transaction. */
  async advance(nowMs: number): Promise<DemoMarketBatch> {
    const index = await this.loadIndex();
    const { rows } = await this.db.query<{ value: string }>('select value from sync_state where name = $1', [
      DEMO_MLS_CLOCK,
    ]);
    const clock = rows[0] === undefined ? null : Date.parse(rows[0].value);
    if (clock === null || Number.isNaN(clock)) {
      await this.setClock(this.db, nowMs);
      return { changed: 0, started: true };
    }
    const fromMs = Math.max(clock, nowMs - DEMO_MLS_MAX_CATCH_UP_MS);
    if (nowMs <= fromMs) return { changed: 0, started: false };
    const events = planMarketBatch({
      entries: [...index.values()],
      fromMs,
      toMs: nowMs,
      seed: this.options.seed ?? 20_261_126,
      speed: this.options.speed,
    });
    const named = [...new Set(events.flatMap((event) => (event.listingKey === null ? [] : [event.listingKey])))];
    const current = new Map((await this.records(named)).map((listing) => [listing.ListingKey, listing]));
    const generator = this.generator as DemoListingGenerator;
    const applied = applyMarketBatch(events, current, (sequence) => generator.at(sequence - 1), this.nextSequence);
    const relisted = new Set(applied.relistedKeys);
    const written = [
      ...applied.listings,
      ...applied.relistedKeys
        .filter((key) => !applied.listings.some((listing) => listing.ListingKey === key))
        .map((key) => current.get(key) as Listing),
    ].map((listing) => ({
      listing_key: listing.ListingKey,
      sequence: sequenceOf(listing.ListingKey),
      status: listing.StandardStatus,
      modified: listing.ModificationTimestamp,
      relisted: relisted.has(listing.ListingKey),
      listing,
    }));
    await this.db.transaction(async (tx) => {
      if (written.length > 0) await tx.query(UPSERT, [JSON.stringify(written)]);
      await this.setClock(tx, nowMs);
    });
    for (const row of written)
      index.set(
        row.listing_key,
        entryOf(row.listing, row.relisted || (index.get(row.listing_key)?.relisted ?? false), true),
      );
    this.nextSequence = applied.nextSequence;
    return { changed: applied.listings.length, started: false };
  }

  async fetchModifiedSince(
    since: string | null,
    statuses: readonly StandardStatus[],
    onPage: PageHandler<Listing>,
  ): Promise<void> {
    if (since === null) {
      const keys = [...(await this.loadIndex()).values()]
        .filter((entry) => statuses.includes(entry.status))
        .sort((a, b) => a.modifiedMs - b.modifiedMs || (a.listingKey < b.listingKey ? -1 : 1))
        .map((entry) => entry.listingKey);
      for (let start = 0; start < keys.length; start += PAGE_SIZE)
        await pages(await this.records(keys.slice(start, start + PAGE_SIZE)), onPage);
      return;
    }
    const { rows } = await this.db.query<{ listing: Listing | string }>(
      `select listing from demo_mls_listings
       where modified > $1::timestamptz and status in (select json_array_elements_text($2::json))
       order by modified, listing_key collate "C"`,
      [since, JSON.stringify(statuses)],
    );
    await pages(
      rows.map((row) => parsed(row.listing)),
      onPage,
    );
  }

  async fetchKeys(statuses: readonly StandardStatus[]): Promise<string[]> {
    return [...(await this.loadIndex()).values()]
      .filter((entry) => statuses.includes(entry.status))
      .map((entry) => entry.listingKey);
  }

  async fetchByKeys(
    keys: readonly string[],
    statuses: readonly StandardStatus[],
    onPage: PageHandler<Listing>,
  ): Promise<void> {
    const found = (await this.records(keys)).filter((listing) => statuses.includes(listing.StandardStatus));
    await pages(found, onPage);
  }

  async fetchOpenHouses(endingAfter: string, onPage: PageHandler<OpenHouse>): Promise<void> {
    const listings = [...(await this.loadIndex()).values()].map((entry) => ({
      ListingKey: entry.listingKey,
      ListingId: entry.listingId,
      ListOfficeMlsId: entry.officeMlsId,
      StandardStatus: entry.status,
    }));
    await pages(generateDemoOpenHouses({ listings, now: new Date(endingAfter) }), onPage);
  }

  /** The current records of these keys (unknown keys left out): stored ones from the table, the rest generated. */
  private async records(keys: readonly string[]): Promise<Listing[]> {
    const index = await this.loadIndex();
    const known = keys.map((key) => index.get(key)).filter((entry) => entry !== undefined);
    const storedKeys = known.filter((entry) => entry.stored).map((entry) => entry.listingKey);
    const stored = new Map<string, Listing>();
    if (storedKeys.length > 0) {
      const { rows } = await this.db.query<{ listing: Listing | string }>(
        'select listing from demo_mls_listings where listing_key in (select json_array_elements_text($1::json))',
        [JSON.stringify(storedKeys)],
      );
      for (const row of rows) {
        const listing = parsed(row.listing);
        stored.set(listing.ListingKey, listing);
      }
    }
    const generator = this.generator as DemoListingGenerator;
    return known.map((entry) => stored.get(entry.listingKey) ?? generator.at(entry.sequence - 1));
  }

  /** The planner's view of the whole market: the generated listings, overlaid with the stored records. */
  private async loadIndex(): Promise<Map<string, IndexEntry>> {
    if (this.index !== null) return this.index;
    const count = await this.seededCount();
    const generator = demoListingGenerator({
      count,
      ...(this.options.seed === undefined ? {} : { seed: this.options.seed }),
    });
    this.generator = generator;
    const index = new Map<string, IndexEntry>();
    for (let position = 0; position < count; position += 1) {
      const listing = generator.at(position);
      index.set(listing.ListingKey, entryOf(listing, false, false));
    }
    const { rows } = await this.db.query<{
      listing_key: string;
      sequence: number;
      status: string;
      modified: Date | string;
      relisted: boolean;
      listing_id: string;
      office: string | null;
    }>(
      `select listing_key, sequence, status, modified, relisted, listing->>'ListingId' as listing_id,
              listing->>'ListOfficeMlsId' as office from demo_mls_listings`,
    );
    let last = count;
    for (const row of rows) {
      const sequence = Number(row.sequence);
      last = Math.max(last, sequence);
      index.set(row.listing_key, {
        listingKey: row.listing_key,
        status: row.status as StandardStatus,
        modifiedMs: new Date(row.modified).getTime(),
        relisted: row.relisted,
        sequence,
        listingId: row.listing_id,
        officeMlsId: row.office,
        stored: true,
      });
    }
    this.nextSequence = last + 1;
    this.index = index;
    return index;
  }

  /**
   * How many demo listings the database was seeded with, whatever SEED_LISTINGS says now: read once from the
   * listings themselves (the seeded keys run from SWFL00000001 up, the market's own keys sit in demo_mls_listings)
   * and kept in sync_state, so the market never disowns seeded listings.
   */
  private async seededCount(): Promise<number> {
    const { rows } = await this.db.query<{ value: string }>('select value from sync_state where name = $1', [
      DEMO_MLS_SEEDED,
    ]);
    if (rows[0] !== undefined) return Number(rows[0].value);
    const { rows: counted } = await this.db.query<{ seeded: number }>(
      `select coalesce(max(substring(listing_key from 5)::integer), 0)::integer as seeded from listings
       where listing_key ~ '^SWFL[0-9]{8}$' and listing_key not in (select listing_key from demo_mls_listings)`,
    );
    const seeded = Number(counted[0]?.seeded ?? 0);
    await this.db.query('insert into sync_state (name, value) values ($1, $2) on conflict (name) do nothing', [
      DEMO_MLS_SEEDED,
      String(seeded),
    ]);
    return seeded;
  }

  private async setClock(db: SqlExecutor, nowMs: number): Promise<void> {
    await db.query(
      `insert into sync_state (name, value) values ($1, $2)
       on conflict (name) do update set value = excluded.value, updated_at = now()`,
      [DEMO_MLS_CLOCK, new Date(nowMs).toISOString()],
    );
  }
}

/** A jsonb value as the driver returns it (node-postgres parses it, PGlite too; text is parsed here). */
function parsed(value: Listing | string): Listing {
  return typeof value === 'string' ? (JSON.parse(value) as Listing) : value;
}
