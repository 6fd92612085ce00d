import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentCookieValue, cookieValue, isClientId, parseConsentCookie } from './consent-cookie.ts';

const choice = fc.record({ analytics: fc.boolean(), advertising: fc.boolean() });

describe(parseConsentCookie, () => {
  it('reads back every choice it wrote', () => {
    fc.assert(
      fc.property(choice, (chosen) => {
        expect(parseConsentCookie(consentCookieValue(chosen))).toEqual(chosen);
      }),
    );
  });

  it('is "not chosen" for no cookie and for any value that is not ours', () => {
    expect(consentCookieValue({ analytics: true, advertising: false })).toBe('v1.a1.d0');
    for (const value of [undefined, '', 'v1.a1', 'v2.a1.d1', 'v1.a2.d0', 'yes', ' v1.a1.d1'])
      expect(parseConsentCookie(value)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (value) => {
        const parsed = parseConsentCookie(value);
        return parsed === null || consentCookieValue(parsed) === value;
      }),
    );
  });
});

describe(cookieValue, () => {
  it('finds a cookie by its exact name among others', () => {
    expect(cookieValue('a=1; consent=v1.a0.d0; cid=abc', 'consent')).toBe('v1.a0.d0');
    expect(cookieValue('xconsent=v1.a1.d1', 'consent')).toBeUndefined();
    expect(cookieValue('', 'cid')).toBeUndefined();
  });
});

describe(isClientId, () => {
  it('takes what POST /api/events takes as a client id', () => {
    expect(isClientId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isClientId('short')).toBe(false);
    expect(isClientId('has space in it')).toBe(false);
    expect(isClientId(undefined)).toBe(false);
  });
});
