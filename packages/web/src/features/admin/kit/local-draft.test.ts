import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { draftKey, readDraft, removeDraft, writeDraft, type DraftStorage } from './local-draft.ts';

/** A Web Storage over a Map, as localStorage behaves. */
function memoryStorage(): DraftStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const NOW = new Date('2026-11-26T12:00:00.000Z');

describe('local drafts', () => {
  it('keeps a draft per record and version and reads it back', () => {
    const storage = memoryStorage();
    const key = draftKey('article', 'a1', '2026-11-01T00:00:00.000Z');
    expect(writeDraft(storage, key, { body: '<p>Half a paragraph</p>' }, NOW)).toBe(true);
    expect(readDraft(storage, key)).toEqual({
      values: { body: '<p>Half a paragraph</p>' },
      savedAt: NOW.toISOString(),
    });
    expect(readDraft(storage, draftKey('article', 'a1', '2026-11-02T00:00:00.000Z'))).toBeNull();
    expect(readDraft(storage, draftKey('article', 'a2', '2026-11-01T00:00:00.000Z'))).toBeNull();
  });

  it('a new version’s draft replaces the older version’s, and other records keep theirs', () => {
    const storage = memoryStorage();
    writeDraft(storage, draftKey('agents', 'x', 'v1'), { bio: 'one' }, NOW);
    writeDraft(storage, draftKey('agents', 'y', 'v1'), { bio: 'other' }, NOW);
    writeDraft(storage, draftKey('agents', 'x', 'v2'), { bio: 'two' }, NOW);
    expect([...storage.map.keys()].sort()).toEqual(
      [draftKey('agents', 'x', 'v2'), draftKey('agents', 'y', 'v1')].sort(),
    );
  });

  it('a removed draft is gone, and what another script wrote is not offered', () => {
    const storage = memoryStorage();
    const key = draftKey('pages', null, null);
    writeDraft(storage, key, { body: 'x' }, NOW);
    removeDraft(storage, key);
    expect(readDraft(storage, key)).toBeNull();
    storage.setItem(key, 'not json');
    expect(readDraft(storage, key)).toBeNull();
    storage.setItem(key, JSON.stringify({ values: 'text', savedAt: 1 }));
    expect(readDraft(storage, key)).toBeNull();
  });

  it('a full storage keeps the previous draft and says so', () => {
    const storage = memoryStorage();
    const key = draftKey('pages', 'p', 'v1');
    writeDraft(storage, key, { body: 'kept' }, NOW);
    const full: DraftStorage = {
      ...storage,
      length: storage.length,
      key: storage.key,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeDraft(full, key, { body: 'lost' }, NOW)).toBe(false);
    expect(readDraft(storage, key)?.values).toEqual({ body: 'kept' });
  });

  it('property: whatever values are written under a key read back the same', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.string(), { nil: null }),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
        (scope, id, version, values) => {
          const storage = memoryStorage();
          const key = draftKey(scope, id, version);
          writeDraft(storage, key, values, NOW);
          expect(readDraft(storage, key)?.values).toEqual(values);
        },
      ),
    );
  });
});
