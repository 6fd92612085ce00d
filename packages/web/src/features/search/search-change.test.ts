import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withSearchChange } from './search-change.ts';

const params = fc.dictionary(fc.constantFrom('city', 'type', 'beds', 'minPrice', 'page', 'sort'), fc.string(), {
  maxKeys: 6,
});

describe(withSearchChange, () => {
  it('keeps a filter chosen while the page still showed the search before it', () => {
    const seen = { city: 'Naples' };
    const latest = { city: 'Naples', beds: '3' };
    expect(withSearchChange(latest, seen, { city: 'Naples', type: 'Condominium' })).toEqual({
      city: 'Naples',
      beds: '3',
      type: 'Condominium',
    });
    expect(withSearchChange(latest, seen, {})).toEqual({ beds: '3' });
  });

  it('takes what the change touched from the change and everything else from the latest search', () => {
    fc.assert(
      fc.property(params, params, params, (latest, seen, next) => {
        const merged = withSearchChange(latest, seen, next);
        for (const name of new Set([...Object.keys(latest), ...Object.keys(seen), ...Object.keys(next)])) {
          const touched = seen[name] !== next[name];
          expect(merged[name]).toBe(touched ? next[name] : latest[name]);
        }
      }),
    );
  });

  it('is the change itself when nothing else happened in between', () => {
    fc.assert(
      fc.property(params, params, (seen, next) => {
        expect(withSearchChange(seen, seen, next)).toEqual(next);
      }),
    );
  });
});
