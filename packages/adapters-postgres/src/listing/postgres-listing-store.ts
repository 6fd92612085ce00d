import type { SqlExecutor } from '@app/database';
import {
  boundsOfPolygon,
  ERROR_MESSAGES,
  LISTING_MONTHLY_COST_FIELDS,
  listingMonthlyCost,
  type GeoBounds,
  type GeoPoint,
  type Listing,
  type ListingCriteria,
  type ListingMonthlyCostFacts,
  type ListingFreshness,
  type ListingPin,
  type ListingSearchPage,
  type ListingSort,
  type ListingStore,
  type MonthlyCostSettings,
} from '@app/domain';
import type { Database } from '../connection/database.ts';
import { translateDriverErrors } from '../connection/driver-errors.ts';
import { containsPattern, SqlParameters } from '../connection/sql-parameters.ts';
import { toIsoTimestampOrNull } from '../connection/sql-values.ts';
import { listingPinsFromText } from './listing-pin.mapper.ts';
import {
  listingFieldsFromRow,
  listingFromRow,
  listingMediaAggregate,
  listingMediaFromRow,
  listingSelectList,
  listingSummaryFromRow,
  listingSummarySelectList,
  type ListingMediaRow,
} from './listing.mapper.ts';
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

  rewriteMonthlyCosts(settings: MonthlyCostSettings): Promise<void> {
    return translateDriverErrors(LISTINGS_STORE_FAILED, async () => {
      // The formula's facts only: reading whole listings with their photos made a save of the 10,000 demo listings take
      // 1.4 s (an e2e wait of 5 s ran out on a slow CI machine); these columns take 0.3 s.
      const { rows } = await this.db.query<Record<string, unknown>>(MONTHLY_COST_FACTS_SELECT);
      const facts = rows.map((row) => listingFieldsFromRow(row, MONTHLY_COST_FACT_FIELDS) as MonthlyCostFactsRow);
      await this.db.query(REWRITE_MONTHLY_COSTS, [
        facts.map((listing) => listing.ListingKey),
        facts.map((listing) => listingMonthlyCost(listing, settings)),
      ]);
    });
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

// The statements the store runs: the where clause of a criteria, the order of a sort, the page, and the three
// queries (whole listings, a page of cards with the count, the pins).

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
  // No index: a trigram index on every description slowed loading 50,000 listings past minutes (ADR 0029); the
  // other filters of a sentence narrow the rows first.
  for (const word of searchWords(criteria.remarks))
    conditions.push(`lower(listing.public_remarks) like lower(${p.add(containsPattern(word))})`);
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

/** The Florida filters (issue 15), on the columns of migration 0033 (fees and flood rule derived on write). */
function floridaConditions(criteria: ListingCriteria, p: SqlParameters): string[] {
  const conditions: string[] = [];
  if (criteria.gulfAccess === true) conditions.push('listing.gulf_access_yn');
  if (criteria.noBridges === true) conditions.push('listing.bridges_to_open_water_yn = false');
  if (criteria.minBridgeClearance !== undefined)
    conditions.push(
      `(listing.bridges_to_open_water_yn = false or listing.bridge_clearance >= ${p.add(criteria.minBridgeClearance)})`,
    );
  if (criteria.dock === true) conditions.push('listing.dock_yn');
  if (criteria.outsideFloodHazardArea === true) conditions.push('listing.flood_insurance_required = false');
  if (criteria.maxHoaMonthly !== undefined)
    conditions.push(`coalesce(listing.association_fees_monthly, 0) <= ${p.add(criteria.maxHoaMonthly)}`);
  if (criteria.seniorCommunity === true) conditions.push('listing.senior_community_yn');
  if (criteria.maxMonthlyCost !== undefined)
    conditions.push(`listing.estimated_monthly_cost <= ${p.add(criteria.maxMonthlyCost)}`);
  if (criteria.maxMinimumLeaseMonths !== undefined)
    conditions.push(`listing.minimum_lease_months <= ${p.add(criteria.maxMinimumLeaseMonths)}`);
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
  conditions.push(...floridaConditions(criteria, p));
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

/** The sort value of each order and its direction; ties go to listing_key in byte order. */
const SORT_KEYS: Readonly<Record<ListingSort, readonly [expression: string, direction: 'asc' | 'desc']>> = {
  newest: ['listing_contract_date', 'desc'],
  'price-desc': ['list_price', 'desc'],
  'price-asc': ['list_price', 'asc'],
  reduced: ['price_change_timestamp', 'desc'],
  largest: ['living_area', 'desc'],
  'monthly-cost-asc': ['estimated_monthly_cost', 'asc'],
  'recently-closed': ['close_date', 'desc'],
  'recently-updated': ['modification_timestamp', 'desc'],
};

/** The column a sort orders by. */
function sortColumn(sort: ListingSort | undefined): string {
  return SORT_KEYS[sort ?? 'newest'][0];
}

/**
 * The order by list of a sort over `table`: missing values last, then ListingKey ascending.
 * `valueColumn` names the sort value when a subquery has already selected it under another name.
 */
function listingOrderSql(sort: ListingSort | undefined, table: string, valueColumn: string = sortColumn(sort)): string {
  const [, direction] = SORT_KEYS[sort ?? 'newest'];
  return `${table}.${valueColumn} ${direction} nulls last, ${table}.listing_key collate "C" asc`;
}

/** The select of whole listings (scalar fields and media) from `listings as listing`. */
// One statement: every listing's new figure at once, so a search never sees half of them changed.
const REWRITE_MONTHLY_COSTS = `
update listings set estimated_monthly_cost = cost.value
from unnest($1::text[], $2::integer[]) as cost(listing_key, value)
where listings.listing_key = cost.listing_key and listings.estimated_monthly_cost is distinct from cost.value`;
const MONTHLY_COST_FACT_FIELDS = ['ListingKey', ...LISTING_MONTHLY_COST_FIELDS] as const;
type MonthlyCostFactsRow = ListingMonthlyCostFacts & Pick<Listing, 'ListingKey'>;
const MONTHLY_COST_FACTS_SELECT = `select ${listingSelectList('listing', MONTHLY_COST_FACT_FIELDS)} from listings as listing`;
const LISTING_SELECT = `select ${listingSelectList('listing')}, ${listingMediaAggregate('listing')} from listings as listing`;

/** The limit and offset of criteria as whole, non-negative numbers. */
function pageOf(criteria: Pick<ListingCriteria, 'limit' | 'offset'>): { limit: number; offset: number } {
  const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);
  return { limit: whole(criteria.limit), offset: whole(criteria.offset ?? 0) };
}

/** The statement and parameters of a query for whole listings. */
function listingFindSql(criteria: ListingCriteria): { sql: string; params: unknown[] } {
  const p = new SqlParameters();
  const where = listingWhereSql(criteria, p);
  const { limit, offset } = pageOf(criteria);
  const order = listingOrderSql(criteria.sort, 'listing');
  return {
    sql: `${LISTING_SELECT} ${where} order by ${order} limit ${p.add(limit)} offset ${p.add(offset)}`,
    params: p.values,
  };
}

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
