import type { SqlExecutor } from '@app/database';
import {
  ERROR_MESSAGES,
  type Listing,
  type ListingCriteria,
  type ListingFreshness,
  type ListingPin,
  type ListingSearchPage,
  type ListingStore,
} from '@app/domain';
import type { Database } from '../connection/database.ts';
import { translateDriverErrors } from '../connection/driver-errors.ts';
import { toIsoTimestampOrNull } from '../connection/sql-values.ts';
import { listingMediaFromRow, type ListingMediaRow } from './listing-media.mapper.ts';
import { listingPinsFromText } from './listing-pin.mapper.ts';
import { listingSummaryFromRow } from './listing-summary.mapper.ts';
import { listingFromRow } from './listing.mapper.ts';
import { LISTING_SELECT, listingFindSql } from './listing-find.sql.ts';
import { listingPinsSql, listingSearchSql } from './listing-search.sql.ts';
import { removeListings, writeListings } from './listing-writer.ts';

/** Message of a failed listing write; the catalogue has none, and no screen shows it. */
export const LISTINGS_STORE_FAILED = 'Failed to store listings';

function fromRow(row: Record<string, unknown>): Listing {
  const media = (row.media as ListingMediaRow[] | null) ?? [];
  return listingFromRow(row, media.map(listingMediaFromRow));
}

/** The local copy of the listing data in the listings and listing_media tables. */
export class PostgresListingStore implements ListingStore {
  constructor(private readonly db: Pick<Database, 'transaction'> & SqlExecutor) {}

  find(criteria: ListingCriteria): Promise<Listing[]> {
    return translateDriverErrors(ERROR_MESSAGES.propertiesFetchFailed, async () => {
      const { sql, params } = listingFindSql(criteria);
      const { rows } = await this.db.query<Record<string, unknown>>(sql, params);
      return rows.map(fromRow);
    });
  }

  search(criteria: ListingCriteria): Promise<ListingSearchPage> {
    return translateDriverErrors(ERROR_MESSAGES.propertiesFetchFailed, async () => {
      const { sql, params } = listingSearchSql(criteria);
      const { rows } = await this.db.query<Record<string, unknown>>(sql, params);
      const listings = rows.filter((row) => row.listing_key !== null).map(listingSummaryFromRow);
      return { listings, total: Number(rows[0]?.total ?? 0) };
    });
  }

  pins(criteria: ListingCriteria): Promise<ListingPin[]> {
    return translateDriverErrors(ERROR_MESSAGES.propertiesFetchFailed, async () => {
      const { sql, params } = listingPinsSql(criteria);
      const { rows } = await this.db.query<{ pins: string | null }>(sql, params);
      return listingPinsFromText(rows[0]?.pins ?? null);
    });
  }

  findById(listingId: string): Promise<Listing | null> {
    return translateDriverErrors(ERROR_MESSAGES.propertyFetchFailed, async () => {
      const { rows } = await this.db.query<Record<string, unknown>>(`${LISTING_SELECT} where listing.listing_id = $1`, [
        listingId,
      ]);
      return rows[0] === undefined ? null : fromRow(rows[0]);
    });
  }

  upsertMany(listings: readonly Listing[]): Promise<void> {
    if (listings.length === 0) return Promise.resolve();
    return translateDriverErrors(LISTINGS_STORE_FAILED, () => this.db.transaction((tx) => writeListings(tx, listings)));
  }

  listKeys(): Promise<string[]> {
    return translateDriverErrors(ERROR_MESSAGES.propertiesFetchFailed, async () => {
      const { rows } = await this.db.query<{ listing_key: string }>(
        'select listing_key from listings order by listing_key collate "C"',
      );
      return rows.map((row) => row.listing_key);
    });
  }

  removeMany(listingKeys: readonly string[]): Promise<number> {
    if (listingKeys.length === 0) return Promise.resolve(0);
    return translateDriverErrors(LISTINGS_STORE_FAILED, () =>
      this.db.transaction((tx) => removeListings(tx, listingKeys)),
    );
  }

  freshness(): Promise<ListingFreshness> {
    return translateDriverErrors(ERROR_MESSAGES.propertiesFetchFailed, async () => {
      const { rows } = await this.db.query<{ count: number; latest: unknown }>(
        'select count(*)::integer as count, max(modification_timestamp) as latest from listings',
      );
      return { count: Number(rows[0]?.count ?? 0), latestModification: toIsoTimestampOrNull(rows[0]?.latest) };
    });
  }
}
