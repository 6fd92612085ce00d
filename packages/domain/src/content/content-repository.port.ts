import type { ContentEntity, ContentFields, ContentPatch } from './content-entity.ts';
import type { ContentCollection } from './content-collection.ts';
import type { ContentPage, ContentQuery } from './content-query.ts';

/** The id and version a record restored from the Trash comes back with. */
export interface RestoredIdentity {
  readonly id: string;
  readonly version: number;
}

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
  /**
   * Inserts one record (timestamps generated; id generated and version 1 unless `restoring` gives them, as when a
   * record comes back from the Trash); ConflictError when the slug (or the id) is taken.
   */
  create(fields: ContentFields<T>, restoring?: RestoredIdentity): Promise<T>;
  /**
   * Changes the given fields and updatedAt and adds one to the version; NotFoundError when unknown, ConflictError when
   * the slug is taken. With `expectedVersion`, a compare-and-set in one step: when the stored version is another,
   * nothing changes and StaleRecordError carries the stored record.
   */
  update(id: string, patch: ContentPatch<T>, expectedVersion?: number): Promise<T>;
  /** Deletes a record; NotFoundError when unknown. */
  delete(id: string): Promise<void>;
}
