import type { SqlExecutor } from '@app/database';
import { CLOSED_SALE_FIELDS, type ClosedSale, type ClosedSaleQuery, type ClosedSales } from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';
import { listingFieldsFromRow } from '../listing/listing.mapper.ts';
import { closedSalesSql } from './closed-sales.sql.ts';

/** Message of a failed comparable-sales query; the home value page shows it. */
export const CLOSED_SALES_FETCH_FAILED = 'Recent sales are not available right now. Please try again in a few minutes.';

/** Closed sales read straight from the listings table (no media). */
export class PostgresClosedSales implements ClosedSales {
  constructor(private readonly db: SqlExecutor) {}

  closedSales(query: ClosedSaleQuery): Promise<ClosedSale[]> {
    return translateDriverErrors(CLOSED_SALES_FETCH_FAILED, async () => {
      const { sql, params } = closedSalesSql(query);
      const { rows } = await this.db.query<Record<string, unknown>>(sql, params);
      return rows.map((row) => listingFieldsFromRow(row, CLOSED_SALE_FIELDS) as ClosedSale);
    });
  }
}
