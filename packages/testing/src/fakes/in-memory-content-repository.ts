import { randomUUID } from 'node:crypto';
import {
  contentNotFoundError,
  contentSlugTakenError,
  type Clock,
  type ContentCollection,
  type ContentEntity,
  type ContentFieldKind,
  type ContentFields,
  type ContentPage,
  type ContentPatch,
  type ContentQuery,
  type ContentRepository,
  ConflictError,
  type RestoredIdentity,
  StaleRecordError,
  textOf,
} from '@app/domain';
import { queryContentRecords } from './content-query-match.ts';
import { FixedClock } from './fixed-clock.ts';
import { PendingFailure } from './pending-failure.ts';

/** Construction options of {@link InMemoryContentRepository}. */
export interface InMemoryContentRepositoryOptions<T extends ContentEntity> {
  /** Stamps createdAt and updatedAt; a FixedClock when left out. */
  readonly clock?: Clock;
  /** Records stored from the start, kept as given. */
  readonly records?: readonly T[];
}

/** A stored value as every adapter answers it: timestamps in ISO form, nested values copied. */
function storedValue(kind: ContentFieldKind, value: unknown): unknown {
  if (kind === 'timestamp' && typeof value === 'string') return new Date(value).toISOString();
  return structuredClone(value);
}

/**
 * A ContentRepository of any collection kept in an array, for use-case and route tests and as
 * the reference of the content contract suite (filters and order: `content-query-match.ts`).
 */
export class InMemoryContentRepository<T extends ContentEntity> implements ContentRepository<T> {
  private readonly clock: Clock;
  private records: T[];
  private readonly failure = new PendingFailure();

  constructor(
    readonly collection: ContentCollection<T>,
    options: InMemoryContentRepositoryOptions<T> = {},
  ) {
    this.clock = options.clock ?? new FixedClock();
    this.records = (options.records ?? []).map((record) => structuredClone(record));
  }

  /** Makes the next call (of any method) reject with the given error, once. */
  failNextWith(error: unknown): void {
    this.failure.set(error);
  }

  /** Every stored record, in insertion order (copies). */
  all(): T[] {
    return structuredClone(this.records);
  }

  async list(query: ContentQuery<T>): Promise<ContentPage<T>> {
    this.failure.throwIfSet();
    return structuredClone(queryContentRecords(this.collection, this.records, query));
  }

  async findById(id: string): Promise<T | null> {
    this.failure.throwIfSet();
    const record = this.records.find((candidate) => candidate.id.toLowerCase() === id.toLowerCase());
    return record === undefined ? null : structuredClone(record);
  }

  async findBySlug(slug: string): Promise<T | null> {
    this.failure.throwIfSet();
    const record = this.records.find((candidate) => this.slugOf(candidate) === slug);
    return record === undefined ? null : structuredClone(record);
  }

  async create(fields: ContentFields<T>, restoring?: RestoredIdentity): Promise<T> {
    this.failure.throwIfSet();
    const stamp = this.timestamp();
    const id = restoring?.id ?? randomUUID();
    const version = restoring?.version ?? 1;
    const record = { ...this.pickFields(fields), id, createdAt: stamp, updatedAt: stamp, version } as unknown as T;
    if (this.records.some((other) => other.id.toLowerCase() === id.toLowerCase()))
      throw new ConflictError(`${this.collection.label} ${id} already exists`);
    this.assertSlugFree(record);
    this.records.push(record);
    return structuredClone(record);
  }

  async update(id: string, patch: ContentPatch<T>, expectedVersion?: number): Promise<T> {
    this.failure.throwIfSet();
    const index = this.records.findIndex((record) => record.id.toLowerCase() === id.toLowerCase());
    if (index === -1) throw contentNotFoundError(this.collection, id);
    const stored = this.records[index] as T;
    if (expectedVersion !== undefined && stored.version !== expectedVersion)
      throw new StaleRecordError(structuredClone(stored), this.collection.label);
    const changes = { ...this.pickFields(patch), updatedAt: this.timestamp(), version: stored.version + 1 };
    const updated: T = { ...stored, ...changes };
    this.assertSlugFree(updated);
    this.records[index] = updated;
    return structuredClone(updated);
  }

  async delete(id: string): Promise<void> {
    this.failure.throwIfSet();
    const index = this.records.findIndex((record) => record.id.toLowerCase() === id.toLowerCase());
    if (index === -1) throw contentNotFoundError(this.collection, id);
    this.records.splice(index, 1);
  }

  private slugOf(record: T): unknown {
    const field = this.collection.slugField;
    return field === null ? undefined : (record as unknown as Record<string, unknown>)[field];
  }

  private assertSlugFree(record: T): void {
    const slug = this.slugOf(record);
    if (slug === undefined) return;
    if (this.records.some((other) => other.id !== record.id && this.slugOf(other) === slug))
      throw contentSlugTakenError(this.collection, textOf(slug));
  }

  /** Only the collection's editable fields that are present: never undefined, an id or a timestamp. */
  private pickFields(fields: ContentPatch<T>): Record<string, unknown> {
    const given = fields as Record<string, unknown>;
    const specs: Record<string, { kind: ContentFieldKind }> = this.collection.fields;
    const picked: Record<string, unknown> = {};
    for (const [field, spec] of Object.entries(specs))
      if (given[field] !== undefined) picked[field] = storedValue(spec.kind, given[field]);
    return picked;
  }

  private timestamp(): string {
    return new Date(this.clock.now()).toISOString();
  }
}
