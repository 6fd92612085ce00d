import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../http/test-app.ts';
import { SHARED_ANSWER_TTL_MS } from './cached-public-services.ts';

describe('the homes of a subdivision', () => {
  it('are read once per subdivision and list length while fresh, the same answer for every property page of it', async () => {
    const { services, listings, clock } = createTestApp();
    const find = vi.spyOn(listings, 'find');
    const subdivision = (await listings.find({ sort: 'newest', limit: 1 }))[0]?.SubdivisionName ?? '';
    find.mockClear();

    const first = await services.listSubdivisionListings({ subdivision, limit: 7 });
    const again = await services.listSubdivisionListings({ subdivision, limit: 7 });
    await services.listSubdivisionListings({ subdivision, limit: 6 });
    expect(again).toBe(first);
    expect(find).toHaveBeenCalledTimes(2);

    clock.advance(SHARED_ANSWER_TTL_MS);
    await services.listSubdivisionListings({ subdivision, limit: 7 });
    expect(find).toHaveBeenCalledTimes(3);
  });

  it('are read every time for long lists, which are not kept', async () => {
    const { services, listings } = createTestApp();
    const find = vi.spyOn(listings, 'find');
    await services.listSubdivisionListings({ subdivision: 'Moorings', limit: 200 });
    await services.listSubdivisionListings({ subdivision: 'Moorings', limit: 200 });
    expect(find).toHaveBeenCalledTimes(2);
  });
});
