import type { MarketDataQuery } from '@app/domain';

/** Separators of the fields of a record and of the records in the aggregated text. */
export const FIELD_SEPARATOR = '\x1f';
export const RECORD_SEPARATOR = '\x1e';

/**
 * The fields of a record in one text, empty for null. A driver turns one text into a string far
 * faster than 50,000 rows of ten columns into objects.
 */
const RECORD_TEXT = `concat_ws(E'\\x1f',
  city, standard_status,
  coalesce(to_char(listing_contract_date, 'YYYY-MM-DD'), ''),
  coalesce(to_char(purchase_contract_date, 'YYYY-MM-DD'), ''),
  coalesce(to_char(close_date, 'YYYY-MM-DD'), ''),
  to_char(modification_timestamp at time zone 'UTC', 'YYYY-MM-DD'),
  coalesce(list_price::text, ''), coalesce(original_list_price::text, ''), coalesce(close_price::text, ''), coalesce(living_area::text, ''))`;

/**
 * The market records of a query (see `isInMarketWindow`) aggregated into one text: least and
 * greatest skip missing days, so a listing counts by the days it has. The city condition matches
 * the `lower(city)` index.
 */
export function marketRecordsSql(query: MarketDataQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [query.from, query.to];
  const city = query.city === undefined ? '' : `and lower(city) = lower($${params.push(query.city)})`;
  const sql = `
select string_agg(${RECORD_TEXT}, E'\\x1e') as records
from listings
where trim(city) <> '' ${city}
  and least(listing_contract_date, purchase_contract_date, close_date) <= $2::date
  and (standard_status <> 'Closed' or close_date is null or greatest(listing_contract_date, purchase_contract_date, close_date) >= $1::date)`;
  return { sql, params };
}

/** Every non-blank City with its number of listings. */
export const MARKET_CITIES_SQL = `
select city as name, count(*)::integer as listings
from listings
where trim(city) <> ''
group by city`;
