import type { ImagePage, ImageQuery } from './image-query.ts';
import type { ImageRecord, NewImageRecord } from './image-record.ts';

/** Where the image library's records are kept (table images). */
export interface ImageRepository {
  /** A page of the images matching the query (search, order, ties by id) with the exact count. */
  list(query: ImageQuery): Promise<ImagePage>;
  /** The image with this id, or null (also for a malformed id). */
  findById(id: string): Promise<ImageRecord | null>;
  /** The images of these ids in one read (any order; unknown and malformed ids are left out, repeats count once). */
  findByIds(ids: readonly string[]): Promise<ImageRecord[]>;
  /** Stores a new image under its given id (timestamps generated) and returns it as stored. */
  create(image: NewImageRecord): Promise<ImageRecord>;
  /** Changes the alt text and updatedAt; NotFoundError when unknown. */
  updateAlt(id: string, alt: string): Promise<ImageRecord>;
  /** Deletes the record; NotFoundError when unknown. */
  delete(id: string): Promise<void>;
}
