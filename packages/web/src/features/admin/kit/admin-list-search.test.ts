import { describe, expect, it } from 'vitest';
import { adminListSearch } from './admin-list-search.ts';

describe(adminListSearch, () => {
  it('keeps the list params and the named filters, and drops empty, bad and unknown values', () => {
    const validate = adminListSearch(['role']);

    expect(validate({ search: 'ann', sort: 'email', direction: 'desc', page: '2', role: 'admin', other: 'x' })).toEqual(
      { search: 'ann', sort: 'email', direction: 'desc', page: 2, role: 'admin' },
    );
    expect(validate({ search: ' ', direction: 'up', page: '1', role: '' })).toEqual({});
    expect(validate({ page: 'two' })).toEqual({});
  });
});
