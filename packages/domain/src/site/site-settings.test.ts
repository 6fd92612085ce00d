import { pathSegmentArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneHref, smsHref, teamArticlesPath } from './site-settings.ts';

describe(teamArticlesPath, () => {
  it("puts the team's name in the articles path", () => {
    expect(teamArticlesPath({ teamSlug: 'palmetto-team' })).toBe('/resources/palmetto-team-articles');
  });

  it('is a one-segment path under /resources that gives the slug back', () => {
    fc.assert(
      fc.property(pathSegmentArbitrary, (teamSlug) => {
        const path = teamArticlesPath({ teamSlug });
        expect(path.split('/')).toHaveLength(3);
        expect(/^\/resources\/(.+)-articles$/.exec(path)?.[1]).toBe(teamSlug);
      }),
    );
  });
});

describe(phoneHref, () => {
  it('makes a US number a tel: link with +1', () => {
    expect(phoneHref('(239) 555-0100')).toBe('tel:+12395550100');
    expect(phoneHref('239.555.0100')).toBe('tel:+12395550100');
  });

  it('keeps a number that already has its country code', () => {
    expect(phoneHref('+1 (239) 555-0100')).toBe('tel:+12395550100');
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(phoneHref('1-239-555-0100')).toBe('tel:+12395550100');
  });

  it('keeps a leading plus after blanks and drops every other sign', () => {
    expect(phoneHref(' +1 239 555 0100')).toBe('tel:+12395550100');
    expect(phoneHref('239+555+0100')).toBe('tel:+12395550100');
  });

  it('writes any ten-digit number, however punctuated, as +1 and its digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[2-9]\d{9}$/),
        fc.array(fc.constantFrom(' ', '-', '.', '(', ')'), { minLength: 10, maxLength: 10 }),
        (digits, separators) => {
          const written = [...digits].map((digit, i) => `${separators[i]}${digit}`).join('');
          expect(phoneHref(written)).toBe(`tel:+1${digits}`);
        },
      ),
    );
  });
});

describe(smsHref, () => {
  it('texts the same number a call would ring, with the message written', () => {
    expect(smsHref('(239) 555-0100', 'Is 12 Gulf Shore Blvd still available?')).toBe(
      'sms:+12395550100?body=Is%2012%20Gulf%20Shore%20Blvd%20still%20available%3F',
    );
  });

  it('always reaches the number phoneHref dials and gives the message back whole', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[+]?[\d ().-]{10,16}$/), fc.string({ maxLength: 200 }), (phone, body) => {
        const href = smsHref(phone, body);
        const [target = '', query = ''] = href.slice('sms:'.length).split('?body=');
        expect(`tel:${target}`).toBe(phoneHref(phone));
        expect(decodeURIComponent(query)).toBe(body);
      }),
    );
  });
});
