import type fc from 'fast-check';
import type {
  ContentCollection,
  ContentEntity,
  ContentFieldName,
  ContentFields,
  ContentQuery,
  ContentRepository,
} from '@app/domain';

/** A collection under contract: its descriptor, any valid fields, and one valid example. */
export interface ContentContractSubject<T extends ContentEntity> {
  readonly collection: ContentCollection<T>;
  readonly fields: fc.Arbitrary<ContentFields<T>>;
  /** Valid fields (uuid fields null), any of them replaced. */
  example(overrides?: Partial<ContentFields<T>>): ContentFields<T>;
}

/** What the parts of the content contract share: the subject, the repository under test and helpers. */
export interface ContentContractContext<T extends ContentEntity> {
  readonly subject: ContentContractSubject<T>;
  repository(): ContentRepository<T>;
  reset(): Promise<void>;
  /** Creates the records one after the other and returns them as stored. */
  createAll(all: readonly ContentFields<T>[]): Promise<T[]>;
  /** The n-th example: the example with a slug of its own (collections with a slug), fields replaced. */
  variant(n: number, overrides?: Record<string, unknown>): ContentFields<T>;
  /** Every record on one page, in the default order. */
  everything(): ContentQuery<T>;
}

/** A well-formed id no stored record has. */
export const UNKNOWN_CONTENT_ID = '00000000-0000-4000-8000-000000000000';

/** The editable fields of a stored record (id and timestamps left out). */
export function fieldsOf<T extends ContentEntity>(record: T): ContentFields<T> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, version: _version, ...fields } = record;
  return fields;
}

/** The field names of a collection with a given kind. */
export function fieldsOfKind<T extends ContentEntity>(
  collection: ContentCollection<T>,
  ...kinds: string[]
): ContentFieldName<T>[] {
  // Object.keys is typed string[] (an object may hold more keys than its type says); the collection's fields are
  // exactly its field names.
  const names = Object.keys(collection.fields) as ContentFieldName<T>[];
  return names.filter((field) => kinds.includes(collection.fields[field].kind));
}

/** An object with one property, typed by its key (a computed key `{ [key]: value }` widens to any string). */
export function only<K extends string, V>(key: K, value: V): Partial<Record<K, V>> {
  const record: Partial<Record<K, V>> = {};
  record[key] = value;
  return record;
}
