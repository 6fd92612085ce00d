/** Where drafts are kept: the part of the Web Storage API they use (localStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** A draft as kept: the form's values and when they were kept. */
export interface StoredDraft<V> {
  readonly values: V;
  readonly savedAt: string;
}

const PREFIX = 'admin-draft';

/** The key of one record's draft: its kind, its id ("new" before it is stored) and the version typed from. */
export function draftKey(scope: string, id: string | null, version: string | null): string {
  return `${PREFIX}:${scope}:${id ?? 'new'}:${version ?? 'none'}`;
}

/** The record's part of a key: drafts of older versions of the same record share it. */
function recordPrefix(key: string): string {
  return key.slice(0, key.lastIndexOf(':') + 1);
}

/** The draft kept under the key, or null (none, or not one this code wrote). */
export function readDraft<V>(storage: DraftStorage, key: string): StoredDraft<V> | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft<V>>;
    if (typeof parsed.savedAt !== 'string' || typeof parsed.values !== 'object' || parsed.values === null) return null;
    return { values: parsed.values, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

/**
 * Keeps the values under the key and drops the record's drafts of other versions (a record has one draft). A full
 * storage keeps the previous draft: answers false.
 */
export function writeDraft<V>(storage: DraftStorage, key: string, values: V, now: Date): boolean {
  const prefix = recordPrefix(key);
  const stale: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const other = storage.key(index);
    if (other !== null && other !== key && other.startsWith(prefix)) stale.push(other);
  }
  stale.forEach((other) => storage.removeItem(other));
  try {
    storage.setItem(key, JSON.stringify({ values, savedAt: now.toISOString() } satisfies StoredDraft<V>));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the draft (after a save, or when the user discards it). */
export function removeDraft(storage: DraftStorage, key: string): void {
  storage.removeItem(key);
}
