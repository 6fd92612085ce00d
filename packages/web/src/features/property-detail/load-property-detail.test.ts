import { describe, expect, it, vi } from 'vitest';
import { isNotFound } from '@tanstack/react-router';
import fc from 'fast-check';
import {
  DEFAULT_MONTHLY_COST_SETTINGS,
  ERROR_MESSAGES,
  type MonthlyCostSettings,
  toListingSummary,
  toListingView,
  type ListingHistory,
  type Agent,
  type Community,
  type ListingView,
  type OpenHouse,
} from '@app/domain';
import { exampleAgentFields, exampleCommunityFields, listingArbitrary } from '@app/testing';
import type { WebServices } from '../../services/web-services.ts';
import { createPropertyStore } from '../../stores/property-store.ts';
import { NEARBY_LIMIT, OPEN_HOUSES_FAILED, loadPropertyDetail, storyLead } from './load-property-detail.ts';

const views = fc
  .sample(listingArbitrary(), 9)
  .map((listing, index) => toListingView({ ...listing, ListingId: `L${index}`, ListingKey: `K${index}` }));
const home: ListingView = { ...views[0]!, SubdivisionName: 'Pelican Bay' };
const openHouse: OpenHouse = {
  OpenHouseKey: 'OH1',
  ListingKey: home.ListingKey,
  ListingId: home.ListingId,
  OpenHouseStartTime: '2026-11-22T18:00:00Z',
  OpenHouseEndTime: '2026-11-22T21:00:00Z',
  OpenHouseRemarks: null,
};

const HISTORY: ListingHistory = {
  changes: [
    {
      propertyKey: 'p',
      listingKey: home.ListingKey,
      listingId: home.ListingId,
      kind: 'listed',
      at: '2026-11-20T15:00:00.000Z',
      status: 'Active',
      listPrice: 500_000,
      price: 500_000,
      previousPrice: null,
    },
  ],
  dataAsOf: '2026-11-26T12:00:00.000Z',
};

const SAVED_COSTS: MonthlyCostSettings = { ...DEFAULT_MONTHLY_COST_SETTINGS, annualRatePercent: 7.5 };

interface Overrides {
  getById?: () => Promise<ListingView | null>;
  forListing?: () => Promise<OpenHouse[]>;
  bySubdivision?: () => Promise<ListingView[]>;
  history?: () => Promise<ListingHistory | null>;
  agents?: () => Promise<{ items: Agent[] }>;
  communities?: () => Promise<{ items: Community[] }>;
  monthlyCost?: () => Promise<MonthlyCostSettings>;
  closedListingsPublic?: boolean;
}

const STAMP = { id: 'x', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 1 };
const AMELIA: Agent = { ...exampleAgentFields({ mlsMemberId: 'PRG-AD1' }), ...STAMP };
const PELICAN_BAY: Community = { ...exampleCommunityFields(), ...STAMP };

function setup(overrides: Overrides = {}) {
  const services = {
    getListing: vi.fn(overrides.getById ?? (async () => home)),
    findFeaturedListing: vi.fn(async () => home),
    listSubdivisionListings: vi.fn(overrides.bySubdivision ?? (async () => views.slice(0, 7))),
    listingOpenHouses: vi.fn(overrides.forListing ?? (async () => [openHouse])),
    listingHistory: vi.fn(overrides.history ?? (async () => HISTORY)),
    content: {
      agents: vi.fn(overrides.agents ?? (async () => ({ items: [AMELIA] }))),
      communities: vi.fn(overrides.communities ?? (async () => ({ items: [PELICAN_BAY] }))),
    },
    monthlyCostSettings: vi.fn(overrides.monthlyCost ?? (async () => SAVED_COSTS)),
  } as unknown as WebServices;
  const store = createPropertyStore({ services });
  const config = { closedListingsPublic: overrides.closedListingsPublic ?? true };
  return {
    services,
    store,
    load: (key: { listingId: string } | { slug: string }) =>
      loadPropertyDetail({ services, store, config, now: () => 42 }, key),
  };
}

describe(loadPropertyDetail, () => {
  it("adds the team's agent to a team listing and the community of the subdivision to any listing", async () => {
    const team = { ...home, ListOfficeMlsId: 'PRG', ListAgentMlsId: 'PRG-AD1' };
    const ours = await setup({ getById: async () => team }).load({ listingId: team.ListingId });
    expect(ours.story).toEqual({
      agent: {
        slug: AMELIA.slug,
        name: AMELIA.name,
        title: AMELIA.title,
        phone: AMELIA.phone,
        photo: AMELIA.photo,
        bio: storyLead(AMELIA.bio),
      },
      community: {
        slug: PELICAN_BAY.slug,
        name: PELICAN_BAY.name,
        summary: PELICAN_BAY.summary,
        hero: PELICAN_BAY.hero,
      },
    });
    const other = { ...home, ListOfficeMlsId: 'OTHER', ListAgentMlsId: 'PRG-AD1' };
    const theirs = setup({ getById: async () => other });
    expect((await theirs.load({ listingId: other.ListingId })).story).toMatchObject({
      agent: null,
      community: { slug: PELICAN_BAY.slug },
    });
    expect(theirs.services.content.agents).not.toHaveBeenCalled();
  });

  it('still shows the page without the agent and the community when they cannot be loaded', async () => {
    const team = { ...home, ListOfficeMlsId: 'PRG', ListAgentMlsId: 'PRG-AD1' };
    const failing = async () => Promise.reject(new Error('down'));
    const data = await setup({ getById: async () => team, agents: failing, communities: failing }).load({
      listingId: team.ListingId,
    });
    expect(data.story).toEqual({ agent: null, community: null });
    expect(data.property).toEqual(team);
  });

  it('loads the listing, its open houses and up to 6 other homes of its subdivision', async () => {
    const { services, store, load } = setup();
    const data = await load({ listingId: home.ListingId });
    expect(data.property).toEqual(home);
    expect(store.state.property).toEqual(home);
    expect(data.openHouses).toEqual({ items: [openHouse], error: null });
    expect(services.listingOpenHouses).toHaveBeenCalledWith(home.ListingKey);
    expect(services.listSubdivisionListings).toHaveBeenCalledWith({
      subdivision: 'Pelican Bay',
      limit: NEARBY_LIMIT + 1,
    });
    expect(data.nearby.items.map((listing) => listing.ListingId)).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L6']);
    expect(data.nearby.items[0]).toEqual(toListingSummary(views[1]!));
    expect(data.loadedAt).toBe(42);
    expect(data.history).toEqual(HISTORY);
    // The listing it has loaded goes along, so the server does not look it up a second time.
    expect(services.listingHistory).toHaveBeenCalledWith(home.ListingId, home);
  });

  it('still shows the page when the history cannot be loaded, without it', async () => {
    const { load } = setup({ history: async () => Promise.reject(new Error('down')) });
    const data = await load({ listingId: home.ListingId });
    expect(data.history).toBeNull();
    expect(data.property).toEqual(home);
  });

  it("carries the admin's saved monthly cost settings, or the defaults when they cannot be read", async () => {
    expect((await setup().load({ listingId: home.ListingId })).monthlyCostSettings).toEqual(SAVED_COSTS);
    const failing = setup({ monthlyCost: async () => Promise.reject(new Error('down')) });
    const data = await failing.load({ listingId: home.ListingId });
    expect(data.monthlyCostSettings).toEqual(DEFAULT_MONTHLY_COST_SETTINGS);
    expect(data.property).toEqual(home);
  });

  it('finds a featured listing by its slug', async () => {
    const { services, load } = setup();
    await load({ slug: 'some-slug' });
    expect(services.findFeaturedListing).toHaveBeenCalledWith('some-slug');
    expect(services.getListing).not.toHaveBeenCalled();
  });

  it('keeps 6 homes when the listing is not among the first 7', async () => {
    const { load } = setup({ bySubdivision: async () => views.slice(1, 8) });
    expect((await load({ listingId: home.ListingId })).nearby.items).toHaveLength(NEARBY_LIMIT);
  });

  it('answers Page Not Found for an unknown listing', async () => {
    const { load } = setup({ getById: async () => null });
    const error = await load({ listingId: 'nope' }).catch((thrown: unknown) => thrown);
    expect(isNotFound(error)).toBe(true);
  });

  it("answers Page Not Found for a sold home while the feed's licence keeps sold listings private", async () => {
    const sold = { ...home, StandardStatus: 'Closed' as const };
    await expect(
      setup({ getById: async () => sold, closedListingsPublic: true }).load({ listingId: home.ListingId }),
    ).resolves.toMatchObject({ property: sold });
    const error = await setup({ getById: async () => sold, closedListingsPublic: false })
      .load({ listingId: home.ListingId })
      .catch((thrown: unknown) => thrown);
    expect(isNotFound(error)).toBe(true);
  });

  it("fails with the store's message when the listing cannot be fetched", async () => {
    const { store, load } = setup({ getById: () => Promise.reject(new Error('')) });
    await expect(load({ listingId: home.ListingId })).rejects.toThrow(ERROR_MESSAGES.propertyFetchFailed);
    expect(store.state.error).toBe('Error fetching property');
  });

  it('never fails the page for its open houses or the other homes', async () => {
    const { load } = setup({
      forListing: () => Promise.reject(new Error('')),
      bySubdivision: () => Promise.reject(new Error('Search is down')),
    });
    const data = await load({ listingId: home.ListingId });
    expect(data.openHouses).toEqual({ items: [], error: OPEN_HOUSES_FAILED });
    expect(data.nearby).toEqual({ items: [], error: 'Search is down' });
  });

  it('asks for no other homes when the listing has no subdivision', async () => {
    const { services, load } = setup({ getById: async () => ({ ...home, SubdivisionName: null }) });
    expect((await load({ listingId: home.ListingId })).nearby).toEqual({ items: [], error: null });
    expect(services.listSubdivisionListings).not.toHaveBeenCalled();
  });
});
