export type { SqlExecutor } from './sql-executor.ts';
export { bundledMigrations, migrationChecksum, type Migration } from './migrations.ts';
export { migrate, MigrationChecksumError } from './migrate.ts';
export { contentColumnName } from './rows/content-columns.ts';
export {
  SEO_SETTINGS_COLUMNS,
  seoSettingsFromRow,
  seoSettingsToRow,
  type SeoSettingsRow,
  type StoredSeoSettingsRow,
} from './rows/seo-settings.row.ts';
export {
  savedHomeFromRow,
  savedSearchFromRow,
  type SavedHomeRow,
  type SavedSearchRow,
} from './rows/saved-lists.row.ts';
export {
  recordVersionFromRow,
  trashedFromRow,
  type RecordVersionRow,
  type TrashRow,
} from './rows/record-archive.row.ts';
export { CO_BUYER_SHARE_COLUMNS, coBuyerShareFromRow, type CoBuyerShareRow } from './rows/co-buyer-share.row.ts';
