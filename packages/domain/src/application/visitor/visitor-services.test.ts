import { describe, expect, it } from 'vitest';
import { InMemorySavedHomes, InMemorySavedSearches, listingArbitrary } from '@app/testing';
import fc from 'fast-check';
import { NotFoundError, ValidationError } from '../../errors/domain-error.ts';
import { toListingView, type ListingView } from '../../listing/listing-view.ts';
import { createVisitorServices } from './visitor-services.ts';

const VISITOR = { visitorId: 'c0000000-0000-4000-8000-00000000000c', accessToken: 'token' };

function setup() {
  const [sample] = fc.sample(listingArbitrary(), { numRuns: 1, seed: 14 });
  if (sample === undefined) throw new Error('no listing');
  const listings = new Map<string, ListingView>();
  const put = (changes: { ListPrice: number; StandardStatus: ListingView['StandardStatus'] }) =>
    listings.set('PRG-1', toListingView({ ...sample, ListingId: 'PRG-1', ...changes }));
  put({ ListPrice: 650_000, StandardStatus: 'Active' });
  const savedHomes = new InMemorySavedHomes();
  const savedSearches = new InMemorySavedSearches();
  const services = createVisitorServices({
    savedListsFor: () => ({ savedHomes, savedSearches }),
    getListing: async (id) => listings.get(id) ?? null,
  })(VISITOR);
  return { services, put, listings, savedSearches };
}

describe('visitor services', () => {
  it('saves a published home with its price and status, and shows what changed since', async () => {
    const { services, put, listings } = setup();
    await services.savedHomes.save('PRG-1');
    put({ ListPrice: 599_000, StandardStatus: 'Pending' });
    const [home] = await services.savedHomes.list();
    expect(home?.changes).toEqual({
      price: { from: 650_000, to: 599_000, direction: 'down' },
      status: { from: 'Active', to: 'Pending' },
      gone: false,
    });
    expect(await services.savedHomes.ids()).toEqual(['PRG-1']);
    listings.clear();
    expect((await services.savedHomes.list())[0]).toMatchObject({ listing: null, changes: { gone: true } });
  });

  it('refuses to save a listing that is not on the site', async () => {
    await expect(setup().services.savedHomes.save('NOPE')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('saves a search canonically, validates names and frequencies, and stops every alert', async () => {
    const { services } = setup();
    const saved = await services.savedSearches.create({
      view: 'map',
      query: { city: 'Naples', utm_source: 'x', page: '3' },
      name: '  Naples  ',
      alertFrequency: 'instantly',
    });
    expect(saved).toMatchObject({ view: 'map', params: { city: 'Naples' }, name: 'Naples' });
    await expect(
      services.savedSearches.create({ view: 'list', query: {}, name: '', alertFrequency: 'hourly' }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(services.savedSearches.update(saved.id, { alertFrequency: 'sometimes' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(
      services.savedSearches.update('00000000-0000-4000-8000-000000000000', { name: 'x' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await services.savedSearches.update(saved.id, { name: 'Gulf' })).name).toBe('Gulf');
    await services.stopAllAlerts();
    expect((await services.savedSearches.list()).map((search) => search.alertFrequency)).toEqual(['never']);
  });

  it('stops the saved-home alerts too when the visitor stops all e-mail alerts, and turns them on again', async () => {
    const { services } = setup();
    await services.savedHomes.save('PRG-1');
    expect(await services.savedHomes.alertsOn()).toBe(true);
    await services.stopAllAlerts();
    expect(await services.savedHomes.alertsOn()).toBe(false);
    await services.savedHomes.setAlerts(true);
    expect(await services.savedHomes.alertsOn()).toBe(true);
  });

  it('erases every saved home and search of the visitor', async () => {
    const { services } = setup();
    await services.savedHomes.save('PRG-1');
    await services.savedSearches.create({ view: 'list', query: {}, name: 'All', alertFrequency: 'never' });
    await services.eraseData();
    expect(await services.savedHomes.list()).toEqual([]);
    expect(await services.savedSearches.list()).toEqual([]);
  });
});
