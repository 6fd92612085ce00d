import { ValidationError, type ValidationIssue } from '../errors/domain-error.ts';
import type { ContentEntity, ContentFields, ContentPatch } from './content-entity.ts';
import type { ContentCollection, ContentFieldName } from './content-collection.ts';
import { contentNotFoundError, contentSlugTakenError, StaleRecordError } from './content-errors.ts';
import { normalizeContentQuery, type ContentPage, type ContentQueryInput } from './content-query.ts';
import type { ContentRepository, RestoredIdentity } from './content-repository.port.ts';
import { validContentFields, type ContentRules } from './content-validation.ts';
import { withSanitizedBody, type RichTextSanitizer } from './rich-text-policy.ts';

/** Checks a record's links to other records (an agent chosen, a broker's page): the problems found. */
export type ContentReferenceCheck<T extends ContentEntity> = (fields: ContentFields<T>) => Promise<ValidationIssue[]>;

/** What one content collection's editor works with. */
export interface ContentEditorDeps<T extends ContentEntity> {
  readonly repository: ContentRepository<T>;
  readonly rules: ContentRules<T>;
  readonly sanitizer: RichTextSanitizer;
  readonly references?: ContentReferenceCheck<T>;
}

/** A record before and after a change. */
export interface ContentChange<T> {
  readonly before: T;
  readonly after: T;
}

/** The admin use cases of one content collection: every record, whatever its visibility. */
export interface ContentEditor<T extends ContentEntity> {
  readonly collection: ContentCollection<T>;
  /** A page of every record matching the query (no visibility filter), with the exact count. */
  list(input: ContentQueryInput<T>): Promise<ContentPage<T>>;
  /** The record; NotFoundError when unknown. */
  get(id: string): Promise<T>;
  /**
   * Sanitizes, validates and stores a new record (or one back from the Trash with its id and next version);
   * ValidationError naming each bad field.
   */
  create(fields: ContentFields<T>, restoring?: RestoredIdentity): Promise<T>;
  /**
   * Merges the patch over the stored record, then sanitizes, validates and stores the whole. With `baseVersion` (the
   * version the editing started from) the save is refused with StaleRecordError when another save came in between.
   */
  update(id: string, patch: ContentPatch<T>, baseVersion?: number): Promise<ContentChange<T>>;
  /** Deletes the record and answers it as it was; NotFoundError when unknown. */
  delete(id: string): Promise<T>;
}

/** The editable fields of a stored record (its id and timestamps left out). */
export function contentFieldsOf<T extends ContentEntity>(record: T): ContentFields<T> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, version: _version, ...fields } = record;
  return fields;
}

/**
 * The admin use cases of a content collection. Every write sanitizes the rich-text body first
 * (sanitize on write, ADR 0006), then applies the collection's rules on the whole record, checks
 * that the slug is free (a field issue rather than a late conflict) and that references lead to
 * existing records; only then does it store.
 */
export function createContentEditor<T extends ContentEntity>(deps: ContentEditorDeps<T>): ContentEditor<T> {
  const { repository, rules, sanitizer } = deps;
  const collection = repository.collection;

  const get = async (id: string): Promise<T> => {
    const record = await repository.findById(id);
    if (record === null) throw contentNotFoundError(collection, id);
    return record;
  };

  const slugIssues = async (fields: ContentFields<T>, id: string | null): Promise<ValidationIssue[]> => {
    const field = collection.slugField;
    if (field === null) return [];
    const slug = String(fields[field as keyof ContentFields<T>]);
    const holder = await repository.findBySlug(slug);
    return holder !== null && holder.id !== id
      ? [{ field, message: contentSlugTakenError(collection, slug).message }]
      : [];
  };

  const prepare = async (fields: ContentFields<T>, id: string | null): Promise<ContentFields<T>> => {
    const sanitized = withSanitizedBody(fields as { readonly body?: string }, sanitizer) as ContentFields<T>;
    const valid = validContentFields(rules, sanitized);
    const issues = [...(await slugIssues(valid, id)), ...((await deps.references?.(valid)) ?? [])];
    if (issues.length > 0) throw new ValidationError(issues);
    return valid;
  };

  return {
    collection,
    list: (input) => repository.list(normalizeContentQuery(collection, input)),
    get,
    create: async (fields, restoring) => repository.create(await prepare(fields, restoring?.id ?? null), restoring),
    async update(id, patch, baseVersion) {
      const before = await get(id);
      if (baseVersion !== undefined && before.version !== baseVersion)
        throw new StaleRecordError(before, collection.label);
      const merged = { ...contentFieldsOf(before), ...patch } as ContentFields<T>;
      const after = await repository.update(id, await prepare(merged, id), baseVersion);
      return { before, after };
    },
    async delete(id) {
      const before = await get(id);
      await repository.delete(id);
      return before;
    },
  };
}

/** The field names of a collection that hold a value a list can be ordered by. */
export function sortableContentFields<T extends ContentEntity>(
  collection: ContentCollection<T>,
): ContentFieldName<T>[] {
  const sortable = new Set(['text', 'integer', 'number', 'boolean', 'date', 'timestamp']);
  return (Object.keys(collection.fields) as ContentFieldName<T>[]).filter((name) =>
    sortable.has(collection.fields[name].kind),
  );
}
