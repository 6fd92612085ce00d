import type { Listing, OpenHouse, StandardStatus } from '@app/domain';
import type { JsonReader } from './http/trestle-http-client.ts';
import type { ListingSource, PageHandler, SourcePage } from '@app/domain';
import type { Logger } from './logger.ts';
import type { MappedRecord } from './mapping/mapped-record.ts';
import { toOpenHouse } from './mapping/open-house.mapper.ts';
import { DEFAULT_LOCAL_FIELD_TABLE, localFieldNames, type LocalFieldTable } from './mapping/local-field-table.ts';
import { toListing } from './mapping/property.mapper.ts';
import { readAllPages } from './odata/odata-pages.ts';
import { listingChangesUrl, listingKeysUrl, listingsByKeyUrl, openHousesUrl } from './odata/trestle-queries.ts';
import { listingKeyRecordSchema } from './schema/odata-page.schema.ts';

/** Page sizes of the queries; Trestle answers at most 1,000 records, or 300,000 keys of a key-only query. */
export interface TrestlePaging {
  readonly pageSize: number;
  readonly keyPageSize: number;
  /** Keys per query when listings are fetched by key (they travel in the URL). */
  readonly keysPerQuery: number;
}

export const DEFAULT_TRESTLE_PAGING: TrestlePaging = { pageSize: 1_000, keyPageSize: 300_000, keysPerQuery: 50 };

/**
 * The `ListingSource` port on CoreLogic Trestle's RESO Web API: OData queries on the Property
 * and OpenHouse resources, every record validated and mapped; invalid records are logged and
 * skipped, never fatal.
 */
export class TrestleListingSource implements ListingSource {
  constructor(
    private readonly reader: JsonReader,
    private readonly baseUrl: string,
    private readonly logger: Logger,
    private readonly paging: TrestlePaging = DEFAULT_TRESTLE_PAGING,
    private readonly localFields: LocalFieldTable = DEFAULT_LOCAL_FIELD_TABLE,
  ) {}

  private readonly toListing = (raw: unknown) => toListing(raw, this.localFields);
  private get localFieldNames(): string[] {
    return localFieldNames(this.localFields);
  }

  fetchModifiedSince(
    since: string | null,
    statuses: readonly StandardStatus[],
    onPage: PageHandler<Listing>,
  ): Promise<void> {
    const { pageSize } = this.paging;
    return readAllPages(
      this.reader,
      listingChangesUrl(this.baseUrl, since, statuses, pageSize, this.localFieldNames),
      pageSize,
      (records) => onPage(this.mapPage(records, this.toListing, 'Property')),
    );
  }

  async fetchKeys(statuses: readonly StandardStatus[]): Promise<string[]> {
    const keys: string[] = [];
    const { keyPageSize } = this.paging;
    await readAllPages(
      this.reader,
      listingKeysUrl(this.baseUrl, statuses, keyPageSize),
      keyPageSize,
      async (records) => {
        for (const record of records) {
          const parsed = listingKeyRecordSchema.safeParse(record);
          if (parsed.success) keys.push(parsed.data.ListingKey);
          else this.logger.warn('Skipped a Trestle key record without a ListingKey', { record });
        }
      },
    );
    return keys;
  }

  async fetchByKeys(
    keys: readonly string[],
    statuses: readonly StandardStatus[],
    onPage: PageHandler<Listing>,
  ): Promise<void> {
    const { pageSize, keysPerQuery } = this.paging;
    for (let start = 0; start < keys.length; start += keysPerQuery) {
      const url = listingsByKeyUrl(
        this.baseUrl,
        keys.slice(start, start + keysPerQuery),
        statuses,
        pageSize,
        this.localFieldNames,
      );
      await readAllPages(this.reader, url, pageSize, (records) =>
        onPage(this.mapPage(records, this.toListing, 'Property')),
      );
    }
  }

  fetchOpenHouses(endingAfter: string, onPage: PageHandler<OpenHouse>): Promise<void> {
    const { pageSize } = this.paging;
    return readAllPages(this.reader, openHousesUrl(this.baseUrl, endingAfter, pageSize), pageSize, (records) =>
      onPage(this.mapPage(records, toOpenHouse, 'OpenHouse')),
    );
  }

  private mapPage<T>(
    records: readonly unknown[],
    map: (raw: unknown) => MappedRecord<T>,
    resource: string,
  ): SourcePage<T> {
    const items: T[] = [];
    const skippedKeys: string[] = [];
    let skipped = 0;
    for (const raw of records) {
      const mapped = map(raw);
      if (mapped.kind === 'ignored') continue;
      if (mapped.kind === 'invalid') {
        skipped++;
        if (mapped.key !== null) skippedKeys.push(mapped.key);
        this.logger.warn(`Skipped an invalid Trestle ${resource} record`, {
          key: mapped.key,
          problems: mapped.problems,
        });
        continue;
      }
      items.push(mapped.value);
      if (mapped.problems.length > 0)
        this.logger.warn(`Kept a Trestle ${resource} record without its invalid parts`, {
          key: mapped.key,
          problems: mapped.problems,
        });
    }
    return { items, skipped, skippedKeys };
  }
}
