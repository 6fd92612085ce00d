import type { SupabaseClient } from '@supabase/supabase-js';
import {
  ConflictError,
  NotFoundError,
  isUuid,
  type ImageMimeType,
  type ImagePage,
  type ImageQuery,
  type ImageRecord,
  type ImageRepository,
  type ImageSort,
  type NewImageRecord,
} from '@app/domain';
import { quotedValue } from '../content/content-filters.ts';
import { RANGE_NOT_SATISFIABLE_CODE, hasCode, toDomainError, withDomainErrors } from '../postgrest-errors.ts';
import type { SupabaseDataClient } from '../supabase-data-client.ts';
import { containsFilter } from '../text-search.ts';

const TABLE = 'images';
export const IMAGES_READ_FAILED = 'The image library could not be read';
export const IMAGES_WRITE_FAILED = 'The image library could not be changed';

const SORT_COLUMNS: Record<ImageSort, string> = {
  createdAt: 'created_at',
  fileName: 'file_name',
  alt: 'alt',
  byteSize: 'byte_size',
};

interface ImageRow {
  id: string;
  file_name: string;
  alt: string;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  original_key: string;
  variants: ImageRecord['variants'];
  uploaded_by: string;
  created_at: string;
  updated_at: string;
}

const iso = (value: string) => new Date(value).toISOString();

function toImage(row: ImageRow): ImageRecord {
  return {
    id: row.id,
    fileName: row.file_name,
    alt: row.alt,
    contentType: row.content_type as ImageMimeType,
    byteSize: row.byte_size,
    width: row.width,
    height: row.height,
    originalKey: row.original_key,
    variants: row.variants.map(({ width, height, key, byteSize }) => ({ width, height, key, byteSize })),
    uploadedBy: row.uploaded_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const notFound = (id: string) => new NotFoundError(`Image not found: ${id}`);

/**
 * The ImageRepository on table images through the Supabase data API (PostgREST). Row-level
 * security (migration 0017) lets only editors and administrators read or write. Timestamps are
 * written to the millisecond by this adapter, as the domain orders them; search is one `or` of
 * literal case-insensitive contains on file name and alt text; a taken id is a ConflictError.
 */
export class SupabaseImageRepository implements ImageRepository {
  private readonly client: SupabaseClient;

  constructor(client: SupabaseDataClient) {
    // Table images is not in the footer adapter's generated types: rows are read generically.
    this.client = client;
  }

  list(query: ImageQuery): Promise<ImagePage> {
    return withDomainErrors(IMAGES_READ_FAILED, async () => {
      const from = (query.page - 1) * query.perPage;
      const { data, error, count } = await this.matching(query, false)
        .order(SORT_COLUMNS[query.sort], { ascending: query.direction === 'asc' })
        .order('id', { ascending: true })
        .range(from, from + query.perPage - 1);
      if (error && hasCode(error, RANGE_NOT_SATISFIABLE_CODE)) return { items: [], total: await this.count(query) };
      if (error) throw toDomainError(error, IMAGES_READ_FAILED);
      return { items: (data as ImageRow[]).map(toImage), total: count ?? (await this.count(query)) };
    });
  }

  findById(id: string): Promise<ImageRecord | null> {
    return withDomainErrors(IMAGES_READ_FAILED, async () => {
      if (!isUuid(id)) return null;
      const { data, error } = await this.client.from(TABLE).select('*').eq('id', id).maybeSingle();
      if (error) throw toDomainError(error, IMAGES_READ_FAILED);
      return data === null ? null : toImage(data as ImageRow);
    });
  }

  findByIds(ids: readonly string[]): Promise<ImageRecord[]> {
    return withDomainErrors(IMAGES_READ_FAILED, async () => {
      const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
      const found: ImageRecord[] = [];
      // A hundred ids a request keeps the PostgREST address short (`id=in.(…)`).
      for (let start = 0; start < wanted.length; start += 100) {
        const { data, error } = await this.client
          .from(TABLE)
          .select('*')
          .in('id', wanted.slice(start, start + 100));
        if (error) throw toDomainError(error, IMAGES_READ_FAILED);
        found.push(...(data as ImageRow[]).map(toImage));
      }
      return found;
    });
  }

  create(image: NewImageRecord): Promise<ImageRecord> {
    return withDomainErrors(IMAGES_WRITE_FAILED, async () => {
      const now = new Date().toISOString();
      const row = {
        id: image.id,
        file_name: image.fileName,
        alt: image.alt,
        content_type: image.contentType,
        byte_size: image.byteSize,
        width: image.width,
        height: image.height,
        original_key: image.originalKey,
        variants: image.variants,
        uploaded_by: image.uploadedBy,
        created_at: now,
        updated_at: now,
      };
      const { data, error } = await this.client.from(TABLE).insert(row).select().single();
      if (error && hasCode(error, '23505')) throw new ConflictError(`An image with id ${image.id} already exists`);
      if (error) throw toDomainError(error, IMAGES_WRITE_FAILED);
      return toImage(data as ImageRow);
    });
  }

  updateAlt(id: string, alt: string): Promise<ImageRecord> {
    return withDomainErrors(IMAGES_WRITE_FAILED, async () => {
      if (!isUuid(id)) throw notFound(id);
      const { data, error } = await this.client.from(TABLE).update({ alt }).eq('id', id).select().single();
      if (error) throw toDomainError(error, IMAGES_WRITE_FAILED, notFound(id));
      return toImage(data as ImageRow);
    });
  }

  delete(id: string): Promise<void> {
    return withDomainErrors(IMAGES_WRITE_FAILED, async () => {
      if (!isUuid(id)) throw notFound(id);
      const { data, error } = await this.client.from(TABLE).delete().eq('id', id).select('id');
      if (error) throw toDomainError(error, IMAGES_WRITE_FAILED);
      if (data.length === 0) throw notFound(id);
    });
  }

  private async count(query: ImageQuery): Promise<number> {
    const { count, error } = await this.matching(query, true);
    if (error || count === null) throw toDomainError(error ?? {}, IMAGES_READ_FAILED);
    return count;
  }

  private matching(query: ImageQuery, head: boolean) {
    const request = this.client.from(TABLE).select('*', { count: 'exact', head });
    if (query.search === '') return request;
    const { operator, pattern } = containsFilter(query.search);
    return request.or(['file_name', 'alt'].map((column) => `${column}.${operator}.${quotedValue(pattern)}`).join(','));
  }
}
