import { boundsOfPolygon, type GeoBounds, type GeoPoint, type ListingCriteria } from '@app/domain';
import { containsPattern, type SqlParameters } from '../connection/sql-parameters.ts';

type RangeField =
  | 'minPrice'
  | 'maxPrice'
  | 'minBeds'
  | 'minBaths'
  | 'minLivingArea'
  | 'maxLivingArea'
  | 'minLotAcres'
  | 'maxLotAcres'
  | 'minYearBuilt'
  | 'maxYearBuilt';

/** Each numeric criterion: the column it bounds and whether it is a floor or a ceiling. */
const RANGES: Readonly<Record<RangeField, readonly [column: string, operator: '>=' | '<=']>> = {
  minPrice: ['list_price', '>='],
  maxPrice: ['list_price', '<='],
  minBeds: ['bedrooms_total', '>='],
  minBaths: ['total_baths', '>='],
  minLivingArea: ['living_area', '>='],
  maxLivingArea: ['living_area', '<='],
  minLotAcres: ['lot_size_acres', '>='],
  maxLotAcres: ['lot_size_acres', '<='],
  minYearBuilt: ['year_built', '>='],
  maxYearBuilt: ['year_built', '<='],
};

/** The words of a free-text search: split on whitespace, empty ones dropped. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '').split(/\s+/).filter((word) => word !== '');
}

function insideBounds(bounds: GeoBounds, p: SqlParameters): string[] {
  return [
    `listing.latitude between ${p.add(bounds.south)} and ${p.add(bounds.north)}`,
    `listing.longitude between ${p.add(bounds.west)} and ${p.add(bounds.east)}`,
  ];
}

function insidePolygon(polygon: readonly GeoPoint[], p: SqlParameters): string[] {
  if (polygon.length < 3) return ['false'];
  const corners = polygon.map((point) => `(${point.lng},${point.lat})`).join(',');
  // Wrapped so the planner estimates the share inside the polygon like any condition instead of 0.1%
  // (the geometric default), which would make it sort every listing of the box rather than walk an index.
  return [
    ...insideBounds(boundsOfPolygon(polygon), p),
    `coalesce(${p.add(`(${corners})`)}::polygon @> point(listing.longitude, listing.latitude), false)`,
  ];
}

function textConditions(criteria: ListingCriteria, p: SqlParameters): string[] {
  // search_text is lower-cased: LIKE with the lower-cased word answers what ILIKE would, much faster.
  const conditions = searchWords(criteria.text).map(
    (word) => `listing.search_text like lower(${p.add(containsPattern(word))})`,
  );
  if (criteria.city !== undefined) conditions.push(`lower(listing.city) = lower(${p.add(criteria.city)})`);
  if (criteria.subdivision !== undefined)
    conditions.push(`lower(listing.subdivision_name) = lower(${p.add(criteria.subdivision)})`);
  if (criteria.subdivisions !== undefined) {
    const names = criteria.subdivisions.map((name) => `lower(${p.add(name)})`);
    conditions.push(names.length === 0 ? 'false' : `lower(listing.subdivision_name) in (${names.join(', ')})`);
  }
  const exact = [
    ['postal_code', criteria.postalCode],
    ['list_office_mls_id', criteria.listOfficeMlsId],
    ['list_agent_mls_id', criteria.listAgentMlsId],
    ['property_type', criteria.propertyType],
    ['property_sub_type', criteria.propertySubType],
  ] as const;
  for (const [column, value] of exact) if (value !== undefined) conditions.push(`listing.${column} = ${p.add(value)}`);
  if (criteria.statuses !== undefined)
    conditions.push(
      criteria.statuses.length === 0
        ? 'false'
        : `listing.standard_status in (${criteria.statuses.map((status) => p.add(status)).join(', ')})`,
    );
  return conditions;
}

function factConditions(criteria: ListingCriteria, p: SqlParameters): string[] {
  const conditions: string[] = [];
  for (const [field, [column, operator]] of Object.entries(RANGES) as [RangeField, (typeof RANGES)[RangeField]][]) {
    const value = criteria[field];
    if (value !== undefined) conditions.push(`listing.${column} ${operator} ${p.add(value)}`);
  }
  if (criteria.waterfront === true) conditions.push('listing.waterfront_yn');
  if (criteria.pool === true) conditions.push('listing.pool_private_yn');
  if (criteria.priceReduced === true) conditions.push('listing.previous_list_price > listing.list_price');
  if (criteria.priceChanged === true)
    conditions.push('listing.previous_list_price is not null and listing.price_change_timestamp is not null');
  if (criteria.openHouseAfter !== undefined)
    conditions.push(
      `exists (select 1 from open_houses as open_house where open_house.listing_key = listing.listing_key and open_house.end_time > ${p.add(criteria.openHouseAfter)}::timestamptz)`,
    );
  if (criteria.bounds !== undefined) conditions.push(...insideBounds(criteria.bounds, p));
  if (criteria.polygon !== undefined) conditions.push(...insidePolygon(criteria.polygon, p));
  return conditions;
}

/**
 * The where clause (possibly empty) selecting the listings of `listings as listing` that meet
 * every criterion; parameters are appended to p. Paging and order are not part of it.
 */
export function listingWhereSql(criteria: ListingCriteria, p: SqlParameters): string {
  const conditions = [...textConditions(criteria, p), ...factConditions(criteria, p)];
  return conditions.length === 0 ? '' : `where ${conditions.join(' and ')}`;
}
