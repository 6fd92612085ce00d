export type { Logger } from './logger.ts';
export { TrestleListingSource, DEFAULT_TRESTLE_PAGING, type TrestlePaging } from './trestle-listing-source.ts';
export {
  createTrestleListingSource,
  DEFAULT_TRESTLE_BASE_URL,
  TRESTLE_MAX_TOP,
  type TrestleSourceOptions,
} from './create-trestle-listing-source.ts';
export { DEFAULT_QUERY_BUDGET, TrestleQuotaThrottle, type QueryBudget } from './http/quota-throttle.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './http/retrying-fetch.ts';
export { DEFAULT_BACKOFF, type BackoffPolicy } from './http/backoff.ts';
export { realSleep, type Sleep } from './http/sleep.ts';
export { toListing } from './mapping/property.mapper.ts';
export { toOpenHouse } from './mapping/open-house.mapper.ts';
export type { MappedRecord } from './mapping/mapped-record.ts';
export {
  DEFAULT_LOCAL_FIELD_TABLE,
  localFieldNames,
  parseLocalFieldTable,
  type LocalFieldTable,
  type MappedFact,
} from './mapping/local-field-table.ts';
export {
  NfhlFloodZoneSource,
  NFHL_FLOOD_ZONES_URL,
  nfhlQueryUrl,
  type NfhlOptions,
} from './fema/nfhl-flood-zone-source.ts';
