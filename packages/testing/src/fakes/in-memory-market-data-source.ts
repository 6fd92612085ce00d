import {
  isInMarketWindow,
  marketRecordOf,
  type MarketCity,
  type MarketDataQuery,
  type MarketDataSource,
  type MarketRecord,
} from '@app/domain';
import type { InMemoryListingStore } from './in-memory-listing-store.ts';

/** A MarketDataSource reading the listings of an InMemoryListingStore; the reference of the contract suite. */
export class InMemoryMarketDataSource implements MarketDataSource {
  constructor(private readonly store: InMemoryListingStore) {}

  async records(query: MarketDataQuery): Promise<MarketRecord[]> {
    const city = query.city?.toLowerCase();
    return (await this.allRecords()).filter(
      (record) => (city === undefined || record.city.toLowerCase() === city) && isInMarketWindow(record, query),
    );
  }

  async cities(): Promise<MarketCity[]> {
    const counts = new Map<string, number>();
    for (const record of await this.allRecords()) counts.set(record.city, (counts.get(record.city) ?? 0) + 1);
    return [...counts].map(([name, listings]) => ({ name, listings }));
  }

  private async allRecords(): Promise<MarketRecord[]> {
    const keys = await this.store.listKeys();
    return keys.flatMap((key) => {
      const listing = this.store.listing(key);
      const record = listing === undefined ? null : marketRecordOf(listing);
      return record === null ? [] : [record];
    });
  }
}
