import { describe, expect, it, vi } from 'vitest';
import type { FooterLink } from '@app/domain';
import { fetchAdminLinks, footerLinkQueryOf, writeFooterLink } from './admin-footer-links.ts';
import type { FooterLinkAdminClient } from './footer-link-admin-client.ts';

const LINK: FooterLink = {
  id: '5f0c1a8e-2d4b-4c1e-9a7b-3e2f1d0c9b8a',
  enabled: true,
  column: 1,
  link_text: 'Search',
  link_url: '/search',
  sort_order: 1,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

function clientWith(list: FooterLinkAdminClient['list']): FooterLinkAdminClient {
  return { list: vi.fn(list), create: vi.fn(), update: vi.fn(), remove: vi.fn() };
}

describe(footerLinkQueryOf, () => {
  it('applies the spec defaults (page 1, 10 per page, sort_order order, every link) to an empty address', () => {
    expect(footerLinkQueryOf({})).toEqual({
      search: '',
      enabledOnly: false,
      orderBy: 'sort_order',
      page: 1,
      itemsPerPage: 10,
    });
  });

  it('reads search, the column order, the page and the shown-only filter from the address', () => {
    expect(footerLinkQueryOf({ search: ' sea ', sort: 'column', page: 2, enabledOnly: 'true' })).toEqual({
      search: 'sea',
      enabledOnly: true,
      orderBy: 'column',
      page: 2,
      itemsPerPage: 10,
    });
  });
});

describe(fetchAdminLinks, () => {
  it('fetches the query and keeps the exact count', async () => {
    const client = clientWith(async () => ({ items: [LINK], total: 23 }));
    const query = footerLinkQueryOf({});

    expect(await fetchAdminLinks(client, query)).toEqual({ links: [LINK], totalItems: 23, error: null, query });
    expect(client.list).toHaveBeenCalledWith({
      search: '',
      enabledOnly: false,
      orderBy: 'sort_order',
      page: 1,
      itemsPerPage: 10,
    });
  });

  it('keeps the message of a failed fetch (fallback "Failed to fetch footer links") and empties the list', async () => {
    const failed = await fetchAdminLinks(
      clientWith(async () => Promise.reject(new Error(''))),
      footerLinkQueryOf({}),
    );

    expect(failed).toMatchObject({ links: [], totalItems: 0, error: 'Failed to fetch footer links' });
  });
});

describe(writeFooterLink, () => {
  it('loads the list again after a successful write and hands back its result', async () => {
    const outcome = { reload: vi.fn(async () => undefined), failed: vi.fn() };

    expect(await writeFooterLink('Failed to create footer link', async () => LINK, outcome)).toBe(LINK);
    expect(outcome.reload).toHaveBeenCalledOnce();
    expect(outcome.failed).not.toHaveBeenCalled();
  });

  it("reports a failure with the spec's message and rethrows the error", async () => {
    const failure = new Error('permission denied');
    const outcome = { reload: vi.fn(async () => undefined), failed: vi.fn() };

    await expect(
      writeFooterLink('Failed to delete footer link', async () => Promise.reject(failure), outcome),
    ).rejects.toBe(failure);
    expect(outcome.failed).toHaveBeenCalledWith('Failed to delete footer link');
    expect(outcome.reload).not.toHaveBeenCalled();
  });
});
