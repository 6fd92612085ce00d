import type { ContentCollection } from '../../content/content-collection.ts';
import type { ContentEditor } from '../../content/content-editor.ts';
import type { ContentEntity } from '../../content/content-entity.ts';
import { NotFoundError, ValidationError } from '../../errors/domain-error.ts';
import { applyToEach, type BulkOutcome } from '../../ordering/bulk-outcome.ts';
import { checkOrderedIds, MAX_IDS_PER_REQUEST, sortOrdersOf } from '../../ordering/reorder.ts';
import type { ChangeLog } from './change-log.ts';
import type { RecordKeeper } from './record-keeper.ts';

/** A record a bulk action names, with the version the person saw (a later save by someone else refuses it). */
export interface BulkItem {
  readonly id: string;
  readonly version?: number;
}

/** The bulk use cases of one content collection: each record changed through the single-record use case. */
export interface ContentBulk {
  /** Shows (true) or hides (false) each record by its collection's on/off flag; ValidationError when it has none. */
  setVisibility(items: readonly BulkItem[], visible: boolean): Promise<BulkOutcome>;
  /** Moves each record to the Trash. */
  removeMany(ids: readonly string[]): Promise<BulkOutcome>;
  /**
   * Puts the records in the order of `ids` (sort orders 10, 20, 30 …; each changed record a new version) and records
   * one Activity entry ("Amelia reordered the agents"). ValidationError naming `ids` for an unknown or repeated id, or
   * for a collection without an order.
   */
  reorder(ids: readonly string[]): Promise<void>;
}

/** What the bulk use cases work with: the collection's single-record use cases and where changes are recorded. */
export interface ContentBulkDeps {
  readonly editor: ContentEditor<ContentEntity>;
  readonly update: (id: string, patch: Readonly<Record<string, unknown>>, baseVersion?: number) => Promise<unknown>;
  readonly remove: (id: string) => Promise<void>;
  readonly keeper: RecordKeeper;
  readonly changes: ChangeLog;
  /** A record's name in the Activity log (the agent's name). */
  readonly label: (record: ContentEntity) => string;
}

/** The field that switches a record on or off the site, or null when it has none (articles have a status). */
export function visibilityFlagOf(collection: ContentCollection<ContentEntity>): string | null {
  const visibility = collection.visibility;
  if (visibility.kind === 'flag') return visibility.field;
  if (visibility.kind === 'schedule') return visibility.flagField;
  return null;
}

/** Whether the collection's records have a sort order a person can set by moving them. */
export function isOrderable(collection: ContentCollection<ContentEntity>): boolean {
  return 'sortOrder' in collection.fields;
}

function checkBatchSize(count: number): void {
  if (count === 0) throw new ValidationError([{ field: 'ids', message: 'must name at least one record' }]);
  if (count > MAX_IDS_PER_REQUEST)
    throw new ValidationError([{ field: 'ids', message: `must name at most ${String(MAX_IDS_PER_REQUEST)} records` }]);
}

/** The bulk use cases over a collection's single-record ones. */
export function createContentBulk(deps: ContentBulkDeps): ContentBulk {
  const { editor, keeper, changes } = deps;
  const collection = editor.collection;
  const entity = collection.name;
  return {
    async setVisibility(items, visible) {
      const flag = visibilityFlagOf(collection);
      if (flag === null)
        throw new ValidationError([
          {
            field: 'action',
            message: `${collection.label} records have no on/off switch; change their status instead`,
          },
        ]);
      checkBatchSize(items.length);
      const versions = new Map(items.map((item) => [item.id, item.version]));
      return applyToEach([...versions.keys()], (id) => deps.update(id, { [flag]: visible }, versions.get(id)));
    },
    async removeMany(ids) {
      checkBatchSize(ids.length);
      return applyToEach([...new Set(ids)], deps.remove);
    },
    async reorder(ids) {
      if (!isOrderable(collection))
        throw new ValidationError([{ field: 'ids', message: `${collection.label} records have no order to change` }]);
      checkOrderedIds(ids);
      const records = await Promise.all(
        ids.map(async (id) => {
          try {
            return await editor.get(id);
          } catch (error) {
            if (error instanceof NotFoundError)
              throw new ValidationError([{ field: 'ids', message: `names ${id}, which is not stored` }]);
            throw error;
          }
        }),
      );
      const before = [...records].sort(
        (a, b) => Number((a as { sortOrder?: number }).sortOrder) - Number((b as { sortOrder?: number }).sortOrder),
      );
      const orders = sortOrdersOf(ids);
      for (const record of records) {
        const sortOrder = orders.get(record.id);
        if ((record as { sortOrder?: number }).sortOrder === sortOrder) continue;
        const { after } = await editor.update(record.id, { sortOrder });
        await keeper.savedEarlier(entity, record);
        await keeper.saved(entity, after);
      }
      await changes.recordPublic({
        action: 'reorder',
        entity,
        entityId: null,
        summary: '',
        before: { order: before.map(deps.label) },
        after: { order: records.map(deps.label) },
      });
    },
  };
}
