import { describe, expect, it } from 'vitest';
import { exampleBannerFields } from '@app/testing';
import { bannerPublicPath, scheduleText } from './banner-labels.ts';

const banner = (overrides = {}) => ({
  ...exampleBannerFields(overrides),
  id: 'b1',
  createdAt: '',
  updatedAt: '',
  version: 1,
});
const NOW = '2026-03-01T12:00:00.000Z';

describe(scheduleText, () => {
  it('says when a banner shows, in Florida time', () => {
    expect(scheduleText({ startsAt: null, endsAt: null })).toBe('Always');
    expect(scheduleText({ startsAt: '2026-03-01T14:00:00.000Z', endsAt: null })).toBe('From Mar 1, 2026, 9:00 AM');
    expect(scheduleText({ startsAt: null, endsAt: '2026-04-01T04:00:00.000Z' })).toBe('Until Apr 1, 2026, 12:00 AM');
    expect(scheduleText({ startsAt: '2026-03-01T14:00:00.000Z', endsAt: '2026-04-01T04:00:00.000Z' })).toBe(
      'Mar 1, 2026, 9:00 AM to Apr 1, 2026, 12:00 AM',
    );
  });
});

describe(bannerPublicPath, () => {
  it('points a live banner at the page of its placement', () => {
    expect(bannerPublicPath(banner({ placement: 'home-promo' }), NOW)).toBe('/');
    expect(bannerPublicPath(banner({ placement: 'search-top' }), NOW)).toBe('/search');
  });

  it('points nowhere while a banner is off, waiting or over', () => {
    expect(bannerPublicPath(banner({ enabled: false }), NOW)).toBeNull();
    expect(bannerPublicPath(banner({ startsAt: '2026-03-02T00:00:00.000Z' }), NOW)).toBeNull();
    expect(bannerPublicPath(banner({ endsAt: '2026-02-01T00:00:00.000Z' }), NOW)).toBeNull();
  });
});
