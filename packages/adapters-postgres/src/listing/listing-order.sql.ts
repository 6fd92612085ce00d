import type { ListingSort } from '@app/domain';

/** The sort value of each order and its direction; ties go to listing_key in byte order. */
const SORT_KEYS: Readonly<Record<ListingSort, readonly [expression: string, direction: 'asc' | 'desc']>> = {
  newest: ['listing_contract_date', 'desc'],
  'price-desc': ['list_price', 'desc'],
  'price-asc': ['list_price', 'asc'],
  reduced: ['price_change_timestamp', 'desc'],
  largest: ['living_area', 'desc'],
  'recently-closed': ['close_date', 'desc'],
  'recently-updated': ['modification_timestamp', 'desc'],
};

/** The column a sort orders by. */
export function sortColumn(sort: ListingSort | undefined): string {
  return SORT_KEYS[sort ?? 'newest'][0];
}

/**
 * The order by list of a sort over `table`: missing values last, then ListingKey ascending.
 * `valueColumn` names the sort value when a subquery has already selected it under another name.
 */
export function listingOrderSql(
  sort: ListingSort | undefined,
  table: string,
  valueColumn: string = sortColumn(sort),
): string {
  const [, direction] = SORT_KEYS[sort ?? 'newest'];
  return `${table}.${valueColumn} ${direction} nulls last, ${table}.listing_key collate "C" asc`;
}
