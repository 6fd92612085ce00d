import type {
  ListingChange,
  ListingChangePage,
  ListingHistoryStore,
  ListingSnapshot,
  ListingSyncLog,
  RecordedListingChange,
} from '@app/domain';

/** A `ListingHistoryStore` in memory, the reference the adapters' contract suite is held to. */
export class InMemoryListingHistory implements ListingHistoryStore {
  private readonly rows: RecordedListingChange[] = [];

  async latestOf(listingKeys: readonly string[]): Promise<Map<string, ListingSnapshot>> {
    const wanted = new Set(listingKeys);
    const latest = new Map<string, ListingSnapshot>();
    for (const row of this.rows)
      if (wanted.has(row.listingKey)) latest.set(row.listingKey, { status: row.status, listPrice: row.listPrice });
    return latest;
  }

  async listingKeysOf(propertyKeys: readonly string[]): Promise<Map<string, string[]>> {
    const wanted = new Set(propertyKeys);
    const keys = new Map<string, string[]>();
    for (const row of this.rows) {
      if (!wanted.has(row.propertyKey)) continue;
      const held = keys.get(row.propertyKey) ?? [];
      if (!held.includes(row.listingKey)) keys.set(row.propertyKey, [...held, row.listingKey]);
    }
    for (const [property, held] of keys) keys.set(property, [...held].sort());
    return keys;
  }

  async append(changes: readonly ListingChange[]): Promise<void> {
    for (const change of changes) this.rows.push({ ...change, cursor: String(this.rows.length + 1) });
  }

  async forProperty(propertyKey: string): Promise<ListingChange[]> {
    return this.rows
      .filter((row) => row.propertyKey === propertyKey)
      .map((row, index) => ({ row, index }))
      .sort((a, b) => (a.row.at < b.row.at ? -1 : a.row.at > b.row.at ? 1 : a.index - b.index))
      .map(({ row: { cursor: _cursor, ...change } }) => change);
  }

  async changesSince(cursor: string | null, limit: number): Promise<ListingChangePage> {
    const from = cursor === null ? 0 : Number(cursor);
    const changes = this.rows.slice(from, from + limit);
    return { changes, cursor: changes.at(-1)?.cursor ?? cursor };
  }
}

/** A `ListingSyncLog` in memory. */
export class InMemoryListingSyncLog implements ListingSyncLog {
  constructor(private last: string | null = null) {}

  async lastSyncAt(): Promise<string | null> {
    return this.last;
  }

  async recordSync(at: string): Promise<void> {
    this.last = at;
  }
}
