import { describe, expect, it } from 'vitest';
import { attributionDetails } from './contact-labels.ts';

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
