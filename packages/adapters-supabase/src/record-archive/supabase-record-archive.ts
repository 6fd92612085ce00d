import type { SupabaseClient } from '@supabase/supabase-js';
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
import { RANGE_NOT_SATISFIABLE_CODE, hasCode, toDomainError, withDomainErrors } from '../postgrest-errors.ts';
import type { SupabaseDataClient } from '../supabase-data-client.ts';

/**
 * The history of content records and the Trash over the data API (`record_versions`, `content_trash`, migration
 * 0039). Row-level security lets site editors and administrators read and write; anonymous callers and users without
 * a site role get nothing. Make one per user's token.
 */
export class SupabaseRecordArchive implements RecordArchive {
  private readonly client: SupabaseClient;

  constructor(client: SupabaseDataClient) {
    this.client = client;
  }

  keepVersion(version: NewRecordVersion): Promise<void> {
    return withDomainErrors(RECORD_ARCHIVE_SAVE_FAILED, async () => {
      const row = {
        kind: version.kind,
        record_id: version.recordId,
        version: version.version,
        snapshot: version.snapshot,
        author_id: version.authorId,
        author_name: version.authorName,
      };
      const { error } = await this.client
        .from('record_versions')
        .upsert(row, { onConflict: 'kind,record_id,version', ignoreDuplicates: true });
      if (error) throw toDomainError(error, RECORD_ARCHIVE_SAVE_FAILED);
    });
  }

  versions(kind: string, recordId: string): Promise<RecordVersion[]> {
    if (!isUuid(recordId)) return Promise.resolve([]);
    return withDomainErrors(RECORD_ARCHIVE_UNAVAILABLE, async () => {
      const { data, error } = await this.client
        .from('record_versions')
        .select('*')
        .eq('kind', kind)
        .eq('record_id', recordId)
        .order('version', { ascending: false })
        .returns<RecordVersionRow[]>();
      if (error) throw toDomainError(error, RECORD_ARCHIVE_UNAVAILABLE);
      return data.map(recordVersionFromRow);
    });
  }

  moveToTrash(entry: NewTrashedRecord): Promise<TrashedRecord> {
    return withDomainErrors(RECORD_ARCHIVE_SAVE_FAILED, async () => {
      const row = {
        kind: entry.kind,
        record_id: entry.recordId,
        label: entry.label,
        snapshot: entry.snapshot,
        deleted_by_id: entry.deletedById,
        deleted_by_name: entry.deletedByName,
      };
      const { data, error } = await this.client.from('content_trash').insert(row).select('*').single<TrashRow>();
      if (error) throw toDomainError(error, RECORD_ARCHIVE_SAVE_FAILED);
      return trashedFromRow(data);
    });
  }

  trash(query: TrashQuery): Promise<TrashPage> {
    return withDomainErrors(RECORD_ARCHIVE_UNAVAILABLE, async () => {
      const from = (query.page - 1) * query.perPage;
      const { data, error, count } = await this.ofKind(query.kind, false)
        .order('deleted_at', { ascending: false })
        .order('id', { ascending: true })
        .range(from, from + query.perPage - 1)
        .returns<TrashRow[]>();
      if (error && hasCode(error, RANGE_NOT_SATISFIABLE_CODE))
        return { items: [], total: await this.count(query.kind) };
      if (error) throw toDomainError(error, RECORD_ARCHIVE_UNAVAILABLE);
      return { items: data.map(trashedFromRow), total: count ?? (await this.count(query.kind)) };
    });
  }

  findTrashed(id: string): Promise<TrashedRecord | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return withDomainErrors(RECORD_ARCHIVE_UNAVAILABLE, async () => {
      const { data, error } = await this.client.from('content_trash').select('*').eq('id', id).maybeSingle<TrashRow>();
      if (error) throw toDomainError(error, RECORD_ARCHIVE_UNAVAILABLE);
      return data === null ? null : trashedFromRow(data);
    });
  }

  removeFromTrash(id: string): Promise<boolean> {
    if (!isUuid(id)) return Promise.resolve(false);
    return withDomainErrors(RECORD_ARCHIVE_SAVE_FAILED, async () => {
      const { data, error } = await this.client.from('content_trash').delete().eq('id', id).select('id');
      if (error) throw toDomainError(error, RECORD_ARCHIVE_SAVE_FAILED);
      return data.length > 0;
    });
  }

  purgeTrash(deletedBefore: string): Promise<number> {
    return withDomainErrors(RECORD_ARCHIVE_SAVE_FAILED, async () => {
      const { data, error } = await this.client
        .from('content_trash')
        .delete()
        .lt('deleted_at', deletedBefore)
        .select('id');
      if (error) throw toDomainError(error, RECORD_ARCHIVE_SAVE_FAILED);
      return data.length;
    });
  }

  /** A counted select of the Trash, of one kind or all. */
  private ofKind(kind: string | undefined, head: boolean) {
    const request = this.client.from('content_trash').select('*', { count: 'exact', head });
    return kind === undefined ? request : request.eq('kind', kind);
  }

  private async count(kind: string | undefined): Promise<number> {
    const { count, error } = await this.ofKind(kind, true);
    if (error || count === null) throw toDomainError(error ?? {}, RECORD_ARCHIVE_UNAVAILABLE);
    return count;
  }
}
