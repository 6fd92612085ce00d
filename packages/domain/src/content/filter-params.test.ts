import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distinctSorted, filterParams, foldText, MAX_FILTER_PARAM_LENGTH, readFilterText } from './filter-params.ts';

describe(readFilterText, () => {
  it('trims a value and leaves out empty and overlong ones', () => {
    expect(readFilterText('  Naples ')).toBe('Naples');
    expect(readFilterText(' ')).toBeUndefined();
    expect(readFilterText(undefined)).toBeUndefined();
    expect(readFilterText('x'.repeat(MAX_FILTER_PARAM_LENGTH + 1))).toBeUndefined();
  });

  it('answers either nothing or a trimmed, non-empty value within the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (raw) => {
        const value = readFilterText(raw);
        if (value !== undefined) {
          expect(value).toBe(value.trim());
          expect(value.length).toBeGreaterThan(0);
          expect(value.length).toBeLessThanOrEqual(MAX_FILTER_PARAM_LENGTH);
        }
      }),
    );
  });
});

describe(filterParams, () => {
  it('keeps only the fields that are set', () => {
    expect(filterParams({ city: 'Naples', side: undefined })).toEqual({ city: 'Naples' });
  });
});

describe(foldText, () => {
  it('drops accents and letter case', () => {
    expect(foldText('María ÁLVAREZ, Português')).toBe('maria alvarez, portugues');
  });
});

describe(distinctSorted, () => {
  it('keeps each value once with its first spelling, alphabetically', () => {
    expect(distinctSorted(['Spanish', 'english', 'English', 'spanish'])).toEqual(['english', 'Spanish']);
  });

  it('keeps one value per folded text and nothing else', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'A', 'á', 'b', 'Béa', 'bea', 'c')), (values) => {
        const distinct = distinctSorted(values);
        expect(new Set(distinct.map(foldText))).toEqual(new Set(values.map(foldText)));
        expect(distinct).toHaveLength(new Set(values.map(foldText)).size);
      }),
    );
  });
});
