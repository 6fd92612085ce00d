import type { SqlExecutor } from '@app/database';
import type { MarketCity, MarketDataQuery, MarketDataSource, MarketRecord } from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';
import { marketRecordsFromText } from './market-record.mapper.ts';
import { MARKET_CITIES_SQL, marketRecordsSql } from './market-records.sql.ts';

/** Message of a failed market query; the market page shows it. */
export const MARKET_DATA_FETCH_FAILED =
  'Market figures are not available right now. Please try again in a few minutes.';

/** Market records read straight from the listings table: a few columns per listing in one text, no media. */
export class PostgresMarketDataSource implements MarketDataSource {
  constructor(private readonly db: SqlExecutor) {}

  records(query: MarketDataQuery): Promise<MarketRecord[]> {
    return translateDriverErrors(MARKET_DATA_FETCH_FAILED, async () => {
      const { sql, params } = marketRecordsSql(query);
      const { rows } = await this.db.query<{ records: string | null }>(sql, params);
      return marketRecordsFromText(rows[0]?.records ?? null);
    });
  }

  cities(): Promise<MarketCity[]> {
    return translateDriverErrors(MARKET_DATA_FETCH_FAILED, async () => {
      const { rows } = await this.db.query<{ name: string; listings: number }>(MARKET_CITIES_SQL);
      return rows.map((row) => ({ name: row.name, listings: Number(row.listings) }));
    });
  }
}
