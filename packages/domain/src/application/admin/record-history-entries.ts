import { describeChanges, type FieldChange } from '../../record-history/record-diff.ts';
import type { RecordVersion } from '../../record-history/record-archive.port.ts';

/**
 * One kept version as the History panel shows it: who saved it and when, and what it changed from the version before.
 * `created` for version 1, `earliest` for the oldest kept version of a record saved before history was kept.
 */
export interface HistoryEntry {
  readonly version: number;
  readonly savedAt: string;
  /** Empty when not known (a version saved before history was kept). */
  readonly authorName: string;
  readonly kind: 'created' | 'earliest' | 'changed';
  readonly changes: FieldChange[];
}

/** The history of a record from its kept versions (newest first): each compared with the version kept before it. */
export function historyOf(versions: readonly RecordVersion[]): HistoryEntry[] {
  return versions.map((kept, index) => {
    const previous = versions[index + 1];
    const entry = { version: kept.version, savedAt: kept.savedAt, authorName: kept.authorName };
    if (previous === undefined) return { ...entry, kind: kept.version === 1 ? 'created' : 'earliest', changes: [] };
    return { ...entry, kind: 'changed', changes: describeChanges(previous.snapshot, kept.snapshot) };
  });
}
