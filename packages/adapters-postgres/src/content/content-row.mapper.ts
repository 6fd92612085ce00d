import type { ContentEntity, ContentPatch, RestoredIdentity } from '@app/domain';
import {
  toBooleanOrNull,
  toIsoTimestamp,
  toIsoTimestampOrNull,
  toNumberOrNull,
  toTextOrNull,
} from '../connection/sql-values.ts';
import type { ContentColumn, ContentTable } from './content-table.ts';

/** A row as the drivers return it for ContentTable.selectList. */
export type ContentRow = Record<string, unknown>;

function valueFromRow(value: unknown, { kind }: ContentColumn): unknown {
  switch (kind) {
    case 'integer':
    case 'number':
      return toNumberOrNull(value);
    case 'boolean':
      return toBooleanOrNull(value);
    case 'timestamp':
      return toIsoTimestampOrNull(value);
    case 'json':
    case 'text[]':
      return value ?? null;
    default:
      return toTextOrNull(value);
  }
}

/** The domain record of a row: camelCase fields, numbers, ISO timestamps, `YYYY-MM-DD` dates. */
export function contentFromRow<T extends ContentEntity>(table: ContentTable<T>, row: ContentRow): T {
  const record: Record<string, unknown> = {
    id: String(row.id),
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
    version: Number(row.version),
  };
  for (const column of table.columns) record[column.field] = valueFromRow(row[column.name], column);
  return record as unknown as T;
}

/** The columns a record restored from the Trash sets besides its fields: its old id and its next version. */
const IDENTITY_COLUMNS: readonly ContentColumn[] = [
  { field: 'id', name: 'id', column: '"id"', kind: 'uuid' },
  { field: 'version', name: 'version', column: '"version"', kind: 'integer' },
];

/**
 * The columns a write sets and their values as one JSON object keyed by column name, for
 * `jsonb_populate_record`: only the collection's editable fields that are present (and, for a record back from the
 * Trash, its id and version).
 */
export function contentWrite<T extends ContentEntity>(
  table: ContentTable<T>,
  fields: ContentPatch<T>,
  restoring?: RestoredIdentity,
): { columns: ContentColumn[]; json: string } {
  const given: Record<string, unknown> = { ...fields, ...restoring };
  const columns = [...table.columns, ...(restoring === undefined ? [] : IDENTITY_COLUMNS)].filter(
    (column) => given[column.field] !== undefined,
  );
  const json = JSON.stringify(Object.fromEntries(columns.map((column) => [column.name, given[column.field]])));
  return { columns, json };
}
