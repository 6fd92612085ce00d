import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differingFields, mergeRecord, sameValue, theirChanges } from './record-merge.ts';

const FIELDS = ['title', 'excerpt', 'tags', 'cover', 'sortOrder'] as const;
const value = fc.oneof(
  fc.constantFrom('a', 'b', 'c'),
  fc.integer({ min: 0, max: 2 }),
  fc.array(fc.constantFrom('x', 'y'), { maxLength: 2 }),
  fc.record({ url: fc.constantFrom('/p.jpg', '/q.jpg'), alt: fc.constantFrom('', 'A house') }),
  fc.constant(null),
);
const snapshot = fc.record(Object.fromEntries(FIELDS.map((field) => [field, value])));

describe('record merge', () => {
  it('takes the other save where only they changed, keeps mine where only I did, and names both-changed fields', () => {
    const base = { title: 'Old', excerpt: 'Short', tags: ['a'] };
    const mine = { title: 'Old', excerpt: 'Mine', tags: ['a', 'b'] };
    const theirs = { title: 'Theirs', excerpt: 'Their excerpt', tags: ['a'] };
    expect(theirChanges(base, mine, theirs)).toEqual([
      { field: 'excerpt', theirs: 'Their excerpt', mine: 'Mine', conflict: true },
      { field: 'title', theirs: 'Theirs', mine: 'Old', conflict: false },
    ]);
    expect(mergeRecord(base, mine, theirs)).toEqual({ title: 'Theirs', excerpt: 'Mine', tags: ['a', 'b'] });
    expect(mergeRecord(base, mine, theirs, new Set(['excerpt']))).toEqual({
      title: 'Theirs',
      excerpt: 'Their excerpt',
      tags: ['a', 'b'],
    });
  });

  it('compares deeply, whatever the key order of nested objects', () => {
    expect(sameValue({ url: '/a', alt: 'b' }, { alt: 'b', url: '/a' })).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(differingFields({ a: 1, b: null }, { a: 1 })).toEqual([]);
  });

  it('property: with nothing changed on one side, the merge is the other side', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (base, other) => {
        expect(differingFields(mergeRecord(base, base, other), other)).toEqual([]);
        expect(differingFields(mergeRecord(base, other, base), other)).toEqual([]);
      }),
    );
  });

  it('property: every field changed by only one side keeps that change; conflicts are exactly the fields both changed differently', () => {
    fc.assert(
      fc.property(snapshot, snapshot, snapshot, fc.subarray([...FIELDS]), (base, mine, theirs, kept) => {
        const merged = mergeRecord(base, mine, theirs, new Set(kept));
        for (const field of FIELDS) {
          const mineChanged = !sameValue(mine[field], base[field]);
          const theirsChanged = !sameValue(theirs[field], base[field]);
          const conflict = mineChanged && theirsChanged && !sameValue(mine[field], theirs[field]);
          if (theirsChanged && !mineChanged) expect(sameValue(merged[field], theirs[field])).toBe(true);
          if (mineChanged && !theirsChanged) expect(sameValue(merged[field], mine[field])).toBe(true);
          if (conflict) expect(sameValue(merged[field], kept.includes(field) ? theirs[field] : mine[field])).toBe(true);
          const listed = theirChanges(base, mine, theirs).find((change) => change.field === field);
          expect(listed?.conflict ?? false).toBe(conflict);
        }
      }),
    );
  });
});
