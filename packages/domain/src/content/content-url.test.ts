import { hostilePathArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_URL_MAX, isSitePath, isSitePathOrWebUrl, isWebUrl } from './content-url.ts';

const SITE = 'https://www.palmettorealtygroup.com';

describe(isSitePathOrWebUrl, () => {
  it('accepts site paths with a query and http(s) addresses', () => {
    for (const url of [
      '/',
      '/search?city=Naples&minPrice=1000000',
      '/communities/pelican-bay#map',
      'https://www.floridastateparks.org/parks-and-trails/koreshan-state-park',
      'http://example.com:8080/a',
    ])
      expect(isSitePathOrWebUrl(url), url).toBe(true);
  });

  it('refuses script, data, protocol-relative, backslash and bare targets', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example',
      '/\\evil.example',
      'about',
      'https://',
      'ftp://x.com',
      '/a b',
      '/a\u0000b',
      'mailto:a@b.co',
      '',
    ])
      expect(isSitePathOrWebUrl(url), url).toBe(false);
  });

  it(`refuses addresses longer than ${CONTENT_URL_MAX} characters`, () => {
    expect(isSitePathOrWebUrl(`/${'a'.repeat(CONTENT_URL_MAX - 1)}`)).toBe(true);
    expect(isSitePathOrWebUrl(`/${'a'.repeat(CONTENT_URL_MAX)}`)).toBe(false);
  });

  it('accepts a site path only when a browser would stay on the site', () => {
    fc.assert(
      fc.property(hostilePathArbitrary, (path) => {
        if (isSitePath(path)) expect(new URL(path, SITE).origin).toBe(SITE);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts a web address only when a browser reads it as http or https', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.string(),
          hostilePathArbitrary.map((rest) => `https:${rest}`),
        ),
        (url) => {
          if (isWebUrl(url)) expect(['http:', 'https:']).toContain(new URL(url).protocol);
        },
      ),
      { numRuns: 500 },
    );
  });
});
