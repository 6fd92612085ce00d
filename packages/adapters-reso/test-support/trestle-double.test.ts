import { exampleListing, FixedClock } from '@app/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrestleDouble } from './trestle-double.ts';

describe(TrestleDouble, () => {
  const clock = new FixedClock();
  let double: TrestleDouble;
  let token: string;

  beforeAll(async () => {
    double = await TrestleDouble.start({ clock, minuteQuota: 1_000 });
    double.putListings(
      ...Array.from({ length: 25 }, (_, i) =>
        exampleListing({ ListingKey: `K${String(i).padStart(2, '0')}`, ListPrice: i * 1_000 }),
      ),
    );
    const answer = await fetch(`${double.baseUrl}/trestle/oidc/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&scope=api&client_id=client&client_secret=secret',
    });
    token = ((await answer.json()) as { access_token: string }).access_token;
  });
  afterAll(() => double.close());

  const get = async (query: string, bearer = token) => {
    const response = await fetch(`${double.baseUrl}/trestle/odata/Property?${query}`, {
      headers: { Authorization: `Bearer ${bearer}` },
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown> & { value: Record<string, unknown>[] },
    };
  };

  it('answers 10 records without $top and refuses a $top over 1000, unless only keys are selected', async () => {
    expect((await get('')).body.value).toHaveLength(10);
    expect((await get('$top=1001')).status).toBe(400);
    expect((await get('$top=300000&$select=ListingKey')).body.value).toHaveLength(25);
  });

  it('filters, orders, selects and pages with an absolute nextLink carrying $skip', async () => {
    const first = await get(
      '$filter=ListPrice%20ge%205000%20and%20ListPrice%20lt%2020000&$orderby=ListPrice%20desc&$select=ListingKey,ListPrice&$top=10',
    );
    expect(first.body.value.map((record) => record['ListPrice'])).toEqual([
      19_000, 18_000, 17_000, 16_000, 15_000, 14_000, 13_000, 12_000, 11_000, 10_000,
    ]);
    expect(Object.keys(first.body.value[0] ?? {})).toEqual(['ListingKey', 'ListPrice']);
    const next = String(first.body['@odata.nextLink']);
    expect(next).toMatch(new RegExp(`^${double.baseUrl}/trestle/odata/Property\\?.*\\$skip=10$`));
    const second = await get(next.split('?')[1] ?? '');
    expect(second.body.value.map((record) => record['ListPrice'])).toEqual([9_000, 8_000, 7_000, 6_000, 5_000]);
    expect(second.body['@odata.nextLink']).toBeUndefined();
  });

  it('expands Media with its own $select and $orderby', async () => {
    const answer = await get(
      "$filter=ListingKey%20eq%20'K01'&$select=ListingKey&$expand=Media($select=Order;$orderby=Order)",
    );
    expect(answer.body.value[0]?.['Media']).toEqual([{ Order: 1 }, { Order: 2 }]);
  });

  it('refuses unknown fields, quoted timestamps and broken syntax with 400', async () => {
    expect((await get('$select=Price')).status).toBe(400);
    expect((await get("$filter=ModificationTimestamp%20gt%20'2024-01-01T00:00:00Z'")).status).toBe(400);
    expect((await get('$filter=ListPrice%20gt')).status).toBe(400);
  });

  it('answers 401 invalid_token to an unknown or expired token, with the quota headers', async () => {
    const unknown = await get('', 'nope');
    expect([unknown.status, unknown.body['error']]).toEqual([401, 'invalid_token']);
    expect(unknown.headers.get('Minute-Quota-Limit')).toBe('1000.0');
    clock.advance(8 * 3_600_000);
    expect((await get('')).status).toBe(401);
  });
});
