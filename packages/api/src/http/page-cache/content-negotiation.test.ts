import { describe, expect, it } from 'vitest';
import { choosePageEncoding, ifNoneMatchHits } from './content-negotiation.ts';

describe(choosePageEncoding, () => {
  it('prefers brotli, then gzip, then the plain bytes', () => {
    expect(choosePageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(choosePageEncoding('gzip, deflate')).toBe('gzip');
    expect(choosePageEncoding('deflate')).toBe('identity');
    expect(choosePageEncoding(undefined)).toBe('identity');
    expect(choosePageEncoding('')).toBe('identity');
  });

  it('follows the client quality values and the wildcard', () => {
    expect(choosePageEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(choosePageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(choosePageEncoding('BR;Q=1, GZIP;q=1')).toBe('br');
    expect(choosePageEncoding('*')).toBe('br');
    expect(choosePageEncoding('gzip;q=0, *;q=0.1')).toBe('br');
    expect(choosePageEncoding('br;q=0, gzip;q=0, *')).toBe('identity');
    expect(choosePageEncoding('x-gzip')).toBe('gzip');
  });
});

describe(ifNoneMatchHits, () => {
  const tags = ['"abc-br"', '"abc-gz"', '"abc"'];

  it('matches any of the tags, weakly, in a list, or *', () => {
    expect(ifNoneMatchHits('"abc-gz"', tags)).toBe(true);
    expect(ifNoneMatchHits('W/"abc-br"', tags)).toBe(true);
    expect(ifNoneMatchHits('"old", "abc"', tags)).toBe(true);
    expect(ifNoneMatchHits('*', tags)).toBe(true);
  });

  it('does not match other tags or no header', () => {
    expect(ifNoneMatchHits(undefined, tags)).toBe(false);
    expect(ifNoneMatchHits('"abd"', tags)).toBe(false);
    expect(ifNoneMatchHits('abc', tags)).toBe(false);
  });
});
