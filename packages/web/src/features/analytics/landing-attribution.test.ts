import { describe, expect, it } from 'vitest';
import { landingAttribution, rememberLanding } from './landing-attribution.ts';

describe(rememberLanding, () => {
  it('keeps the first page’s campaign tags, click id and referring site for the leads of the visit', () => {
    rememberLanding(
      { href: 'https://palmetto.example/open-houses?utm_source=Facebook&utm_medium=paid_social&fbclid=IwAR0' },
      'https://m.facebook.com/',
    );
    expect(landingAttribution()).toEqual({
      source: 'facebook',
      medium: 'paid_social',
      campaign: null,
      referrerHost: 'm.facebook.com',
      landingPath: '/open-houses',
      clickId: 'fbclid',
    });
  });

  it('does not take an app or a blank referrer for a site', () => {
    rememberLanding({ href: 'https://palmetto.example/' }, 'android-app://com.google.android.gm/');
    expect(landingAttribution()?.referrerHost).toBeNull();
    rememberLanding({ href: 'https://palmetto.example/' }, '');
    expect(landingAttribution()?.referrerHost).toBeNull();
  });
});
