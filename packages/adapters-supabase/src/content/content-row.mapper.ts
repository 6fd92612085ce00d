import { textOf } from '@app/domain';
import { contentColumnName } from '@app/database';
import type { ContentCollection, ContentEntity, ContentFieldKind, ContentPatch } from '@app/domain';

/** A row as PostgREST returns it: column names, JSON values (timestamps as Postgres writes them). */
export type ContentRow = Record<string, unknown>;

function fieldKinds<T extends ContentEntity>(collection: ContentCollection<T>): [string, ContentFieldKind][] {
  const specs: Record<string, { kind: ContentFieldKind }> = collection.fields;
  return Object.entries(specs).map(([field, spec]) => [field, spec.kind]);
}

const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(textOf(value)).toISOString();

/** The domain record of a row: camelCase fields, timestamps as UTC ISO strings (`...Z`), as every adapter gives them.
 * */
export function contentFromRow<T extends ContentEntity>(collection: ContentCollection<T>, row: ContentRow): T {
  const record: Record<string, unknown> = {
    id: row.id,
    createdAt: isoOrNull(row.created_at),
    updatedAt: isoOrNull(row.updated_at),
    version: Number(row.version),
  };
  for (const [field, kind] of fieldKinds(collection)) {
    const value = row[contentColumnName(field)] ?? null;
    record[field] = kind === 'timestamp' ? isoOrNull(value) : value;
  }
  return record as unknown as T;
}

/** The columns to write for the given fields: only the collection's fields that are present. */
export function contentRowWrite<T extends ContentEntity>(
  collection: ContentCollection<T>,
  fields: ContentPatch<T>,
): ContentRow {
  const given = fields as Record<string, unknown>;
  const write: ContentRow = {};
  for (const [field] of fieldKinds(collection))
    if (given[field] !== undefined) write[contentColumnName(field)] = given[field];
  return write;
}
