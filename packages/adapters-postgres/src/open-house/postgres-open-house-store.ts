import type { SqlExecutor } from '@app/database';
import {
  FOR_SALE_STATUSES,
  type OpenHouse,
  type OpenHouseListing,
  type OpenHouseStore,
  type TimeWindow,
} from '@app/domain';
import type { Database } from '../connection/database.ts';
import { translateDriverErrors } from '../connection/driver-errors.ts';
import { listingSummaryFromRow, listingSummarySelectList } from '../listing/listing.mapper.ts';
import { openHouseFromRow, openHouseSelectList } from './open-house.mapper.ts';
import { removeOpenHouses, writeOpenHouses } from './open-house-writer.ts';

/** Message of a failed open-house read. */
export const OPEN_HOUSES_FETCH_FAILED = 'Failed to fetch open houses';
/** Message of a failed open-house write; no screen shows it. */
export const OPEN_HOUSES_STORE_FAILED = 'Failed to store open houses';

const ORDER = 'open_house.start_time asc, open_house.open_house_key collate "C" asc';

const IN_WINDOW = `
select ${openHouseSelectList('open_house')}, ${listingSummarySelectList('listing')}
from open_houses as open_house
join listings as listing on listing.listing_key = open_house.listing_key
where open_house.end_time > $1::timestamptz and open_house.start_time < $2::timestamptz
  and listing.standard_status in (${FOR_SALE_STATUSES.map((status) => `'${status}'`).join(', ')})
order by ${ORDER}
limit $3`;

const FOR_LISTING = `
select ${openHouseSelectList('open_house')} from open_houses as open_house
where open_house.listing_key = $1 and open_house.end_time > $2::timestamptz
order by ${ORDER}`;

/** The open houses in the open_houses table, each belonging to a stored listing. */
export class PostgresOpenHouseStore implements OpenHouseStore {
  constructor(private readonly db: Pick<Database, 'transaction'> & SqlExecutor) {}

  upsertMany(openHouses: readonly OpenHouse[]): Promise<void> {
    if (openHouses.length === 0) return Promise.resolve();
    return translateDriverErrors(OPEN_HOUSES_STORE_FAILED, () =>
      this.db.transaction((tx) => writeOpenHouses(tx, openHouses)),
    );
  }

  removeMany(openHouseKeys: readonly string[]): Promise<number> {
    if (openHouseKeys.length === 0) return Promise.resolve(0);
    return translateDriverErrors(OPEN_HOUSES_STORE_FAILED, () =>
      this.db.transaction((tx) => removeOpenHouses(tx, openHouseKeys)),
    );
  }

  listKeys(): Promise<string[]> {
    return translateDriverErrors(OPEN_HOUSES_FETCH_FAILED, async () => {
      const { rows } = await this.db.query<{ open_house_key: string }>(
        'select open_house_key from open_houses order by open_house_key collate "C"',
      );
      return rows.map((row) => row.open_house_key);
    });
  }

  inWindow(window: TimeWindow, limit: number): Promise<OpenHouseListing[]> {
    return translateDriverErrors(OPEN_HOUSES_FETCH_FAILED, async () => {
      const { rows } = await this.db.query<Record<string, unknown>>(IN_WINDOW, [
        window.from,
        window.to,
        Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0,
      ]);
      return rows.map((row) => ({ openHouse: openHouseFromRow(row), listing: listingSummaryFromRow(row) }));
    });
  }

  forListing(listingKey: string, after: string): Promise<OpenHouse[]> {
    return translateDriverErrors(OPEN_HOUSES_FETCH_FAILED, async () => {
      const { rows } = await this.db.query<Record<string, unknown>>(FOR_LISTING, [listingKey, after]);
      return rows.map(openHouseFromRow);
    });
  }
}
