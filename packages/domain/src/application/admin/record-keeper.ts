import { contentFieldsOf } from '../../content/content-editor.ts';
import type { ContentEntity } from '../../content/content-entity.ts';
import type { RecordArchive } from '../../record-history/record-archive.port.ts';

/** Who makes a change, as the history and the Trash name them. */
export interface RecordAuthor {
  readonly id: string;
  /** How the person is shown: their e-mail address until accounts have names. */
  readonly name: string;
}

/** Keeps the versions of the records one person saves. */
export interface RecordKeeper {
  /** Keeps the record as saved, by the author. */
  saved(kind: string, record: ContentEntity): Promise<void>;
  /** Keeps the version a save started from, when it is not kept yet (saved before history was kept: no author). */
  savedEarlier(kind: string, record: ContentEntity): Promise<void>;
}

/** The record keeper of `author` over the archive. */
export function createRecordKeeper(archive: RecordArchive, author: RecordAuthor): RecordKeeper {
  const keep = (kind: string, record: ContentEntity, by: RecordAuthor | null) =>
    archive.keepVersion({
      kind,
      recordId: record.id,
      version: record.version,
      snapshot: contentFieldsOf(record),
      authorId: by?.id ?? null,
      authorName: by?.name ?? '',
    });
  return {
    saved: (kind, record) => keep(kind, record, author),
    savedEarlier: (kind, record) => keep(kind, record, null),
  };
}
