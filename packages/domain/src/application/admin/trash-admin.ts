import { contentFieldsOf } from '../../content/content-editor.ts';
import type { ContentEntity } from '../../content/content-entity.ts';
import { createContentEditors, type ContentEditors } from '../../content/content-editors.ts';
import type { ContentRepositories } from '../../content/public-content.ts';
import type { RichTextSanitizer } from '../../content/rich-text-policy.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/domain-error.ts';
import type { RecordArchive, TrashedRecord, TrashPage } from '../../record-history/record-archive.port.ts';
import { trashPurgeCutoff } from '../../record-history/trash-retention.ts';
import type { Clock } from '../../shared/clock.port.ts';
import { textOf } from '../../shared/text-of.ts';
import type { ChangeLog } from './change-log.ts';
import { editorOf, type ContentEditorKey } from './content-admin.ts';
import type { RecordKeeper } from './record-keeper.ts';

/** The Trash page's list: optionally one kind (a collection name such as "agents"), one page. */
export interface TrashListQuery {
  readonly kind?: string;
  readonly page: number;
  readonly perPage: number;
}

/** The Trash: deleted content records kept 30 days, restored or deleted for good. */
export interface TrashAdmin {
  /** A page of the Trash, newest first; entries past 30 days are deleted for good first. */
  list(query: TrashListQuery): Promise<TrashPage>;
  /** Puts the record back (same id, its next version); ConflictError naming the slug when another record took it. */
  restore(trashId: string): Promise<ContentEntity>;
  /** Deletes the entry for good. */
  deleteForever(trashId: string): Promise<void>;
}

/** What the Trash of one person works with. */
export interface TrashAdminDeps {
  readonly archive: RecordArchive;
  readonly sanitizer: RichTextSanitizer;
  readonly changes: ChangeLog;
  readonly keeper: RecordKeeper;
  readonly clock: Clock;
}

function editorKeyOf(editors: ContentEditors, kind: string): ContentEditorKey {
  const key = (Object.keys(editors) as ContentEditorKey[]).find(
    (candidate) => editors[candidate].collection.name === kind,
  );
  if (key === undefined) throw new NotFoundError(`No content of the kind ${kind}`);
  return key;
}

/** A refused restore as the person reads it: a taken slug named, anything else as the rules said. */
function restoreRefusal(error: unknown, entry: TrashedRecord, noun: string, slugField: string | null): unknown {
  if (!(error instanceof ValidationError) || slugField === null) return error;
  if (!error.issues.some((issue) => issue.field === slugField)) return error;
  const slug = textOf(entry.snapshot[slugField]);
  return new ConflictError(
    `“${entry.label}” cannot be restored: another ${noun} now uses the address “${slug}”. Change or delete that ${noun}'s address first, then restore.`,
  );
}

/** The Trash of one person over the archive and the user's repositories. */
export function createTrashAdmin(repositories: ContentRepositories, deps: TrashAdminDeps): TrashAdmin {
  const { archive, changes, keeper } = deps;
  const editors = createContentEditors(repositories, deps.sanitizer);
  const find = async (trashId: string): Promise<TrashedRecord> => {
    const entry = await archive.findTrashed(trashId);
    if (entry === null) throw new NotFoundError('This item is no longer in the Trash');
    return entry;
  };
  const audit = (action: 'restore' | 'delete-forever', entry: TrashedRecord, after: ContentEntity | null) =>
    changes.recordPublic({
      action,
      entity: entry.kind,
      entityId: entry.recordId,
      summary: entry.label,
      before: action === 'restore' ? null : entry.snapshot,
      after,
    });
  return {
    async list(query) {
      await archive.purgeTrash(trashPurgeCutoff(new Date(deps.clock.now()).toISOString()));
      return archive.trash(query);
    },
    async restore(trashId) {
      const entry = await find(trashId);
      const editor = editorOf(editors, editorKeyOf(editors, entry.kind));
      const stored = entry.snapshot as unknown as ContentEntity;
      const identity = { id: entry.recordId, version: Number(stored.version ?? 0) + 1 };
      const restored = await editor.create(contentFieldsOf(stored), identity).catch((error: unknown) => {
        throw restoreRefusal(error, entry, editor.collection.label.toLowerCase(), editor.collection.slugField);
      });
      await archive.removeFromTrash(entry.id);
      await keeper.saved(entry.kind, restored);
      await audit('restore', entry, restored);
      return restored;
    },
    async deleteForever(trashId) {
      const entry = await find(trashId);
      await archive.removeFromTrash(entry.id);
      await audit('delete-forever', entry, null);
    },
  };
}
