import { describe, expect, it } from 'vitest';
import { generateDemoListings } from '@app/demo';
import { createTestApp } from '../test-app.ts';

const listings = generateDemoListings({ count: 1_000 });

describe('GET /api/search/interpret', () => {
  it('answers the filters of a sentence as /search parameters', async () => {
    const { app } = createTestApp({ listings });
    const response = await app.request(
      `/api/search/interpret?q=${encodeURIComponent('3 bed pool home in Naples under 800k')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual({
      params: { beds: '3', pool: '1', city: 'Naples', maxPrice: '800000' },
      unsupported: [],
      refused: [],
    });
  });

  it('says why it leaves out a phrase on a protected characteristic', async () => {
    const { app } = createTestApp({ listings });
    const body = (await (await app.request('/api/search/interpret?q=no%20kids%20condo%20with%20a%20dock')).json()) as {
      params: Record<string, string>;
      unsupported: string[];
      refused: { phrase: string; reason: string }[];
    };
    expect(body.params).toEqual({ type: 'Condominium', remarks: 'dock' });
    expect(body.unsupported).toEqual(['dock']);
    expect(body.refused[0]?.phrase).toBe('no kids');
    expect(body.refused[0]?.reason).toContain('Fair Housing Act');
  });

  it.each([
    ['', 'q: Invalid input'],
    ['q=%20%20', 'q: must not be empty'],
    [`q=${'x'.repeat(201)}`, 'q: must be at most 200 characters'],
    ['q=naples&page=2', 'Unrecognized key'],
  ])('rejects ?%s with a 400 naming the problem', async (query, message) => {
    const { app } = createTestApp({ listings });
    const response = await app.request(`/api/search/interpret?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it('answers 503 when the place index fails', async () => {
    const { app, listings: store } = createTestApp({ listings });
    store.failNextWith(new Error('disk full'));
    const response = await app.request('/api/search/interpret?q=homes%20in%20naples');
    expect(response.status).toBe(503);
  });
});
