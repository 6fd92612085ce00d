import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-entry.ts';

describe(changedFields, () => {
  it('names the fields whose values differ, ignoring timestamps', () => {
    expect(
      changedFields(
        { name: 'Maria', languages: ['English'], updatedAt: '1', visible: true },
        { name: 'Maria', languages: ['English', 'Spanish'], updatedAt: '2', visible: false, title: 'Broker' },
      ),
    ).toEqual(['languages', 'title', 'visible']);
  });

  it('finds nothing between a record and itself, and is symmetric', () => {
    const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.jsonValue());
    fc.assert(
      fc.property(record, record, (a, b) => {
        expect(changedFields(a, a)).toEqual([]);
        expect(changedFields(a, b)).toEqual(changedFields(b, a));
      }),
    );
  });
});
