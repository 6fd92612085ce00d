import type { SqlExecutor } from '@app/database';
import {
  contentFailureMessage,
  contentNotFoundError,
  contentSlugTakenError,
  type ContentCollection,
  type ContentEntity,
  type ContentFields,
  type ContentPage,
  type ContentPatch,
  type ContentQuery,
  type ContentRepository,
  type RestoredIdentity,
  StaleRecordError,
  textOf,
} from '@app/domain';
import { isUuid, translateDriverErrors } from '../connection/driver-errors.ts';
import { SqlParameters } from '../connection/sql-parameters.ts';
import { contentListSql } from './content-list.sql.ts';
import { contentFromRow, contentWrite, type ContentRow } from './content-row.mapper.ts';
import { ContentTable } from './content-table.ts';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/**
 * The records of one content collection in its table of any Postgres (PGlite, plain Postgres,
 * Supabase's). Generic over the collection descriptor: columns are the fields in snake case,
 * every value a parameter; writes go through `jsonb_populate_record`, so each value takes its
 * column's type (jsonb, text[], date, timestamptz) the same way on every driver.
 */
export class PostgresContentRepository<T extends ContentEntity> implements ContentRepository<T> {
  private readonly table: ContentTable<T>;

  constructor(
    private readonly db: SqlExecutor,
    readonly collection: ContentCollection<T>,
  ) {
    this.table = new ContentTable(collection);
  }

  list(query: ContentQuery<T>): Promise<ContentPage<T>> {
    return translateDriverErrors(contentFailureMessage(this.collection, 'read'), async () => {
      const params = new SqlParameters();
      const sql = contentListSql(this.table, query, params);
      const { rows } = await this.db.query<ContentRow & { total: number }>(sql, params.values);
      const items = rows.filter((row) => row.id !== null).map((row) => contentFromRow(this.table, row));
      return { items, total: Number(rows[0]?.total ?? 0) };
    });
  }

  findById(id: string): Promise<T | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.findOne('id', id);
  }

  findBySlug(slug: string): Promise<T | null> {
    const field = this.collection.slugField;
    return field === null ? Promise.resolve(null) : this.findOne(this.table.column(field).column, slug);
  }

  create(fields: ContentFields<T>, restoring?: RestoredIdentity): Promise<T> {
    return this.write(fields, async () => {
      const { columns, json } = contentWrite(this.table, fields, restoring);
      const names = columns.map((column) => column.column).join(', ');
      const { rows } = await this.db.query<ContentRow>(
        `insert into ${this.table.table} as record (${names})
         select ${names} from jsonb_populate_record(null::${this.table.table}, $1::text::jsonb)
         returning ${this.table.selectList('record')}`,
        [json],
      );
      return contentFromRow(this.table, rows[0] as ContentRow);
    });
  }

  update(id: string, patch: ContentPatch<T>, expectedVersion?: number): Promise<T> {
    return this.write(patch, async () => {
      if (!isUuid(id)) throw contentNotFoundError(this.collection, id);
      const { columns, json } = contentWrite(this.table, patch);
      const assignments = [...columns.map(({ column }) => `${column} = source.${column}`), 'updated_at = now()'];
      // Compare-and-set in one statement: the version trigger (migration 0039) adds one to the version.
      const { rows } = await this.db.query<ContentRow>(
        `update ${this.table.table} as record set ${assignments.join(', ')}
         from jsonb_populate_record(null::${this.table.table}, $2::text::jsonb) as source
         where record.id = $1 and ($3::integer is null or record.version = $3::integer)
         returning ${this.table.selectList('record')}`,
        [id, json, expectedVersion ?? null],
      );
      if (rows[0] !== undefined) return contentFromRow(this.table, rows[0]);
      const current = expectedVersion === undefined ? null : await this.findById(id);
      if (current === null) throw contentNotFoundError(this.collection, id);
      throw new StaleRecordError(current, this.collection.label);
    });
  }

  delete(id: string): Promise<void> {
    return translateDriverErrors(contentFailureMessage(this.collection, 'delete'), async () => {
      if (!isUuid(id)) throw contentNotFoundError(this.collection, id);
      const { rows } = await this.db.query(`delete from ${this.table.table} where id = $1 returning id`, [id]);
      if (rows.length === 0) throw contentNotFoundError(this.collection, id);
    });
  }

  private findOne(column: string, value: string): Promise<T | null> {
    return translateDriverErrors(contentFailureMessage(this.collection, 'read'), async () => {
      const { rows } = await this.db.query<ContentRow>(
        `select ${this.table.selectList('record')} from ${this.table.table} as record where record.${column} = $1`,
        [value],
      );
      return rows[0] === undefined ? null : contentFromRow(this.table, rows[0]);
    });
  }

  /** Runs a write; a unique violation (the slug) becomes a ConflictError. */
  private write<R>(fields: ContentPatch<T>, call: () => Promise<R>): Promise<R> {
    return translateDriverErrors(contentFailureMessage(this.collection, 'save'), async () => {
      try {
        return await call();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const slugField = this.collection.slugField;
        const slug = slugField === null ? '' : textOf((fields as Record<string, unknown>)[slugField]);
        throw contentSlugTakenError(this.collection, slug);
      }
    });
  }
}
