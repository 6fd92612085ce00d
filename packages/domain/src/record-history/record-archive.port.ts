/** Message, safe to show, when the history or the Trash cannot be read (every adapter says it the same). */
export const RECORD_ARCHIVE_UNAVAILABLE = 'The history and the Trash are not available';
/** Message, safe to show, when a version or a Trash change cannot be stored. */
export const RECORD_ARCHIVE_SAVE_FAILED = 'Failed to save to the history or the Trash';

/** The editable fields of a record as kept in its history or the Trash (a plain JSON object). */
export type RecordSnapshot = Readonly<Record<string, unknown>>;

/** One saved version of a content record: what it held, who saved it and when. */
export interface RecordVersion {
  /** The collection, e.g. "articles". */
  readonly kind: string;
  readonly recordId: string;
  readonly version: number;
  readonly snapshot: RecordSnapshot;
  /** Null for a version saved before history was kept (its author is not known). */
  readonly authorId: string | null;
  readonly authorName: string;
  readonly savedAt: string;
}

/** A version before it is kept (the time is the archive's). */
export type NewRecordVersion = Omit<RecordVersion, 'savedAt'>;

/** A deleted content record waiting in the Trash: what it held, who deleted it and when. */
export interface TrashedRecord {
  readonly id: string;
  readonly kind: string;
  readonly recordId: string;
  /** The record's short label when it was deleted, e.g. the agent's name. */
  readonly label: string;
  /** The whole record as it was (id, timestamps and version included). */
  readonly snapshot: RecordSnapshot;
  readonly deletedById: string | null;
  readonly deletedByName: string;
  readonly deletedAt: string;
}

/** A record put in the Trash (id and time are the archive's). */
export type NewTrashedRecord = Omit<TrashedRecord, 'id' | 'deletedAt'>;

/** Which part of the Trash to list: optionally one kind, newest first, one page. */
export interface TrashQuery {
  readonly kind?: string;
  readonly page: number;
  readonly perPage: number;
}

/** A page of the Trash with the exact count. */
export interface TrashPage {
  readonly items: TrashedRecord[];
  readonly total: number;
}

/**
 * Where the history of content records and the Trash are kept (ADR 0038). Every adapter keeps the same rules: a
 * version is kept once (the first kept stays), versions list newest first, the Trash lists newest first.
 */
export interface RecordArchive {
  /** Keeps a saved version; when this version of the record is already kept, the first one stays. */
  keepVersion(version: NewRecordVersion): Promise<void>;
  /** Every kept version of one record, newest first. */
  versions(kind: string, recordId: string): Promise<RecordVersion[]>;
  /** Puts a deleted record in the Trash. */
  moveToTrash(entry: NewTrashedRecord): Promise<TrashedRecord>;
  /** A page of the Trash, newest first. */
  trash(query: TrashQuery): Promise<TrashPage>;
  /** One entry of the Trash, or null (also for an id that is not a UUID). */
  findTrashed(id: string): Promise<TrashedRecord | null>;
  /** Takes an entry out of the Trash; false when it was not there. */
  removeFromTrash(id: string): Promise<boolean>;
  /** Removes every entry of the Trash deleted before the instant; answers how many went. */
  purgeTrash(deletedBefore: string): Promise<number>;
}
