import type { ListingCriteria } from '@app/domain';
import { SqlParameters } from '../connection/sql-parameters.ts';
import { listingWhereSql } from './listing-criteria.sql.ts';
import { pageOf } from './listing-find.sql.ts';
import { listingOrderSql, sortColumn } from './listing-order.sql.ts';
import { listingSummarySelectList } from './listing-summary.mapper.ts';

/**
 * One statement answering a page of cards and the exact count of every match. The count and the
 * page are planned apart: the page first finds the keys of its listings (often from an index
 * alone, however deep the page), then reads those listings' cards. The count row is there even
 * when the page is past the end (its card columns are then null).
 */
export function listingSearchSql(criteria: ListingCriteria): { sql: string; params: unknown[] } {
  const p = new SqlParameters();
  const where = listingWhereSql(criteria, p);
  const { limit, offset } = pageOf(criteria);
  const keys = `
    select listing.listing_key, listing.${sortColumn(criteria.sort)} as sort_value
    from listings as listing ${where}
    order by ${listingOrderSql(criteria.sort, 'listing')}
    limit ${p.add(limit)} offset ${p.add(offset)}`;
  const sql = `
select (select count(*) from listings as listing ${where})::integer as total, page.*
from (select 1) as always left join (
  select ${listingSummarySelectList('listing')}, page_key.sort_value
  from (${keys}) as page_key join listings as listing on listing.listing_key = page_key.listing_key
) as page on true
order by ${listingOrderSql(criteria.sort, 'page', 'sort_value')}`;
  return { sql, params: p.values };
}

/** Separator of the fields of a pin and of the pins in the pins text (see listings.pin_text). */
export const PIN_SEPARATOR = '\x1f';

/**
 * The pins of every match with coordinates, in the asked order, as one text: each listing's
 * precomputed pin (key, id, latitude, longitude, price or '', status), all joined by the
 * separator. One value to decode instead of tens of thousands of rows, several times faster on
 * PGlite above all. The aggregate reads the ordered, limited subquery in its order.
 */
export function listingPinsSql(criteria: ListingCriteria): { sql: string; params: unknown[] } {
  const p = new SqlParameters();
  const where = listingWhereSql(criteria, p);
  const located = `${where === '' ? 'where' : `${where} and`} listing.latitude is not null and listing.longitude is not null`;
  const { limit, offset } = pageOf(criteria);
  const sql = `
select string_agg(pin.pin_text, E'\\x1f') as pins
from (
  select listing.pin_text from listings as listing ${located}
  order by ${listingOrderSql(criteria.sort, 'listing')}
  limit ${p.add(limit)} offset ${p.add(offset)}
) as pin`;
  return { sql, params: p.values };
}
