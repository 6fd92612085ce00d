import {
  fullPathArbitrary,
  hostilePathArbitrary,
  pathArbitrary,
  pathPatternArbitrary,
  pathUnderArbitrary,
} from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROUTE_GUARD,
  decideRouteAccess,
  isGuardedPath,
  matchesPathPattern,
  normalizeRoutePath,
  NOT_AUTHORIZED_PATH,
  type RouteGuardConfig,
} from './route-guard.ts';

const GUARD_ALL: RouteGuardConfig = { loginPath: '/login', callbackPath: '/auth/callback', include: [], exclude: [] };

describe(matchesPathPattern, () => {
  it('lets * stand for any run of characters, slashes included', () => {
    expect(matchesPathPattern('/admin/*', '/admin/footer-links')).toBe(true);
    expect(matchesPathPattern('/admin/*', '/admin/docs/help/managing-agents')).toBe(true);
    expect(matchesPathPattern('/admin/*', '/admin/')).toBe(true);
    expect(matchesPathPattern('/docs/*-tests', '/docs/open-houses-tests')).toBe(true);
  });

  it('matches the whole path, not a part of it', () => {
    expect(matchesPathPattern('/admin/*', '/admin')).toBe(false);
    expect(matchesPathPattern('/admin', '/admin/agents')).toBe(false);
    expect(matchesPathPattern('/admin', '/x/admin')).toBe(false);
    expect(matchesPathPattern('*/admin', '/x/admin')).toBe(true);
  });

  it('takes every other character literally', () => {
    expect(matchesPathPattern('/a.b', '/axb')).toBe(false);
    expect(matchesPathPattern('/(a|b)+', '/(a|b)+')).toBe(true);
    expect(matchesPathPattern('/[x]?', '/x')).toBe(false);
  });

  it('without * equals string equality', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).map((s) => s.replaceAll('*', '')),
        fc.string({ unit: 'binary' }),
        (pattern, path) => {
          expect(matchesPathPattern(pattern, path)).toBe(pattern === path);
          expect(matchesPathPattern(pattern, pattern)).toBe(true);
        },
      ),
    );
  });

  it('with a trailing * matches exactly the paths that start with the prefix', () => {
    fc.assert(
      fc.property(pathArbitrary(), hostilePathArbitrary, hostilePathArbitrary, (prefix, rest, other) => {
        const clean = prefix.replaceAll('*', '');
        expect(matchesPathPattern(`${clean}*`, `${clean}${rest}`)).toBe(true);
        expect(matchesPathPattern(`${clean}*`, other)).toBe(other.startsWith(clean));
      }),
    );
  });

  it('matches every path built by filling each * of a pattern', () => {
    fc.assert(
      fc.property(
        pathPatternArbitrary,
        fc.array(hostilePathArbitrary, { minLength: 4, maxLength: 4 }),
        (pattern, fillings) => {
          const parts = pattern.split('*');
          const path = parts.map((part, i) => (i === 0 ? part : `${fillings[(i - 1) % 4]}${part}`)).join('');
          expect(matchesPathPattern(pattern, path)).toBe(true);
        },
      ),
    );
  });
});

/** Another spelling of a path that the router reads as the same page: case, escapes, doubled slashes, `x/..`. */
function respelled(path: string): fc.Arbitrary<string> {
  const segments = path.split('/').filter((segment) => segment !== '');
  return fc
    .tuple(
      ...segments.map((segment) =>
        fc.tuple(
          fc.array(fc.boolean(), { minLength: segment.length, maxLength: segment.length }),
          fc.array(fc.boolean(), { minLength: segment.length, maxLength: segment.length }),
          fc.constantFrom('/', '//', '/./', '/zz/../', '\\'),
        ),
      ),
    )
    .map((choices) =>
      choices
        .map(([upper, escaped, slash], index) => {
          const segment = [...(segments[index] ?? '')]
            .map((char, at) => {
              const cased = upper[at] === true ? char.toUpperCase() : char;
              return escaped[at] === true ? `%${cased.charCodeAt(0).toString(16).padStart(2, '0')}` : cased;
            })
            .join('');
          return `${slash}${segment}`;
        })
        .join(''),
    );
}

describe(normalizeRoutePath, () => {
  it('reads a path as the router matches it: any case, escapes decoded, empty and dot segments gone', () => {
    expect(
      [
        '/ADMIN/users',
        '//admin/users',
        '/%61dmin/users',
        '/admin/../admin/users',
        '/admin/./users/',
        '\\admin\\users',
      ].map(normalizeRoutePath),
    ).toEqual(Array(6).fill('/admin/users'));
    expect(['/', '', '/..', '/a/b/../../..', '/%E9t%C3%A9', '/%ZZ%41'].map(normalizeRoutePath)).toEqual([
      '/',
      '/',
      '/',
      '/',
      '/%e9té',
      '/%zza',
    ]);
  });
});

describe(isGuardedPath, () => {
  it('guards the admin area however its path is spelled (case, escapes, slashes, dot segments)', () => {
    for (const path of [
      '/ADMIN/users',
      '//admin/users',
      '/%61dmin/users',
      '/admin/../admin/users',
      '/Admin',
      '/x/../admin',
    ])
      expect(isGuardedPath(path, ADMIN_ROUTE_GUARD), path).toBe(true);
    fc.assert(
      fc.property(
        fc
          .oneof(fc.constant('/admin'), pathUnderArbitrary('/admin', 1), pathUnderArbitrary('/admin', 2))
          .chain(respelled),
        (path) => {
          expect(isGuardedPath(path, ADMIN_ROUTE_GUARD)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('guards /admin and every path under it in the site guard', () => {
    expect(isGuardedPath('/admin', ADMIN_ROUTE_GUARD)).toBe(true);
    expect(isGuardedPath('/admin/footer-links?page=2', ADMIN_ROUTE_GUARD)).toBe(true);
    expect(isGuardedPath('/about', ADMIN_ROUTE_GUARD)).toBe(false);
    expect(isGuardedPath('/admin-console-login', ADMIN_ROUTE_GUARD)).toBe(false);
  });

  it('guards every path when nothing is included, except login and callback', () => {
    expect(isGuardedPath('/anything', GUARD_ALL)).toBe(true);
    expect(isGuardedPath('/login', GUARD_ALL)).toBe(false);
    expect(isGuardedPath('/auth/callback?code=abc', GUARD_ALL)).toBe(false);
  });

  it('always exempts the login and callback routes, even when included', () => {
    const config = { ...GUARD_ALL, include: ['/*'] };
    expect(isGuardedPath('/login', config)).toBe(false);
    expect(isGuardedPath('/auth/callback', config)).toBe(false);
  });

  it('lets exclude patterns win over include patterns', () => {
    const config = { ...GUARD_ALL, include: ['/admin/*'], exclude: ['/admin/public/*'] };
    expect(isGuardedPath('/admin/public/help', config)).toBe(false);
    expect(isGuardedPath('/admin/agents', config)).toBe(true);
  });

  it('decides on the path alone, whatever query or hash follows', () => {
    fc.assert(
      fc.property(fc.oneof(pathArbitrary(), pathUnderArbitrary('/admin', 2)), (path) => {
        fc.assert(
          fc.property(fullPathArbitrary(fc.constant(path)), (full) => {
            expect(isGuardedPath(full, ADMIN_ROUTE_GUARD)).toBe(isGuardedPath(path, ADMIN_ROUTE_GUARD));
          }),
          { numRuns: 5 },
        );
      }),
      { numRuns: 30 },
    );
  });

  it('never guards an excluded path', () => {
    fc.assert(
      fc.property(pathPatternArbitrary, pathArbitrary(), (pattern, path) => {
        const config = { ...GUARD_ALL, exclude: [pattern] };
        if (matchesPathPattern(pattern, path)) expect(isGuardedPath(path, config)).toBe(false);
      }),
    );
  });
});

describe(decideRouteAccess, () => {
  const decide = (fullPath: string, signedIn: boolean, authorized: boolean) =>
    decideRouteAccess({ fullPath, signedIn, authorized, config: ADMIN_ROUTE_GUARD });

  it('sends a visitor with no session to sign in, remembering the full requested path', () => {
    expect(decide('/admin/footer-links?page=2#top', false, false)).toEqual({
      kind: 'sign-in',
      loginPath: '/admin-console-login',
      requestedPath: '/admin/footer-links?page=2#top',
    });
  });

  it('sends a signed-in visitor without the admin role to not-authorized', () => {
    expect(decide('/admin', true, false)).toEqual({ kind: 'not-authorized' });
    expect(NOT_AUTHORIZED_PATH).toBe('/not-authorized');
  });

  it('lets an admin through', () => {
    expect(decide('/admin/agents', true, true)).toEqual({ kind: 'allow' });
  });

  it('lets anyone through on public pages', () => {
    fc.assert(
      fc.property(pathArbitrary(), fc.boolean(), fc.boolean(), (path, signedIn, authorized) => {
        fc.pre(!path.startsWith('/admin'));
        expect(decide(path, signedIn, authorized)).toEqual({ kind: 'allow' });
      }),
    );
  });
});
