import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALERT_FREQUENCIES,
  listingSearchParams,
  savedSearchState,
  type NewSavedSearch,
  type SavedHomesRepository,
  type SavedSearchesRepository,
} from '@app/domain';
import { listingSearchArbitrary } from '../arbitraries/listing-search.arbitrary.ts';
import { pause, useContractFixture } from './contract-fixture.ts';

/** Two visitors the suite saves for. */
export const VISITOR_A = 'b0000000-0000-4000-8000-00000000000a';
export const VISITOR_B = 'b0000000-0000-4000-8000-00000000000b';

/** The saved lists as one visitor reaches them (in Supabase mode: bound to that visitor's token). */
export interface VisitorRepositories {
  readonly homes: SavedHomesRepository;
  readonly searches: SavedSearchesRepository;
}

/** What the saved-lists contract needs: the repositories of each visitor, emptied by `reset`. */
export interface SavedListsFixture {
  readonly as: (visitorId: string) => VisitorRepositories;
  reset(): Promise<void>;
  close?(): Promise<void>;
}

const NAPLES_UNDER_A_MILLION: NewSavedSearch = {
  ...savedSearchState('map', {
    city: 'Naples',
    maxPrice: '1000000',
    polygon: '26.1,-81.8_26.2,-81.8_26.2,-81.7',
    sort: 'price-asc',
  }),
  name: 'Naples under $1M – “drawn” café',
  alertFrequency: 'instantly',
};

/** Declares the behaviour every SavedHomesRepository and SavedSearchesRepository must have. */
export function savedListsContract(name: string, setup: () => Promise<SavedListsFixture>): void {
  describe(`saved lists contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const a = () => fixture().as(VISITOR_A);
    const b = () => fixture().as(VISITOR_B);

    it('saves a home with its price and status then, once: saving again keeps the first save', async () => {
      const saved = await a().homes.save({
        visitorId: VISITOR_A,
        listingId: 'PRG-1001',
        priceAtSave: 650_000,
        statusAtSave: 'Active',
      });
      expect(saved).toEqual({
        visitorId: VISITOR_A,
        listingId: 'PRG-1001',
        priceAtSave: 650_000,
        statusAtSave: 'Active',
        savedAt: expect.any(String),
      });
      const again = await a().homes.save({ ...saved, priceAtSave: 1, statusAtSave: 'Pending' });
      expect(again).toEqual(saved);
      expect(await a().homes.list(VISITOR_A)).toEqual([saved]);
    });

    it('lists the latest saved home first and removes one, answering whether there was one', async () => {
      await a().homes.save({ visitorId: VISITOR_A, listingId: 'one', priceAtSave: null, statusAtSave: 'Active' });
      await pause();
      await a().homes.save({ visitorId: VISITOR_A, listingId: 'two', priceAtSave: 2, statusAtSave: 'Closed' });
      expect((await a().homes.list(VISITOR_A)).map((home) => home.listingId)).toEqual(['two', 'one']);
      expect(await a().homes.remove(VISITOR_A, 'one')).toBe(true);
      expect(await a().homes.remove(VISITOR_A, 'one')).toBe(false);
      expect((await a().homes.list(VISITOR_A)).map((home) => home.listingId)).toEqual(['two']);
    });

    it('keeps each visitor to their own homes and searches, and erases only theirs', async () => {
      await a().homes.save({ visitorId: VISITOR_A, listingId: 'same', priceAtSave: 1, statusAtSave: 'Active' });
      await b().homes.save({ visitorId: VISITOR_B, listingId: 'same', priceAtSave: 2, statusAtSave: 'Active' });
      const search = await b().searches.create(VISITOR_B, NAPLES_UNDER_A_MILLION);
      expect((await a().homes.list(VISITOR_A)).map((home) => home.priceAtSave)).toEqual([1]);
      expect(await a().searches.list(VISITOR_A)).toEqual([]);
      expect(await a().searches.update(VISITOR_A, search.id, { name: 'taken' })).toBeNull();
      expect(await a().searches.remove(VISITOR_A, search.id)).toBe(false);
      await a().homes.removeAll(VISITOR_A);
      await a().searches.removeAll(VISITOR_A);
      expect(await a().homes.list(VISITOR_A)).toEqual([]);
      expect(await b().homes.list(VISITOR_B)).toHaveLength(1);
      expect(await b().searches.list(VISITOR_B)).toEqual([search]);
    });

    it("turns a visitor's saved-home alerts off and on again, for that visitor only; erasing turns them on", async () => {
      expect(await a().homes.alertsOn(VISITOR_A)).toBe(true);
      await a().homes.setAlerts(VISITOR_A, false);
      await a().homes.setAlerts(VISITOR_A, false);
      expect(await a().homes.alertsOn(VISITOR_A)).toBe(false);
      expect(await b().homes.alertsOn(VISITOR_B)).toBe(true);
      await a().homes.setAlerts(VISITOR_A, true);
      expect(await a().homes.alertsOn(VISITOR_A)).toBe(true);
      await a().homes.setAlerts(VISITOR_A, false);
      await a().homes.removeAll(VISITOR_A);
      expect(await a().homes.alertsOn(VISITOR_A)).toBe(true);
    });

    it('stores a search whole (state, name, alerts) with an empty alert cursor', async () => {
      const saved = await a().searches.create(VISITOR_A, NAPLES_UNDER_A_MILLION);
      expect(saved).toEqual({
        ...NAPLES_UNDER_A_MILLION,
        id: expect.any(String),
        visitorId: VISITOR_A,
        lastAlertedAt: null,
        createdAt: expect.any(String),
        updatedAt: saved.createdAt,
      });
      expect(await a().searches.list(VISITOR_A)).toEqual([saved]);
    });

    it('renames a search and changes its alerts, moving updatedAt on; removes it', async () => {
      const saved = await a().searches.create(VISITOR_A, NAPLES_UNDER_A_MILLION);
      await pause();
      const renamed = await a().searches.update(VISITOR_A, saved.id, { name: 'Gulf view' });
      expect(renamed).toMatchObject({ name: 'Gulf view', alertFrequency: 'instantly', params: saved.params });
      const weekly = await a().searches.update(VISITOR_A, saved.id, { alertFrequency: 'weekly' });
      expect(weekly).toMatchObject({ name: 'Gulf view', alertFrequency: 'weekly' });
      expect(Date.parse(weekly?.updatedAt ?? '')).toBeGreaterThan(Date.parse(saved.updatedAt));
      expect(await a().searches.remove(VISITOR_A, saved.id)).toBe(true);
      expect(await a().searches.list(VISITOR_A)).toEqual([]);
    });

    it('answers null for an unknown search id', async () => {
      expect(await a().searches.update(VISITOR_A, '00000000-0000-4000-8000-000000000000', { name: 'x' })).toBeNull();
    });

    it('gives back any canonical search state exactly as stored', async () => {
      await fc.assert(
        fc.asyncProperty(
          listingSearchArbitrary,
          fc.constantFrom('list' as const, 'map' as const),
          fc.constantFrom(...ALERT_FREQUENCIES),
          async (search, view, alertFrequency) => {
            const state = savedSearchState(view, listingSearchParams(search));
            const saved = await a().searches.create(VISITOR_A, { ...state, name: 'Any', alertFrequency });
            const [listed] = (await a().searches.list(VISITOR_A)).filter((item) => item.id === saved.id);
            expect({ view: listed?.view, params: listed?.params }).toEqual(state);
            expect(listed?.alertFrequency).toBe(alertFrequency);
          },
        ),
        { numRuns: 25 },
      );
    });
  });
}
