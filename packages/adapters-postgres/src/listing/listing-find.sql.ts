import type { ListingCriteria, ListingSort } from '@app/domain';
import { listingMediaAggregate } from './listing-media.mapper.ts';
import { listingSelectList } from './listing.mapper.ts';

const ORDER_BY: Readonly<Record<ListingSort, string>> = {
  newest: 'listing.listing_contract_date desc nulls last, listing.listing_key asc',
  'price-desc': 'listing.list_price desc nulls last, listing.listing_key asc',
  'price-asc': 'listing.list_price asc nulls last, listing.listing_key asc',
};

/** The select of whole listings (scalar fields and media) from `listings as listing`. */
export const LISTING_SELECT = `select ${listingSelectList('listing')}, ${listingMediaAggregate('listing')} from listings as listing`;

/** The statement and parameters of a listing query. */
export function listingFindSql(criteria: ListingCriteria): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const parameter = (value: unknown) => `$${params.push(value)}`;
  if (criteria.listOfficeMlsId !== undefined) conditions.push(`listing.list_office_mls_id = ${parameter(criteria.listOfficeMlsId)}`);
  if (criteria.subdivision !== undefined) conditions.push(`lower(listing.subdivision_name) = lower(${parameter(criteria.subdivision)})`);
  if (criteria.statuses !== undefined) {
    const statuses = criteria.statuses.map((status) => parameter(status));
    conditions.push(statuses.length === 0 ? 'false' : `listing.standard_status in (${statuses.join(', ')})`);
  }
  const where = conditions.length === 0 ? '' : `where ${conditions.join(' and ')}`;
  const limit = parameter(Math.max(0, Math.floor(criteria.limit)));
  const offset = parameter(Math.max(0, Math.floor(criteria.offset ?? 0)));
  return { sql: `${LISTING_SELECT} ${where} order by ${ORDER_BY[criteria.sort ?? 'newest']} limit ${limit} offset ${offset}`, params };
}
