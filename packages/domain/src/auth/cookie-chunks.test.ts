import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOKIE_CHUNK_SIZE } from '../shared/constants.ts';
import { chunkCookieValue, chunkedCookieNames, readChunkedCookie } from './cookie-chunks.ts';

function jar(parts: { name: string; value: string }[]) {
  const map = new Map(parts.map((part) => [part.name, part.value]));
  return (name: string) => map.get(name);
}

describe(chunkCookieValue, () => {
  it('keeps a value that fits in one cookie under its own name', () => {
    expect(chunkCookieValue('sb-auth', 'short')).toEqual([{ name: 'sb-auth', value: 'short' }]);
  });

  it('splits a long value into numbered chunks of at most 3180 characters', () => {
    const parts = chunkCookieValue('sb-auth', 'x'.repeat(7000));
    expect(parts.map((part) => part.name)).toEqual(['sb-auth.0', 'sb-auth.1', 'sb-auth.2']);
    expect(parts.map((part) => part.value.length)).toEqual([
      COOKIE_CHUNK_SIZE,
      COOKIE_CHUNK_SIZE,
      7000 - 2 * COOKIE_CHUNK_SIZE,
    ]);
  });

  it('round-trips any text, never exceeds the size and never splits an escape', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), fc.integer({ min: 12, max: 400 }), (value, size) => {
        const parts = chunkCookieValue('c', value, size);
        expect(parts.every((part) => part.value.length <= size)).toBe(true);
        expect(parts.every((part) => !/%.?$/.test(part.value))).toBe(true);
        expect(readChunkedCookie('c', jar(parts))).toBe(value);
      }),
    );
  });
});

describe(readChunkedCookie, () => {
  it('prefers the whole cookie, and answers undefined when nothing is stored', () => {
    expect(
      readChunkedCookie(
        'c',
        jar([
          { name: 'c', value: 'a' },
          { name: 'c.0', value: 'b' },
        ]),
      ),
    ).toBe('a');
    expect(readChunkedCookie('c', jar([]))).toBeUndefined();
  });
});

describe(chunkedCookieNames, () => {
  it('finds the cookie and its chunks, not other cookies', () => {
    expect(
      chunkedCookieNames('sb-auth', ['sb-auth', 'sb-auth.0', 'sb-auth.12', 'sb-auth-redirect-path', 'other']),
    ).toEqual(['sb-auth', 'sb-auth.0', 'sb-auth.12']);
  });
});
