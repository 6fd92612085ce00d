import type fc from 'fast-check';
import type { ContentCollection, ContentEntity, ContentFields, ContentQuery, ContentRepository } from '@app/domain';

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
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = record;
  return fields as ContentFields<T>;
}

/** The field names of a collection with a given kind. */
export function fieldsOfKind<T extends ContentEntity>(collection: ContentCollection<T>, ...kinds: string[]): string[] {
  const specs: Record<string, { kind: string }> = collection.fields;
  return Object.entries(specs)
    .filter(([, spec]) => kinds.includes(spec.kind))
    .map(([field]) => field);
}
