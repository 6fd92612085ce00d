import { describe, expect, it } from 'vitest';
import { listRequest } from './use-admin-list.ts';

describe(listRequest, () => {
  it('sends search, order, page and filters as the admin API reads them', () => {
    expect(listRequest({ search: '  naples ', sort: 'name', direction: 'desc', page: 3, perPage: 10, filters: { status: 'new' } })).toEqual({ status: 'new', search: 'naples', sort: 'name', direction: 'desc', page: 3, perPage: 10 });
  });

  it('sends no direction without a sort column', () => {
    expect(listRequest({ search: '', sort: undefined, direction: 'asc', page: 1, perPage: 10, filters: {} }).direction).toBeUndefined();
  });
});
