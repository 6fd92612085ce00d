import { describe, expect, it } from 'vitest';
import { listQueryOf, listRequest } from './admin-list.ts';

describe(listRequest, () => {
  it('sends search, order, page and filters as the admin API reads them', () => {
    expect(
      listRequest({
        search: '  naples ',
        sort: 'name',
        direction: 'desc',
        page: 3,
        perPage: 10,
        filters: { status: 'new' },
      }),
    ).toEqual({ status: 'new', search: 'naples', sort: 'name', direction: 'desc', page: 3, perPage: 10 });
  });

  it('sends no direction without a sort column', () => {
    expect(
      listRequest({ search: '', sort: undefined, direction: 'asc', page: 1, perPage: 10, filters: {} }).direction,
    ).toBeUndefined();
  });
});

describe(listQueryOf, () => {
  const spec = { path: '/api/admin/users', sort: 'createdAt', direction: 'desc' as const };

  it("fills what the address leaves out from the area's spec", () => {
    expect(listQueryOf(spec, {})).toEqual({
      search: '',
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
      perPage: 10,
      filters: {},
    });
  });

  it('takes search, order, page and filters from the address', () => {
    expect(listQueryOf(spec, { search: 'ann', sort: 'email', page: 3, role: 'admin' })).toEqual({
      search: 'ann',
      sort: 'email',
      direction: 'asc',
      page: 3,
      perPage: 10,
      filters: { role: 'admin' },
    });
  });

  it("leaves the page's own params out of the filters", () => {
    expect(listQueryOf({ ...spec, pageState: ['submission'] }, { status: 'new', submission: 'abc' }).filters).toEqual({
      status: 'new',
    });
  });
});
