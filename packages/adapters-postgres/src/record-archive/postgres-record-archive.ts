import type { SqlExecutor } from '@app/database';
import { recordVersionFromRow, trashedFromRow, type RecordVersionRow, type TrashRow } from '@app/database';
import {
  isUuid,
  RECORD_ARCHIVE_SAVE_FAILED,
  RECORD_ARCHIVE_UNAVAILABLE,
  type NewRecordVersion,
  type NewTrashedRecord,
  type RecordArchive,
  type RecordVersion,
  type TrashPage,
  type TrashQuery,
  type TrashedRecord,
} from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';

/** The history of content records and the Trash in `record_versions` and `content_trash` (migration 0039). */
export class PostgresRecordArchive implements RecordArchive {
  constructor(private readonly db: SqlExecutor) {}

  keepVersion(version: NewRecordVersion): Promise<void> {
    return translateDriverErrors(RECORD_ARCHIVE_SAVE_FAILED, async () => {
      await this.db.query(
        `insert into record_versions (kind, record_id, version, snapshot, author_id, author_name)
         values ($1, $2, $3, $4::text::jsonb, $5, $6) on conflict do nothing`,
        [
          version.kind,
          version.recordId,
          version.version,
          JSON.stringify(version.snapshot),
          version.authorId,
          version.authorName,
        ],
      );
    });
  }

  versions(kind: string, recordId: string): Promise<RecordVersion[]> {
    if (!isUuid(recordId)) return Promise.resolve([]);
    return translateDriverErrors(RECORD_ARCHIVE_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<RecordVersionRow>(
        'select * from record_versions where kind = $1 and record_id = $2 order by version desc',
        [kind, recordId],
      );
      return rows.map(recordVersionFromRow);
    });
  }

  moveToTrash(entry: NewTrashedRecord): Promise<TrashedRecord> {
    return translateDriverErrors(RECORD_ARCHIVE_SAVE_FAILED, async () => {
      const { rows } = await this.db.query<TrashRow>(
        `insert into content_trash (kind, record_id, label, snapshot, deleted_by_id, deleted_by_name)
         values ($1, $2, $3, $4::text::jsonb, $5, $6) returning *`,
        [
          entry.kind,
          entry.recordId,
          entry.label,
          JSON.stringify(entry.snapshot),
          entry.deletedById,
          entry.deletedByName,
        ],
      );
      return trashedFromRow(rows[0] as TrashRow);
    });
  }

  trash(query: TrashQuery): Promise<TrashPage> {
    return translateDriverErrors(RECORD_ARCHIVE_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<TrashRow & { total: number | string }>(
        `select *, count(*) over () as total from content_trash
         where $1::text is null or kind = $1 order by deleted_at desc, id limit $2 offset $3`,
        [query.kind ?? null, query.perPage, (query.page - 1) * query.perPage],
      );
      const total =
        rows[0] !== undefined
          ? Number(rows[0].total)
          : Number(
              (
                await this.db.query<{ total: number | string }>(
                  'select count(*) as total from content_trash where $1::text is null or kind = $1',
                  [query.kind ?? null],
                )
              ).rows[0]?.total ?? 0,
            );
      return { items: rows.map(trashedFromRow), total };
    });
  }

  findTrashed(id: string): Promise<TrashedRecord | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return translateDriverErrors(RECORD_ARCHIVE_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<TrashRow>('select * from content_trash where id = $1', [id]);
      return rows[0] === undefined ? null : trashedFromRow(rows[0]);
    });
  }

  removeFromTrash(id: string): Promise<boolean> {
    if (!isUuid(id)) return Promise.resolve(false);
    return translateDriverErrors(RECORD_ARCHIVE_SAVE_FAILED, async () => {
      const { rows } = await this.db.query('delete from content_trash where id = $1 returning id', [id]);
      return rows.length > 0;
    });
  }

  purgeTrash(deletedBefore: string): Promise<number> {
    return translateDriverErrors(RECORD_ARCHIVE_SAVE_FAILED, async () => {
      const { rows } = await this.db.query('delete from content_trash where deleted_at < $1 returning id', [
        deletedBefore,
      ]);
      return rows.length;
    });
  }
}
