import type { ContentEntity } from '../../content/content-entity.ts';
import type { ContentEditor } from '../../content/content-editor.ts';
import { createContentEditors, type ContentEditors } from '../../content/content-editors.ts';
import type { ContentPage, ContentQueryInput } from '../../content/content-query.ts';
import type { ContentRepositories } from '../../content/public-content.ts';
import type { RichTextSanitizer } from '../../content/rich-text-policy.ts';
import { NotFoundError } from '../../errors/domain-error.ts';
import type { RecordArchive } from '../../record-history/record-archive.port.ts';
import { historyOf, type HistoryEntry } from './record-history-entries.ts';
import type { ChangeLog } from './change-log.ts';
import { createContentBulk, type ContentBulk } from './content-bulk.ts';
import { contentAuditLabel } from './content-audit-labels.ts';
import type { RecordKeeper } from './record-keeper.ts';
import type { SlugRedirects } from './slug-redirects.ts';

/** A content collection's editor key (`agents`, `salesResults`, `sitePages`, ...). */
export type ContentEditorKey = keyof ContentEditors;

/** Fields as the admin API received them; the collection's rules judge them (ValidationError naming each field). */
export type ContentInput = Readonly<Record<string, unknown>>;

/**
 * The admin use cases of one content collection: every record, whatever its visibility; writes audited, kept in the
 * record's history and shown at once; deletes go to the Trash.
 */
export interface ContentAdmin extends ContentBulk {
  list(query: ContentQueryInput<ContentEntity>): Promise<ContentPage<ContentEntity>>;
  get(id: string): Promise<ContentEntity>;
  create(fields: ContentInput): Promise<ContentEntity>;
  /** With `baseVersion`, refused with StaleRecordError (409) when someone else saved since that version. */
  update(id: string, patch: ContentInput, baseVersion?: number): Promise<ContentEntity>;
  /** Moves the record to the Trash (kept 30 days). */
  remove(id: string): Promise<void>;
  /** The record's kept versions, newest first, each with what it changed. */
  history(id: string): Promise<HistoryEntry[]>;
  /** Saves a kept version's fields again as a new version (conflict-checked against `baseVersion`). */
  restoreVersion(id: string, version: number, baseVersion: number): Promise<ContentEntity>;
}

/** What the content admin of one person works with besides the repositories. */
export interface ContentAdminDeps {
  readonly sanitizer: RichTextSanitizer;
  readonly changes: ChangeLog;
  readonly archive: RecordArchive;
  readonly keeper: RecordKeeper;
  readonly author: { readonly id: string; readonly name: string };
  readonly slugRedirects?: SlugRedirects;
}

/** Every collection's editor seen through the shape all collections share (the rules check the fields at run time). */
export function editorOf(editors: ContentEditors, key: ContentEditorKey): ContentEditor<ContentEntity> {
  return editors[key];
}

/**
 * The content admin over the user's repositories: each write sanitizes rich text, applies the
 * collection's rules and references (createContentEditors), then records one audit entry, keeps the saved version and
 * drops the public caches.
 */
export function createContentAdmin(
  repositories: ContentRepositories,
  deps: ContentAdminDeps,
): (key: ContentEditorKey) => ContentAdmin {
  const { changes, archive, keeper, slugRedirects } = deps;
  const editors = createContentEditors(repositories, deps.sanitizer);
  return (key) => {
    const editor = editorOf(editors, key);
    const entity = editor.collection.name;
    const audit = (
      action: 'create' | 'update' | 'delete' | 'restore',
      before: ContentEntity | null,
      after: ContentEntity | null,
      subject: ContentEntity,
    ) =>
      changes.recordPublic({
        action,
        entity,
        entityId: subject.id,
        summary: contentAuditLabel(key, subject),
        before,
        after,
      });
    const update = async (id: string, patch: ContentInput, baseVersion: number | undefined, restoring: boolean) => {
      const { before, after } = await editor.update(id, patch, baseVersion);
      await keeper.savedEarlier(entity, before);
      await keeper.saved(entity, after);
      await audit(restoring ? 'restore' : 'update', before, after, after);
      await slugRedirects?.saved(key, editor.collection, before, after);
      return after;
    };
    const single = {
      list: (query) => editor.list(query),
      get: (id) => editor.get(id),
      async create(fields) {
        const created = await editor.create(fields);
        await keeper.saved(entity, created);
        await audit('create', null, created, created);
        await slugRedirects?.saved(key, editor.collection, null, created);
        return created;
      },
      update: (id, patch, baseVersion) => update(id, patch, baseVersion, false),
      async remove(id) {
        const before = await editor.get(id);
        const trashed = await archive.moveToTrash({
          kind: entity,
          recordId: before.id,
          label: contentAuditLabel(key, before),
          snapshot: { ...before },
          deletedById: deps.author.id,
          deletedByName: deps.author.name,
        });
        try {
          await editor.delete(id);
        } catch (error) {
          await archive.removeFromTrash(trashed.id);
          throw error;
        }
        await audit('delete', before, null, before);
      },
      async history(id) {
        const record = await editor.get(id);
        return historyOf(await archive.versions(entity, record.id));
      },
      async restoreVersion(id, version, baseVersion) {
        const kept = (await archive.versions(entity, id)).find((candidate) => candidate.version === version);
        if (kept === undefined)
          throw new NotFoundError(`Version ${version} of this ${editor.collection.label.toLowerCase()} is not kept`);
        return update(id, kept.snapshot, baseVersion, true);
      },
    } satisfies Omit<ContentAdmin, keyof ContentBulk>;
    const bulk = createContentBulk({
      editor,
      update: (id, patch, baseVersion) => single.update(id, patch, baseVersion),
      remove: (id) => single.remove(id),
      keeper,
      changes,
      label: (record) => contentAuditLabel(key, record),
    });
    return { ...single, ...bulk };
  };
}
