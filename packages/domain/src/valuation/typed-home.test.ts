import { describe, expect, it } from 'vitest';
import { readTypedHome, typedHomeParams } from './typed-home.ts';

describe(readTypedHome, () => {
  it('reads the typed facts, blanks as unknown, commas in numbers allowed', () => {
    expect(readTypedHome({ livingArea: '2,150', bathrooms: '2.5', bedrooms: ' ', city: '  Naples ' })).toEqual({
      home: { livingArea: 2_150, bedrooms: null, bathrooms: 2.5, yearBuilt: null, city: 'Naples', subdivision: null },
    });
  });

  it('names every problem: no living area, out of range, not a number, a quarter bath, a long name', () => {
    const answer = readTypedHome({ bedrooms: '-1', bathrooms: '2.25', yearBuilt: 'old', subdivision: 'x'.repeat(101) });
    expect('issues' in answer && answer.issues.map((issue) => issue.field)).toEqual([
      'livingArea',
      'bedrooms',
      'bathrooms',
      'yearBuilt',
      'subdivision',
    ]);
    expect(readTypedHome({ livingArea: '150' })).toMatchObject({ issues: [{ field: 'livingArea' }] });
  });
});

describe(typedHomeParams, () => {
  it('writes the known facts as parameters that read back to the same home', () => {
    const home = { livingArea: 1_800, bedrooms: 3, bathrooms: 2.5, yearBuilt: null, city: 'Naples', subdivision: null };
    const params = typedHomeParams(home);
    expect(params).toEqual({ livingArea: '1800', bedrooms: '3', bathrooms: '2.5', city: 'Naples' });
    expect(readTypedHome(params)).toEqual({ home });
  });
});
