import { describe, expect, it } from 'vitest';
import { renderSVG } from 'uqr';
import { exampleListing } from '@app/testing';
import { createTestApp, TEST_SITE_URL } from '../test-app.ts';
import { listingQrTarget, NO_QR_MESSAGE } from './listing-qr.routes.ts';

describe('GET /api/listings/{listingId}/qr.svg', () => {
  const listings = [
    exampleListing({ ListingKey: 'A', ListingId: '226000001', StandardStatus: 'Active' }),
    exampleListing({ ListingKey: 'B', ListingId: '225000009', StandardStatus: 'Closed' }),
  ];

  it("answers the QR code of the listing's canonical page on the site's origin, cacheable for a day", async () => {
    const { app } = createTestApp({ listings });
    const answer = await app.request('/api/listings/226000001/qr.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(listingQrTarget(TEST_SITE_URL, '226000001')).toBe(`${TEST_SITE_URL}/properties/226000001`);
    const svg = await answer.text();
    expect(svg).toBe(renderSVG(`${TEST_SITE_URL}/properties/226000001`, { ecc: 'M', border: 2 }));
    expect(svg).not.toBe(renderSVG(`${TEST_SITE_URL}/properties/225000009`, { ecc: 'M', border: 2 }));
  });

  it('writes one slash between the origin and the path whatever the origin ends with', () => {
    expect(listingQrTarget('https://example.com///', '1-A')).toBe('https://example.com/properties/1-A');
  });

  it('answers 404 for a listing the public may not see and 400 for a malformed number', async () => {
    const { app } = createTestApp({ listings });
    const missing = await app.request('/api/listings/999999999/qr.svg');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: NO_QR_MESSAGE });
    expect((await app.request('/api/listings/%3Cb%3E/qr.svg')).status).toBe(400);
  });
});
