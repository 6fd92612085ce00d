import type { SupabaseClient } from '@supabase/supabase-js';
import { contentColumnName } from '@app/database';
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
  type NotFoundError,
  type RestoredIdentity,
  StaleRecordError,
  textOf,
} from '@app/domain';
import {
  RANGE_NOT_SATISFIABLE_CODE,
  hasCode,
  toDomainError,
  withDomainErrors,
  type PostgrestFailure,
} from '../postgrest-errors.ts';
import type { SupabaseDataClient } from '../supabase-data-client.ts';
import { applyContentFilters, canMatch } from './content-filters.ts';
import { contentFromRow, contentRowWrite, type ContentRow } from './content-row.mapper.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNIQUE_VIOLATION = '23505';

/**
 * The records of one content collection through the Supabase data API (PostgREST), generic over
 * the collection descriptor. What the calls may see and do is decided by the client's token and
 * row-level security (migration 0011): the anon key reads public records only, an editor's or
 * admin's token reads and writes everything. Refusals become DataUnavailableError.
 */
export class SupabaseContentRepository<T extends ContentEntity> implements ContentRepository<T> {
  private readonly client: SupabaseClient;

  constructor(
    client: SupabaseDataClient,
    readonly collection: ContentCollection<T>,
  ) {
    // The content tables are not in the footer adapter's generated types: rows are read generically.
    this.client = client;
  }

  list(query: ContentQuery<T>): Promise<ContentPage<T>> {
    const message = contentFailureMessage(this.collection, 'read');
    return withDomainErrors(message, async () => {
      if (!canMatch(this, query)) return { items: [], total: 0 };
      const from = (query.page - 1) * query.perPage;
      let request = this.matching(query, false);
      for (const { field, direction } of query.orderBy)
        request = request.order(contentColumnName(field), { ascending: direction === 'asc', nullsFirst: false });
      const { data, error, count } = await request
        .order('id', { ascending: true })
        .range(from, from + query.perPage - 1);
      if (error && hasCode(error, RANGE_NOT_SATISFIABLE_CODE)) return { items: [], total: await this.count(query) };
      if (error) throw toDomainError(error, message);
      return {
        items: (data as ContentRow[]).map((row) => contentFromRow(this.collection, row)),
        total: count ?? (await this.count(query)),
      };
    });
  }

  findById(id: string): Promise<T | null> {
    return UUID_PATTERN.test(id) ? this.findOne('id', id) : Promise.resolve(null);
  }

  findBySlug(slug: string): Promise<T | null> {
    const field = this.collection.slugField;
    return field === null ? Promise.resolve(null) : this.findOne(contentColumnName(field), slug);
  }

  create(fields: ContentFields<T>, restoring?: RestoredIdentity): Promise<T> {
    const message = contentFailureMessage(this.collection, 'save');
    return withDomainErrors(message, async () => {
      const row = { ...contentRowWrite(this.collection, fields), ...restoring };
      const { data, error } = await this.table().insert(row).select().single();
      if (error) throw this.writeError(error, fields, message);
      return contentFromRow(this.collection, data as ContentRow);
    });
  }

  update(id: string, patch: ContentPatch<T>, expectedVersion?: number): Promise<T> {
    const message = contentFailureMessage(this.collection, 'save');
    return withDomainErrors(message, async () => {
      if (!UUID_PATTERN.test(id)) throw contentNotFoundError(this.collection, id);
      // The table's trigger stamps updated_at with the database's clock; sending it also makes an empty patch a valid
      // update. With an expected version, one compare-and-set statement (the version trigger of migration 0039 adds
      // one).
      const changes = { ...contentRowWrite(this.collection, patch), updated_at: new Date().toISOString() };
      let request = this.table().update(changes).eq('id', id);
      if (expectedVersion !== undefined) request = request.eq('version', expectedVersion);
      const { data, error } = await request.select().maybeSingle();
      if (error) throw this.writeError(error, patch, message, contentNotFoundError(this.collection, id));
      if (data !== null) return contentFromRow(this.collection, data as ContentRow);
      const current = expectedVersion === undefined ? null : await this.findById(id);
      if (current === null) throw contentNotFoundError(this.collection, id);
      throw new StaleRecordError(current, this.collection.label);
    });
  }

  delete(id: string): Promise<void> {
    const message = contentFailureMessage(this.collection, 'delete');
    return withDomainErrors(message, async () => {
      if (!UUID_PATTERN.test(id)) throw contentNotFoundError(this.collection, id);
      const { data, error } = await this.table().delete().eq('id', id).select('id');
      if (error) throw toDomainError(error, message);
      if (data.length === 0) throw contentNotFoundError(this.collection, id);
    });
  }

  private table() {
    return this.client.from(this.collection.name);
  }

  private findOne(column: string, value: string): Promise<T | null> {
    const message = contentFailureMessage(this.collection, 'read');
    return withDomainErrors(message, async () => {
      const { data, error } = await this.table().select('*').eq(column, value).maybeSingle();
      if (error) throw toDomainError(error, message);
      return data === null ? null : contentFromRow(this.collection, data as ContentRow);
    });
  }

  /** The exact number of records the query's filters keep. */
  private async count(query: ContentQuery<T>): Promise<number> {
    const { count, error } = await this.matching(query, true);
    if (error || count === null) throw toDomainError(error ?? {}, contentFailureMessage(this.collection, 'read'));
    return count;
  }

  /** A counted select of the records the query's filters keep. */
  private matching(query: ContentQuery<T>, head: boolean) {
    return applyContentFilters(this.table().select('*', { count: 'exact', head }), this, query);
  }

  /** A unique violation (the slug) is a ConflictError; anything else as toDomainError says. */
  private writeError(error: PostgrestFailure, fields: ContentPatch<T>, message: string, noRow?: NotFoundError): Error {
    if (!hasCode(error, UNIQUE_VIOLATION)) return toDomainError(error, message, noRow);
    const slugField = this.collection.slugField;
    return contentSlugTakenError(
      this.collection,
      slugField === null ? '' : textOf((fields as Record<string, unknown>)[slugField]),
    );
  }
}
