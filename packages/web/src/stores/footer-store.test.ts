import { describe, expect, it, vi } from 'vitest';
import { CACHE_TIMES_MS, ERROR_MESSAGES, type FooterLink } from '@app/domain';
import { createFooterStore } from './footer-store.ts';

const link: FooterLink = {
  id: '00000000-0000-4000-8000-000000000001',
  enabled: true,
  column: 1,
  link_text: 'Search Homes',
  link_url: '/search',
  sort_order: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function setup(listPublic: () => Promise<FooterLink[]>) {
  let now = 1_000_000;
  const publicFooterLinks = vi.fn(listPublic);
  const store = createFooterStore({ services: { publicFooterLinks }, clock: { now: () => now } });
  return { store, listPublic: publicFooterLinks, advance: (ms: number) => (now += ms) };
}

describe(createFooterStore, () => {
  it('loads the links, counts them and records when', async () => {
    const { store } = setup(async () => [link]);
    await store.fetchPublicLinks();
    expect(store.state).toMatchObject({
      links: [link],
      totalItems: 1,
      isLoading: false,
      error: null,
      lastFetched: 1_000_000,
    });
  });

  it('skips a fetch while the data is under 30 minutes old, unless forced', async () => {
    const { store, listPublic, advance } = setup(async () => [link]);
    await store.fetchPublicLinks();
    advance(CACHE_TIMES_MS.publicFooter - 1);
    await store.fetchPublicLinks();
    expect(listPublic).toHaveBeenCalledTimes(1);
    await store.fetchPublicLinks({ force: true });
    expect(listPublic).toHaveBeenCalledTimes(2);
    advance(CACHE_TIMES_MS.publicFooter);
    await store.fetchPublicLinks();
    expect(listPublic).toHaveBeenCalledTimes(3);
  });

  it('stores the error message and keeps the fallback when there is none', async () => {
    const failing = setup(async () => {
      throw new Error('');
    });
    await failing.store.fetchPublicLinks();
    expect(failing.store.state.error).toBe(ERROR_MESSAGES.footerFetchFailed);
    expect(failing.store.state.isLoading).toBe(false);

    const explained = setup(async () => {
      throw new Error('Database is down');
    });
    await explained.store.fetchPublicLinks();
    expect(explained.store.state.error).toBe('Database is down');
  });
});
