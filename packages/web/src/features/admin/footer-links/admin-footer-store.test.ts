import { describe, expect, it, vi } from 'vitest';
import { FixedClock } from '@app/testing';
import type { FooterLink } from '@app/domain';
import { createAdminFooterStore } from './admin-footer-store.ts';
import type { FooterLinkAdminClient } from './footer-link-admin-client.ts';

const LINK: FooterLink = { id: '5f0c1a8e-2d4b-4c1e-9a7b-3e2f1d0c9b8a', enabled: true, column: 1, link_text: 'Search', link_url: '/search', sort_order: 1, created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z' };
const MINUTE = 60_000;

function storeWith(client: Partial<FooterLinkAdminClient>) {
  const clock = new FixedClock(Date.parse('2026-11-21T12:00:00Z'));
  const full: FooterLinkAdminClient = { list: vi.fn(async () => ({ items: [LINK], total: 1 })), create: vi.fn(), update: vi.fn(), remove: vi.fn(), ...client };
  return { store: createAdminFooterStore({ client: full, clock }), client: full, clock };
}

describe(createAdminFooterStore, () => {
  it('fetches with the spec defaults (page 1, 10 per page, sort_order order) and keeps the exact count', async () => {
    const { store, client } = storeWith({ list: vi.fn(async () => ({ items: [LINK], total: 23 })) });

    await store.fetchAdminLinks();

    expect(client.list).toHaveBeenCalledWith({ search: '', enabledOnly: false, orderBy: 'sort_order', page: 1, itemsPerPage: 10 });
    expect(store.state).toMatchObject({ links: [LINK], totalItems: 23, isLoading: false, error: null });
  });

  it('always refetches by default, and skips data under 5 minutes old only when not forced', async () => {
    const { store, client, clock } = storeWith({});
    await store.fetchAdminLinks();
    await store.fetchAdminLinks();
    clock.advance(4 * MINUTE);
    await store.fetchAdminLinks(undefined, { force: false });
    expect(client.list).toHaveBeenCalledTimes(2);

    clock.advance(MINUTE);
    await store.fetchAdminLinks(undefined, { force: false });
    expect(client.list).toHaveBeenCalledTimes(3);
  });

  it('fetches a different page even when not forced', async () => {
    const { store, client } = storeWith({});
    await store.fetchAdminLinks();

    await store.fetchAdminLinks({ page: 2 }, { force: false });

    expect(client.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
  });

  it('keeps the message of a failed fetch (fallback "Failed to fetch footer links") and empties the list', async () => {
    const { store } = storeWith({});
    await store.fetchAdminLinks();
    const failing = storeWith({ list: vi.fn(async () => Promise.reject(new Error(''))) }).store;

    await failing.fetchAdminLinks();

    expect(failing.state).toMatchObject({ links: [], totalItems: 0, error: 'Failed to fetch footer links' });
  });

  it.each([
    ['createLink', 'create', 'Failed to create footer link'],
    ['updateLink', 'update', 'Failed to update footer link'],
    ['deleteLink', 'remove', 'Failed to delete footer link'],
  ] as const)('%s stores "%s" failures as the spec words them and rethrows the error', async (method, call, message) => {
    const failure = new Error('permission denied');
    const { store } = storeWith({ [call]: vi.fn(async () => Promise.reject(failure)) });

    const attempt = method === 'createLink' ? store.createLink({ link_text: 'x', link_url: '/x' }) : method === 'updateLink' ? store.updateLink(LINK.id, {}) : store.deleteLink(LINK.id);

    await expect(attempt).rejects.toBe(failure);
    expect(store.state.error).toBe(message);
  });

  it('refetches the current page after a successful write', async () => {
    const { store, client } = storeWith({ create: vi.fn(async () => LINK) });
    await store.fetchAdminLinks({ search: 'sea' });

    await store.createLink({ link_text: 'Search', link_url: '/search' });

    expect(client.list).toHaveBeenCalledTimes(2);
    expect(client.list).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'sea' }));
  });
});
