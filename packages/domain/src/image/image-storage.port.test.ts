import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSafeStorageKey, isSafeStoragePrefix } from './image-storage.port.ts';

describe(isSafeStorageKey, () => {
  it('accepts relative paths of plain segments', () => {
    expect(isSafeStorageKey('6a1e4d7c-2b3f-4c5d-8e9f-0a1b2c3d4e5f/640.webp')).toBe(true);
    expect(isSafeStorageKey('original.jpg')).toBe(true);
  });

  it('refuses traversal, absolute, hidden, empty and odd segments', () => {
    for (const key of [
      '',
      '../x.png',
      'a/../b.png',
      '/etc/passwd',
      'a//b.png',
      '.env',
      'a/.hidden',
      'a\\b.png',
      'a b.png',
      'a/',
      'é.png',
    ])
      expect(isSafeStorageKey(key)).toBe(false);
  });

  it('never accepts a key containing a dot-dot segment (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', '..', '.', 'b.png', ''), { minLength: 1, maxLength: 5 }),
        (segments) => {
          const key = segments.join('/');
          if (segments.some((segment) => segment === '..' || segment === '.' || segment === ''))
            expect(isSafeStorageKey(key)).toBe(false);
        },
      ),
    );
  });
});

describe(isSafeStoragePrefix, () => {
  it('is the root or safe segments ending in a slash', () => {
    expect(isSafeStoragePrefix('')).toBe(true);
    expect(isSafeStoragePrefix('abc/')).toBe(true);
    expect(isSafeStoragePrefix('abc')).toBe(false);
    expect(isSafeStoragePrefix('../')).toBe(false);
  });
});
