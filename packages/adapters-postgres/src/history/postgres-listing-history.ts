import type { SqlExecutor } from '@app/database';
import type {
  ListingChange,
  ListingChangeKind,
  ListingChangePage,
  ListingHistoryStore,
  ListingSnapshot,
  ListingSyncLog,
  RecordedListingChange,
  StandardStatus,
} from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';
import { toIsoTimestamp, toNumberOrNull } from '../connection/sql-values.ts';

/** Message of a failed history read. */
export const LISTING_HISTORY_FETCH_FAILED = 'Failed to fetch the listing history';
/** Message of a failed history write; no screen shows it. */
export const LISTING_HISTORY_STORE_FAILED = 'Failed to store the listing history';

const COLUMNS = 'id, property_key, listing_key, listing_id, kind, at, status, list_price, price, previous_price';

const LATEST = `
select distinct on (listing_key) listing_key, status, list_price from listing_history
where listing_key in (select json_array_elements_text($1::json))
order by listing_key, id desc`;

const KEYS_OF = `
select property_key, listing_key from listing_history
where property_key in (select json_array_elements_text($1::json))
group by property_key, listing_key
order by property_key, listing_key collate "C"`;

const APPEND = `
insert into listing_history (property_key, listing_key, listing_id, kind, at, status, list_price, price, previous_price)
select property_key, listing_key, listing_id, kind, at, status, list_price, price, previous_price
from json_populate_recordset(null::listing_history, $1::json) with ordinality as change (
  id, property_key, listing_key, listing_id, kind, at, status, list_price, price, previous_price, position)
order by position`;

function changeFromRow(row: Record<string, unknown>): RecordedListingChange {
  return {
    cursor: String(row.id),
    propertyKey: String(row.property_key),
    listingKey: String(row.listing_key),
    listingId: String(row.listing_id),
    kind: String(row.kind) as ListingChangeKind,
    at: toIsoTimestamp(row.at),
    status: String(row.status) as StandardStatus,
    listPrice: toNumberOrNull(row.list_price),
    price: toNumberOrNull(row.price),
    previousPrice: toNumberOrNull(row.previous_price),
  };
}

function withoutCursor({ cursor: _cursor, ...change }: RecordedListingChange): ListingChange {
  return change;
}

/** The listing history in the listing_history table (migration 0023). */
export class PostgresListingHistory implements ListingHistoryStore {
  constructor(private readonly db: SqlExecutor) {}

  latestOf(listingKeys: readonly string[]): Promise<Map<string, ListingSnapshot>> {
    return translateDriverErrors(LISTING_HISTORY_FETCH_FAILED, async () => {
      if (listingKeys.length === 0) return new Map<string, ListingSnapshot>();
      const { rows } = await this.db.query<Record<string, unknown>>(LATEST, [JSON.stringify(listingKeys)]);
      return new Map(
        rows.map((row) => [
          String(row.listing_key),
          { status: String(row.status) as StandardStatus, listPrice: toNumberOrNull(row.list_price) },
        ]),
      );
    });
  }

  listingKeysOf(propertyKeys: readonly string[]): Promise<Map<string, string[]>> {
    return translateDriverErrors(LISTING_HISTORY_FETCH_FAILED, async () => {
      const keys = new Map<string, string[]>();
      if (propertyKeys.length === 0) return keys;
      const { rows } = await this.db.query<{ property_key: string; listing_key: string }>(KEYS_OF, [
        JSON.stringify(propertyKeys),
      ]);
      for (const row of rows) keys.set(row.property_key, [...(keys.get(row.property_key) ?? []), row.listing_key]);
      return keys;
    });
  }

  append(changes: readonly ListingChange[]): Promise<void> {
    return translateDriverErrors(LISTING_HISTORY_STORE_FAILED, async () => {
      if (changes.length === 0) return;
      const rows = changes.map((change) => ({
        property_key: change.propertyKey,
        listing_key: change.listingKey,
        listing_id: change.listingId,
        kind: change.kind,
        at: change.at,
        status: change.status,
        list_price: change.listPrice,
        price: change.price,
        previous_price: change.previousPrice,
      }));
      await this.db.query(APPEND, [JSON.stringify(rows)]);
    });
  }

  forProperty(propertyKey: string): Promise<ListingChange[]> {
    return translateDriverErrors(LISTING_HISTORY_FETCH_FAILED, async () => {
      const { rows } = await this.db.query<Record<string, unknown>>(
        `select ${COLUMNS} from listing_history where property_key = $1 order by at, id`,
        [propertyKey],
      );
      return rows.map((row) => withoutCursor(changeFromRow(row)));
    });
  }

  changesSince(cursor: string | null, limit: number): Promise<ListingChangePage> {
    return translateDriverErrors(LISTING_HISTORY_FETCH_FAILED, async () => {
      const after = cursor === null || !/^\d{1,18}$/.test(cursor) ? '0' : cursor;
      const { rows } = await this.db.query<Record<string, unknown>>(
        `select ${COLUMNS} from listing_history where id > $1::bigint order by id limit $2`,
        [after, Math.max(0, Math.floor(limit))],
      );
      const changes = rows.map(changeFromRow);
      return { changes, cursor: changes.at(-1)?.cursor ?? cursor };
    });
  }
}

/** The sync_state row holding the end of the last successful listing sync. */
export const LISTING_SYNC_STATE_NAME = 'listings.last-sync';

/** The last successful listing sync, kept in sync_state (the Trestle replication and the demo feed share it). */
export class PostgresListingSyncLog implements ListingSyncLog {
  constructor(private readonly db: SqlExecutor) {}

  lastSyncAt(): Promise<string | null> {
    return translateDriverErrors(LISTING_HISTORY_FETCH_FAILED, async () => {
      const { rows } = await this.db.query<{ value: string }>('select value from sync_state where name = $1', [
        LISTING_SYNC_STATE_NAME,
      ]);
      return rows[0]?.value ?? null;
    });
  }

  recordSync(at: string): Promise<void> {
    return translateDriverErrors(LISTING_HISTORY_STORE_FAILED, async () => {
      await this.db.query(
        `insert into sync_state (name, value) values ($1, $2)
         on conflict (name) do update set value = excluded.value, updated_at = now()`,
        [LISTING_SYNC_STATE_NAME, at],
      );
    });
  }
}
