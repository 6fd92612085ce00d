import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textOf } from './text-of.ts';

describe(textOf, () => {
  it('keeps a string and writes a number, boolean or bigint as String does', () => {
    fc.assert(fc.property(fc.string(), (text) => textOf(text) === text));
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.boolean(), fc.bigInt()), (value) => textOf(value) === String(value)),
    );
  });

  it('gives nothing for null and undefined, ISO 8601 for a date and JSON for an object', () => {
    expect(textOf(null)).toBe('');
    expect(textOf(undefined)).toBe('');
    expect(textOf(new Date(Date.UTC(2026, 10, 26, 7, 30)))).toBe('2026-11-26T07:30:00.000Z');
    expect(textOf({ city: 'Naples' })).toBe('{"city":"Naples"}');
    expect(textOf(['a', 1])).toBe('["a",1]');
  });
});
