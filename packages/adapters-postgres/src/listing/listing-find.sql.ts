import type { ListingCriteria } from '@app/domain';
import { SqlParameters } from '../connection/sql-parameters.ts';
import { listingWhereSql } from './listing-criteria.sql.ts';
import { listingMediaAggregate } from './listing-media.mapper.ts';
import { listingOrderSql } from './listing-order.sql.ts';
import { listingSelectList } from './listing.mapper.ts';

/** The select of whole listings (scalar fields and media) from `listings as listing`. */
export const LISTING_SELECT = `select ${listingSelectList('listing')}, ${listingMediaAggregate('listing')} from listings as listing`;

/** The limit and offset of criteria as whole, non-negative numbers. */
export function pageOf(criteria: Pick<ListingCriteria, 'limit' | 'offset'>): { limit: number; offset: number } {
  const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);
  return { limit: whole(criteria.limit), offset: whole(criteria.offset ?? 0) };
}

/** The statement and parameters of a query for whole listings. */
export function listingFindSql(criteria: ListingCriteria): { sql: string; params: unknown[] } {
  const p = new SqlParameters();
  const where = listingWhereSql(criteria, p);
  const { limit, offset } = pageOf(criteria);
  const order = listingOrderSql(criteria.sort, 'listing');
  return {
    sql: `${LISTING_SELECT} ${where} order by ${order} limit ${p.add(limit)} offset ${p.add(offset)}`,
    params: p.values,
  };
}
