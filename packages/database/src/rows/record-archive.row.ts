import type { RecordSnapshot, RecordVersion, TrashedRecord } from '@app/domain';

/** A row of `record_versions` (migration 0039) as read through pg, PGlite or PostgREST. */
export interface RecordVersionRow {
  readonly kind: string;
  readonly record_id: string;
  readonly version: number;
  readonly snapshot: RecordSnapshot | string;
  readonly author_id: string | null;
  readonly author_name: string;
  readonly saved_at: Date | string;
}

/** A row of `content_trash` (migration 0039). */
export interface TrashRow {
  readonly id: string;
  readonly kind: string;
  readonly record_id: string;
  readonly label: string;
  readonly snapshot: RecordSnapshot | string;
  readonly deleted_by_id: string | null;
  readonly deleted_by_name: string;
  readonly deleted_at: Date | string;
}

const json = (value: RecordSnapshot | string): RecordSnapshot =>
  typeof value === 'string' ? (JSON.parse(value) as RecordSnapshot) : value;

/** A `record_versions` row as the domain's RecordVersion (the Postgres and the data API adapters). */
export function recordVersionFromRow(row: RecordVersionRow): RecordVersion {
  return {
    kind: row.kind,
    recordId: row.record_id,
    version: Number(row.version),
    snapshot: json(row.snapshot),
    authorId: row.author_id,
    authorName: row.author_name,
    savedAt: new Date(row.saved_at).toISOString(),
  };
}

/** A `content_trash` row as the domain's TrashedRecord (the Postgres and the data API adapters). */
export function trashedFromRow(row: TrashRow): TrashedRecord {
  return {
    id: row.id,
    kind: row.kind,
    recordId: row.record_id,
    label: row.label,
    snapshot: json(row.snapshot),
    deletedById: row.deleted_by_id,
    deletedByName: row.deleted_by_name,
    deletedAt: new Date(row.deleted_at).toISOString(),
  };
}
