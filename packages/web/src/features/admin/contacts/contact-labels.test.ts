import { describe, expect, it } from 'vitest';
import { attributionDetails, formatFollowUpDay, formatReceived } from './contact-labels.ts';

describe(attributionDetails, () => {
  it('says in one line what the visit carried, leaving out what it did not', () => {
    expect(
      attributionDetails({
        source: 'google',
        medium: 'cpc',
        campaign: 'naples condos',
        referrerHost: 'www.google.com',
        landingPath: '/search',
        clickId: 'gclid',
      }),
    ).toBe('google / cpc, “naples condos”, ad click (gclid), from www.google.com, landed on /search');
    expect(
      attributionDetails({
        source: null,
        medium: null,
        campaign: null,
        referrerHost: null,
        landingPath: '/',
        clickId: null,
      }),
    ).toBe('landed on /');
  });
});

describe(formatReceived, () => {
  it('writes the office time, labelled ET', () => {
    expect(formatReceived('2026-03-04T17:00:00.000Z').replace(/\s/g, ' ')).toBe('Mar 4, 2026, 12:00 PM ET');
  });
});

describe(formatFollowUpDay, () => {
  it('writes the day as written, whatever the browser zone', () => {
    expect(formatFollowUpDay('2026-03-01')).toBe('Mar 1, 2026');
  });
});
