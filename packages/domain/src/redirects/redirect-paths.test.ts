import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeRedirectPath, redirectIssues } from './redirect-paths.ts';

describe(normalizeRedirectPath, () => {
  it('keeps site paths, trimming spaces around and a trailing slash', () => {
    expect(normalizeRedirectPath(' /resources/buying/old-slug/ ')).toBe('/resources/buying/old-slug');
    expect(normalizeRedirectPath('/')).toBe('/');
  });

  it.each([
    'resources',
    '//evil.example/x',
    'https://example.com/a',
    '/a?b=1',
    '/a#top',
    '/a b',
    '/a/../admin',
    '/a\\b',
  ])('refuses %s', (raw) => expect(normalizeRedirectPath(raw)).toBeNull());

  it('property: a normalized path is stable and never leaves the site', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const path = normalizeRedirectPath(raw);
        if (path === null) return;
        expect(normalizeRedirectPath(path)).toBe(path);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
      }),
    );
  });
});

describe(redirectIssues, () => {
  it('names each field that is wrong', () => {
    expect(redirectIssues({ fromPath: '', toPath: 'x' })).toEqual([
      { field: 'fromPath', message: 'The old address is required' },
      { field: 'toPath', message: expect.stringContaining('starting with /') },
    ]);
    expect(redirectIssues({ fromPath: '/a/', toPath: '/a' })).toEqual([
      { field: 'toPath', message: 'The new address must differ from the old one' },
    ]);
    expect(redirectIssues({ fromPath: '/admin/users', toPath: '/a' })[0]?.field).toBe('fromPath');
    expect(redirectIssues({ fromPath: '/api/health', toPath: '/a' })[0]?.field).toBe('fromPath');
    expect(redirectIssues({ fromPath: '/old', toPath: '/new' })).toEqual([]);
  });
});
