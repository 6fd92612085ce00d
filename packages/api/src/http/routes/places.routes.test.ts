import { describe, expect, it } from 'vitest';
import { generateDemoListings } from '@app/demo';
import type { PlaceSuggestionGroup } from '@app/domain';
import { createTestApp } from '../test-app.ts';

const listings = generateDemoListings({ count: 1_000 });

async function groups(query: string): Promise<PlaceSuggestionGroup[]> {
  const { app } = createTestApp({ listings });
  const response = await app.request(`/api/places/suggest?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { groups: PlaceSuggestionGroup[] }).groups;
}

describe('GET /api/places/suggest', () => {
  it('finds Naples for "Napels", grouped by kind with its homes for sale', async () => {
    const found = await groups('q=Napels');
    expect(found[0]?.kind).toBe('city');
    expect(found[0]?.suggestions[0]).toMatchObject({ kind: 'city', label: 'Naples' });
    expect(found[0]?.suggestions[0]?.homes).toBeGreaterThan(0);
  });

  it('answers ZIP codes for digits and an MLS number that leads to its listing', async () => {
    const forSale = listings.find((listing) => listing.StandardStatus === 'Active')!;
    const zips = await groups(`q=${forSale.PostalCode!.slice(0, 3)}`);
    expect(zips.map((group) => group.kind)).toContain('zip');
    const mls = await groups(`q=${forSale.ListingId}`);
    expect(mls.find((group) => group.kind === 'mls')?.suggestions[0]?.listingId).toBe(forSale.ListingId);
  });

  it('may be kept by browsers and shared caches for a minute', async () => {
    const { app } = createTestApp({ listings });
    const response = await app.request('/api/places/suggest?q=cape');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it.each([
    ['', 'q: Invalid input'],
    ['q=a', 'q: must be 2 to 60 characters'],
    ['q=%20%20a%20', 'q: must be 2 to 60 characters'],
    [`q=${'x'.repeat(61)}`, 'q: must be 2 to 60 characters'],
    ['q=naples&extra=1', 'Unrecognized key'],
  ])('rejects ?%s with a 400 naming the problem', async (query, message) => {
    const { app } = createTestApp({ listings });
    const response = await app.request(`/api/places/suggest?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it('answers 503 with the catalogue message when the store fails', async () => {
    const { app, listings: store } = createTestApp({ listings });
    store.failNextWith(new Error('disk full'));
    const response = await app.request('/api/places/suggest?q=naples');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Error fetching properties' });
  });
});
