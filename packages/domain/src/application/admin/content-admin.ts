import type { ContentEntity } from '../../content/content-entity.ts';
import type { ContentEditor } from '../../content/content-editor.ts';
import { createContentEditors, type ContentEditors } from '../../content/content-editors.ts';
import type { ContentPage, ContentQueryInput } from '../../content/content-query.ts';
import type { ContentRepositories } from '../../content/public-content.ts';
import type { RichTextSanitizer } from '../../content/rich-text-policy.ts';
import type { ChangeLog } from './change-log.ts';
import { contentAuditLabel } from './content-audit-labels.ts';
import type { SlugRedirects } from './slug-redirects.ts';

/** A content collection's editor key (`agents`, `salesResults`, `sitePages`, ...). */
export type ContentEditorKey = keyof ContentEditors;

/** Fields as the admin API received them; the collection's rules judge them (ValidationError naming each field). */
export type ContentInput = Readonly<Record<string, unknown>>;

/** The admin use cases of one content collection: every record, whatever its visibility; writes audited and shown at
 * once. */
export interface ContentAdmin {
  list(query: ContentQueryInput<ContentEntity>): Promise<ContentPage<ContentEntity>>;
  get(id: string): Promise<ContentEntity>;
  create(fields: ContentInput): Promise<ContentEntity>;
  update(id: string, patch: ContentInput): Promise<ContentEntity>;
  remove(id: string): Promise<void>;
}

/** Every collection's editor seen through the shape all collections share (the rules check the fields at run time). */
function editorOf(editors: ContentEditors, key: ContentEditorKey): ContentEditor<ContentEntity> {
  return editors[key];
}

/**
 * The content admin over the user's repositories: each write sanitizes rich text, applies the
 * collection's rules and references (createContentEditors), then records one audit entry and drops
 * the public caches.
 */
export function createContentAdmin(
  repositories: ContentRepositories,
  sanitizer: RichTextSanitizer,
  changes: ChangeLog,
  slugRedirects?: SlugRedirects,
): (key: ContentEditorKey) => ContentAdmin {
  const editors = createContentEditors(repositories, sanitizer);
  return (key) => {
    const editor = editorOf(editors, key);
    const entity = editor.collection.name;
    const audit = (
      action: 'create' | 'update' | 'delete',
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
    return {
      list: (query) => editor.list(query),
      get: (id) => editor.get(id),
      async create(fields) {
        const created = await editor.create(fields);
        await audit('create', null, created, created);
        await slugRedirects?.saved(key, editor.collection, null, created);
        return created;
      },
      async update(id, patch) {
        const { before, after } = await editor.update(id, patch);
        await audit('update', before, after, after);
        await slugRedirects?.saved(key, editor.collection, before, after);
        return after;
      },
      async remove(id) {
        const before = await editor.delete(id);
        await audit('delete', before, null, before);
      },
    };
  };
}
