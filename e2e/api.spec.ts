import { expect, test } from './test.ts';

test.describe('product API', () => {
  test('GET /api/footer/links answers the enabled links and no error, cacheable', async ({ request }) => {
    const response = await request.get('/api/footer/links');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('public');
    const body = (await response.json()) as { data: { enabled: boolean }[]; error: null };
    expect(body.error).toBeNull();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((link) => link.enabled)).toBe(true);
    const again = await request.get('/api/footer/links', {
      headers: { 'if-none-match': response.headers().etag ?? '' },
    });
    expect(again.status()).toBe(304);
  });

  test('GET /api/corelogic/properties?listOfficeMlsId=PRG answers only that office', async ({ request }) => {
    const body = (await (await request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
      value: { ListOfficeMlsId: string }[];
    };
    expect(body.value.length).toBeGreaterThanOrEqual(12);
    expect(new Set(body.value.map((listing) => listing.ListOfficeMlsId))).toEqual(new Set(['PRG']));
  });

  test('GET /api/corelogic/properties?subdivision=… answers at most 6 listings of that subdivision by default', async ({
    request,
  }) => {
    const office = (await (await request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
      value: { SubdivisionName: string }[];
    };
    const subdivision = office.value[0]?.SubdivisionName ?? '';
    const body = (await (
      await request.get(`/api/corelogic/properties?subdivision=${encodeURIComponent(subdivision)}`)
    ).json()) as {
      value: { SubdivisionName: string; BathroomsFull: number; BathroomsHalf: number; totalBathroomsDisplay: number }[];
    };
    expect(body.value.length).toBeGreaterThan(0);
    expect(body.value.length).toBeLessThanOrEqual(6);
    for (const listing of body.value) {
      expect(listing.SubdivisionName.toLowerCase()).toBe(subdivision.toLowerCase());
      expect(listing.totalBathroomsDisplay).toBe(listing.BathroomsFull + (listing.BathroomsHalf > 0 ? 0.5 : 0));
    }
  });

  test('GET /api/corelogic/property/{id} answers the listing, 404 for an unknown id', async ({ request }) => {
    const office = (await (await request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
      value: { ListingId: string }[];
    };
    const id = office.value[0]?.ListingId ?? '';
    const found = await request.get(`/api/corelogic/property/${id}`);
    expect(found.status()).toBe(200);
    expect(((await found.json()) as { ListingId: string }).ListingId).toBe(id);
    const missing = await request.get('/api/corelogic/property/000000000');
    expect(missing.status()).toBe(404);
  });

  for (const query of [
    'limit=0',
    'limit=abc',
    'limit=100000',
    'listOfficeMlsId=%3Cscript%3E',
    'subdivision=',
    'unknown=1',
    'listOfficeMlsId=PRG&subdivision=Moorings',
  ]) {
    test(`bad input ?${query} gets a 400 with a clear message`, async ({ request }) => {
      const response = await request.get(`/api/corelogic/properties?${query}`);
      expect(response.status()).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid request: .+/);
    });
  }

  test('GET /builds/latest.json and /api/health answer', async ({ request }) => {
    const build = (await (await request.get('/builds/latest.json')).json()) as { id: string; builtAt: string };
    expect(build.id).toMatch(/^[0-9a-f]{12}$/);
    const health = (await (await request.get('/api/health')).json()) as { status: string; listings: { count: number } };
    expect(health.status).toBe('ok');
    expect(health.listings.count).toBeGreaterThanOrEqual(5000);
  });
});
