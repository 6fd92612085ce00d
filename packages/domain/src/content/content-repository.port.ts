import type { ContentEntity, ContentFields, ContentPatch } from './content-entity.ts';
import type { ContentCollection } from './content-collection.ts';
import type { ContentPage, ContentQuery } from './content-query.ts';

/**
 * Where the records of one content collection are kept. One port for every collection (agents,
 * communities, articles, banners, testimonials, sales results, site pages): the collection
 * descriptor tells the adapter the fields, the search fields, the slug and the visibility rule.
 */
export interface ContentRepository<T extends ContentEntity> {
  readonly collection: ContentCollection<T>;
  /** A page of the records matching the query, ties in the order broken by id, with the exact count. */
  list(query: ContentQuery<T>): Promise<ContentPage<T>>;
  /** The record with this id, or null. */
  findById(id: string): Promise<T | null>;
  /** The record with this slug, or null (always null for a collection without a slug). */
  findBySlug(slug: string): Promise<T | null>;
  /** Inserts one record (id and timestamps generated); ConflictError when the slug is taken. */
  create(fields: ContentFields<T>): Promise<T>;
  /** Changes the given fields and updatedAt; NotFoundError when unknown, ConflictError when the slug is taken. */
  update(id: string, patch: ContentPatch<T>): Promise<T>;
  /** Deletes a record; NotFoundError when unknown. */
  delete(id: string): Promise<void>;
}
