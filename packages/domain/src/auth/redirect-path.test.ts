import { fullPathArbitrary, hostilePathArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSafeRedirectPath,
  REDIRECT_PATH_COOKIE_SUFFIX,
  redirectPathCookieName,
  saveRequestedPath,
  takeRequestedPath,
  type CookieJar,
} from './redirect-path.ts';

const SITE = 'https://www.example-site.com';

function memoryJar(): CookieJar & { readonly cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  return {
    cookies,
    get: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
    remove: (name) => void cookies.delete(name),
  };
}

describe(redirectPathCookieName, () => {
  it('ends the cookie name in the redirect-path suffix', () => {
    expect(redirectPathCookieName('sb')).toBe('sb-redirect-path');
    expect(redirectPathCookieName('app').endsWith(REDIRECT_PATH_COOKIE_SUFFIX)).toBe(true);
  });

  it('is the prefix followed by the suffix', () => {
    fc.assert(
      fc.property(fc.string(), (prefix) => {
        expect(redirectPathCookieName(prefix)).toBe(`${prefix}-redirect-path`);
      }),
    );
  });
});

describe(isSafeRedirectPath, () => {
  it('accepts same-site paths with query and hash', () => {
    for (const path of ['/', '/admin/footer-links?page=2#top', '/a//b'])
      expect(isSafeRedirectPath(path), path).toBe(true);
  });

  it('refuses other sites, schemes and header or URL-parser tricks', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'admin',
      '',
      '/a\r\nSet-Cookie: x',
      '/\t/evil.example',
      '/\n/evil.example',
    ])
      expect(isSafeRedirectPath(path), JSON.stringify(path)).toBe(false);
  });

  it('accepts a path only when a browser resolves it on the same site', () => {
    fc.assert(
      fc.property(hostilePathArbitrary, (path) => {
        if (isSafeRedirectPath(path)) expect(new URL(path, SITE).origin).toBe(SITE);
      }),
      { numRuns: 1_000 },
    );
  });

  it('accepts every ordinary full path', () => {
    fc.assert(
      fc.property(fullPathArbitrary(), (path) => {
        expect(isSafeRedirectPath(path)).toBe(true);
      }),
    );
  });
});

describe(saveRequestedPath, () => {
  it('saves the full path under the prefixed cookie', () => {
    const jar = memoryJar();
    saveRequestedPath(jar, 'sb', '/admin/agents?x=1');
    expect(jar.cookies.get('sb-redirect-path')).toBe('/admin/agents?x=1');
  });

  it('saves nothing for an unsafe path', () => {
    const jar = memoryJar();
    saveRequestedPath(jar, 'sb', '//evil.example');
    expect(jar.cookies.size).toBe(0);
  });

  it('saves a path exactly when it is safe', () => {
    fc.assert(
      fc.property(fc.oneof(hostilePathArbitrary, fullPathArbitrary()), (path) => {
        const jar = memoryJar();
        saveRequestedPath(jar, 'sb', path);
        expect(jar.cookies.get('sb-redirect-path')).toBe(isSafeRedirectPath(path) ? path : undefined);
      }),
    );
  });
});

describe(takeRequestedPath, () => {
  it('reads the saved path back once, then clears it', () => {
    const jar = memoryJar();
    saveRequestedPath(jar, 'sb', '/admin/banners');
    expect(takeRequestedPath(jar, 'sb')).toBe('/admin/banners');
    expect(takeRequestedPath(jar, 'sb')).toBeUndefined();
    expect(jar.cookies.size).toBe(0);
  });

  it('answers undefined when nothing was saved', () => {
    expect(takeRequestedPath(memoryJar(), 'sb')).toBeUndefined();
  });

  it('clears but refuses a tampered, unsafe cookie', () => {
    const jar = memoryJar();
    jar.set('sb-redirect-path', 'https://evil.example');
    expect(takeRequestedPath(jar, 'sb')).toBeUndefined();
    expect(jar.cookies.size).toBe(0);
  });

  it('returns a saved-then-taken path once, then undefined', () => {
    fc.assert(
      fc.property(fullPathArbitrary(), fc.constantFrom('sb', 'app'), (path, prefix) => {
        const jar = memoryJar();
        saveRequestedPath(jar, prefix, path);
        expect(takeRequestedPath(jar, prefix)).toBe(path);
        expect(takeRequestedPath(jar, prefix)).toBeUndefined();
      }),
    );
  });

  it('keeps the paths of different prefixes apart', () => {
    fc.assert(
      fc.property(fullPathArbitrary(), fullPathArbitrary(), (first, second) => {
        const jar = memoryJar();
        saveRequestedPath(jar, 'one', first);
        saveRequestedPath(jar, 'two', second);
        expect(takeRequestedPath(jar, 'two')).toBe(second);
        expect(takeRequestedPath(jar, 'one')).toBe(first);
      }),
    );
  });
});
