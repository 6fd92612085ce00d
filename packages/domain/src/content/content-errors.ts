import { ConflictError, NotFoundError } from '../errors/domain-error.ts';
import type { ContentEntity } from './content-entity.ts';
import type { ContentCollection } from './content-collection.ts';

/** What a failed content call was doing, for its message. */
export type ContentAction = 'read' | 'save' | 'delete';

const ACTION_WORDS: Record<ContentAction, string> = { read: 'read', save: 'saved', delete: 'deleted' };

/** The collection's name as people read it: `sales_results` -> `sales results`. */
function readableName<T extends ContentEntity>(collection: ContentCollection<T>): string {
  return collection.name.replace(/_/g, ' ');
}

/**
 * The message, safe to show, of a content call that failed in its backend (every adapter words
 * it the same): "The agents could not be read", "The sales results could not be saved".
 */
export function contentFailureMessage<T extends ContentEntity>(
  collection: ContentCollection<T>,
  action: ContentAction,
): string {
  return `The ${readableName(collection)} could not be ${ACTION_WORDS[action]}`;
}

/** The NotFoundError of an unknown record id: "Agent 123 not found". */
export function contentNotFoundError<T extends ContentEntity>(
  collection: ContentCollection<T>,
  id: string,
): NotFoundError {
  return new NotFoundError(`${collection.label} ${id} not found`);
}

/** The ConflictError of a slug another record of the collection already has. */
export function contentSlugTakenError<T extends ContentEntity>(
  collection: ContentCollection<T>,
  slug: string,
): ConflictError {
  return new ConflictError(`Another ${collection.label.toLowerCase()} already uses the slug "${slug}"`);
}

/**
 * A save based on a version of the record that is no longer the stored one (someone else saved in between): the
 * record as it is now comes with it, so the editor can show what changed and merge.
 */
export class StaleRecordError extends ConflictError {
  constructor(
    readonly current: ContentEntity,
    label: string,
  ) {
    super(
      `Someone else saved this ${label.toLowerCase()} while you were editing (it is now at version ${current.version})`,
    );
  }
}
