import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuthUser, SiteRole } from './auth-user.ts';
import { assertUserChangeAllowed, newUserIssues, pageOfUsers, USER_SORT_KEYS } from './user-management.ts';

const user = (id: string, email: string, role: SiteRole | null, lastSignInAt: string | null = null): AuthUser => ({
  id,
  email,
  role,
  createdAt: `2026-01-0${id}T00:00:00.000Z`,
  lastSignInAt,
});
const maria = user('1', 'maria@palmetto.example', 'admin', '2026-03-01T00:00:00.000Z');
const ed = user('2', 'ed@palmetto.example', 'editor');
const nora = user('3', 'nora@palmetto.example', null, '2026-02-01T00:00:00.000Z');

describe(pageOfUsers, () => {
  it('searches the address case-insensitively, filters by role and counts before paging', () => {
    expect(pageOfUsers([maria, ed, nora], { search: 'PALMETTO', page: 1, perPage: 2 })).toEqual({
      items: [ed, maria],
      total: 3,
    });
    expect(pageOfUsers([maria, ed, nora], { role: 'none', page: 1, perPage: 10 }).items).toEqual([nora]);
    expect(pageOfUsers([maria, ed, nora], { role: 'editor', page: 1, perPage: 10 }).items).toEqual([ed]);
  });

  it('sorts by the chosen key either way, keeping accounts that never signed in last', () => {
    expect(
      pageOfUsers([maria, ed, nora], { sort: 'lastSignInAt', direction: 'desc', page: 1, perPage: 10 }).items,
    ).toEqual([maria, nora, ed]);
    expect(pageOfUsers([maria, ed, nora], { sort: 'lastSignInAt', page: 1, perPage: 10 }).items).toEqual([
      nora,
      maria,
      ed,
    ]);
  });

  it('splits any list into pages that together hold each matching user once', () => {
    const users = fc
      .uniqueArray(fc.emailAddress(), { maxLength: 30 })
      .map((emails) => emails.map((email, index) => user(String(index), email, index % 3 === 0 ? 'admin' : 'editor')));
    fc.assert(
      fc.property(
        users,
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(...USER_SORT_KEYS),
        fc.constantFrom('asc' as const, 'desc' as const),
        (all, perPage, sort, direction) => {
          const pages = Math.max(1, Math.ceil(all.length / perPage));
          const seen = Array.from(
            { length: pages },
            (_, index) => pageOfUsers(all, { sort, direction, page: index + 1, perPage }).items,
          ).flat();
          expect(seen.map((item) => item.id).sort()).toEqual(all.map((item) => item.id).sort());
        },
      ),
    );
  });
});

describe(newUserIssues, () => {
  it('names a bad address, a missing role and a weak password', () => {
    expect(
      newUserIssues({ email: 'not-an-address', role: 'owner', password: 'short' }).map((issue) => issue.field),
    ).toEqual(['email', 'role', 'password']);
    expect(newUserIssues({ email: 'new@palmetto.example', role: 'editor' })).toEqual([]);
  });
});

describe(assertUserChangeAllowed, () => {
  it('refuses removing or changing your own account', () => {
    expect(() =>
      assertUserChangeAllowed({ actorId: '1', target: maria, change: { kind: 'remove' }, users: [maria, ed] }),
    ).toThrow(/your own account/);
    expect(() =>
      assertUserChangeAllowed({
        actorId: '1',
        target: maria,
        change: { kind: 'set-role', role: 'editor' },
        users: [maria, ed],
      }),
    ).toThrow(/your own role/);
  });

  it('never removes or demotes the last admin, whoever asks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          { kind: 'remove' as const },
          { kind: 'set-role' as const, role: 'editor' as const },
          { kind: 'set-role' as const, role: null },
        ),
        (change) => {
          expect(() =>
            assertUserChangeAllowed({ actorId: '9', target: maria, change, users: [maria, ed, nora] }),
          ).toThrow(/last admin/);
        },
      ),
    );
    const second = user('4', 'sam@palmetto.example', 'admin');
    expect(() =>
      assertUserChangeAllowed({ actorId: '4', target: maria, change: { kind: 'remove' }, users: [maria, second] }),
    ).not.toThrow();
    expect(() =>
      assertUserChangeAllowed({
        actorId: '1',
        target: ed,
        change: { kind: 'set-role', role: 'admin' },
        users: [maria, ed],
      }),
    ).not.toThrow();
  });
});
