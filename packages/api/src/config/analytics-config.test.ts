import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the analytics configuration', () => {
  it('turns GA4 and Meta on when their ids and secrets are set, with the collection addresses for tests', () => {
    expect(
      loadConfig({
        GA_MEASUREMENT_ID: 'G-ABC123XYZ9',
        GA_API_SECRET: ' mp-secret ',
        GA_COLLECT_URL: 'http://127.0.0.1:9911/mp/collect',
        META_PIXEL_ID: '1234567890',
        META_CAPI_TOKEN: 'EAAB-token',
        META_CAPI_URL: 'http://127.0.0.1:9912/v21.0/',
      }).analytics,
    ).toEqual({
      ga4: { measurementId: 'G-ABC123XYZ9', apiSecret: 'mp-secret', collectUrl: 'http://127.0.0.1:9911/mp/collect' },
      meta: { pixelId: '1234567890', accessToken: 'EAAB-token', capiUrl: 'http://127.0.0.1:9912/v21.0' },
    });
  });

  it('keeps both off when blank', () => {
    expect(loadConfig({ GA_MEASUREMENT_ID: ' ', GA_API_SECRET: '', META_PIXEL_ID: '' }).analytics).toEqual({
      ga4: undefined,
      meta: undefined,
    });
  });

  it('names every bad or half-set variable', () => {
    expect(() =>
      loadConfig({ GA_MEASUREMENT_ID: 'UA-1234-1', META_PIXEL_ID: 'pixel', GA_COLLECT_URL: 'ftp://x' }),
    ).toThrow(
      /GA_MEASUREMENT_ID: must be a GA4 measurement id[\s\S]*GA_COLLECT_URL: must be an http[\s\S]*META_PIXEL_ID: must be the pixel/,
    );
    expect(() => loadConfig({ GA_MEASUREMENT_ID: 'G-ABC123XYZ9' })).toThrow(
      /GA_API_SECRET: GA_MEASUREMENT_ID and GA_API_SECRET go together/,
    );
    expect(() => loadConfig({ META_CAPI_TOKEN: 'token' })).toThrow(
      /META_PIXEL_ID: META_PIXEL_ID and META_CAPI_TOKEN go together/,
    );
  });
});
