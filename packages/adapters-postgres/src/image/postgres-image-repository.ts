import type { SqlExecutor } from '@app/database';
import {
  ConflictError,
  NotFoundError,
  isUuid,
  type ImagePage,
  type ImageQuery,
  type ImageRecord,
  type ImageRepository,
  type NewImageRecord,
} from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';
import { containsPattern } from '../connection/sql-parameters.ts';
import { IMAGE_COLUMNS, imageFromRow, imageInsertParameters, type ImageRow } from './image-record.mapper.ts';
import { imageListSql } from './image-list.sql.ts';

export const IMAGES_UNAVAILABLE = 'The image library is unavailable';

const notFound = (id: string) => new NotFoundError(`Image not found: ${id}`);

/**
 * The ImageRepository on table images (migration 0017). Timestamps are kept to the millisecond,
 * as the domain compares them, so the newest-first order is the same on every adapter; a taken id
 * is a ConflictError, an unknown or malformed one a NotFoundError (never sent to the driver).
 */
export class PostgresImageRepository implements ImageRepository {
  constructor(private readonly db: SqlExecutor) {}

  list(query: ImageQuery): Promise<ImagePage> {
    return translateDriverErrors(IMAGES_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<ImageRow & { total: number }>(imageListSql(query), [
        containsPattern(query.search),
        query.perPage,
        (query.page - 1) * query.perPage,
      ]);
      return { items: rows.filter((row) => row.id !== null).map(imageFromRow), total: rows[0]?.total ?? 0 };
    });
  }

  findById(id: string): Promise<ImageRecord | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return translateDriverErrors(IMAGES_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<ImageRow>(`select ${IMAGE_COLUMNS} from images where id = $1`, [id]);
      return rows[0] === undefined ? null : imageFromRow(rows[0]);
    });
  }

  findByIds(ids: readonly string[]): Promise<ImageRecord[]> {
    const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (wanted.length === 0) return Promise.resolve([]);
    return translateDriverErrors(IMAGES_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<ImageRow>(`select ${IMAGE_COLUMNS} from images where id = any($1::uuid[])`, [
        wanted,
      ]);
      return rows.map(imageFromRow);
    });
  }

  create(image: NewImageRecord): Promise<ImageRecord> {
    return translateDriverErrors(IMAGES_UNAVAILABLE, async () => {
      try {
        const { rows } = await this.db.query<ImageRow>(
          `insert into images (id, file_name, alt, content_type, byte_size, width, height, original_key, variants, uploaded_by, created_at, updated_at)
           select $1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, stamp.at, stamp.at
           from (select date_trunc('milliseconds', clock_timestamp()) as at) as stamp
           returning ${IMAGE_COLUMNS}`,
          imageInsertParameters(image),
        );
        return imageFromRow(rows[0] as ImageRow);
      } catch (error) {
        if ((error as { code?: string }).code === '23505')
          throw new ConflictError(`An image with id ${image.id} already exists`);
        throw error;
      }
    });
  }

  updateAlt(id: string, alt: string): Promise<ImageRecord> {
    if (!isUuid(id)) return Promise.reject(notFound(id));
    return translateDriverErrors(IMAGES_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<ImageRow>(
        `update images set alt = $2 where id = $1 returning ${IMAGE_COLUMNS}`,
        [id, alt],
      );
      if (rows[0] === undefined) throw notFound(id);
      return imageFromRow(rows[0]);
    });
  }

  delete(id: string): Promise<void> {
    if (!isUuid(id)) return Promise.reject(notFound(id));
    return translateDriverErrors(IMAGES_UNAVAILABLE, async () => {
      const { rows } = await this.db.query<{ id: string }>('delete from images where id = $1 returning id', [id]);
      if (rows.length === 0) throw notFound(id);
    });
  }
}
