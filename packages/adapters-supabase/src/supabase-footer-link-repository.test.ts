import {
  DataUnavailableError,
  ERROR_MESSAGES,
  NotFoundError,
  normalizeFooterLinkQuery,
  type FooterLink,
} from '@app/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createSupabaseDataClient } from './supabase-data-client.ts';
import { createSupabaseFooterLinkRepositories } from './supabase-footer-link-repositories.ts';
import { SupabaseFooterLinkRepository } from './supabase-footer-link-repository.ts';
import { connectTestBackend } from './test-backend.ts';

const backend = connectTestBackend();
afterAll(() => backend.close());
beforeEach(() => backend.reset());

const UNKNOWN_ID = '99999999-0000-4000-8000-000000000000';
const stamp = '2026-01-02T03:04:05.000Z';

function link(n: number, fields: Partial<FooterLink> = {}): FooterLink {
  const id = `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    enabled: true,
    column: 1,
    link_text: `Link ${n}`,
    link_url: `/link-${n}`,
    sort_order: n,
    created_at: stamp,
    updated_at: stamp,
    ...fields,
  };
}

describe(SupabaseFooterLinkRepository, () => {
  const repository = () => backend.repositoryAs('admin');

  it('answers a page past the end with no links and the exact total', async () => {
    await backend.insertLinks([link(1), link(2), link(3)]);

    expect(await repository().list(normalizeFooterLinkQuery({ page: 2, itemsPerPage: 3 }))).toEqual({
      items: [],
      total: 3,
    });
    expect(await repository().list(normalizeFooterLinkQuery({ page: 5, itemsPerPage: 2 }))).toEqual({
      items: [],
      total: 3,
    });
    expect(await repository().list(normalizeFooterLinkQuery({ page: 3, itemsPerPage: 2, search: 'Link 1' }))).toEqual({
      items: [],
      total: 1,
    });
  });

  it('counts every matching link while returning one page', async () => {
    await backend.insertLinks([link(1), link(2), link(3)]);

    expect(await repository().list(normalizeFooterLinkQuery({ page: 2, itemsPerPage: 2 }))).toEqual({
      items: [link(3)],
      total: 3,
    });
  });

  it('orders by sort_order with missing values last, then by id', async () => {
    const links = [
      link(4, { sort_order: null }),
      link(3, { sort_order: 7 }),
      link(2, { sort_order: 7 }),
      link(1, { sort_order: null }),
    ];
    await backend.insertLinks(links);

    const { items } = await repository().list(normalizeFooterLinkQuery());

    expect(items.map((item) => item.id)).toEqual([link(2).id, link(3).id, link(1).id, link(4).id]);
  });

  it('orders by column first when asked to', async () => {
    await backend.insertLinks([
      link(1, { column: 2, sort_order: 1 }),
      link(2, { column: 1, sort_order: null }),
      link(3, { column: 1, sort_order: 5 }),
    ]);

    const { items } = await repository().list(normalizeFooterLinkQuery({ orderBy: 'column' }));

    expect(items.map((item) => item.id)).toEqual([link(3).id, link(2).id, link(1).id]);
  });

  it.each(['%', '_', '\\', '*', '50%', 'a_b', '*x*', 'A.B', '(c)'])(
    'matches the search %j literally and case-insensitively',
    async (search) => {
      const texts = ['50% off', 'a_b', 'axb', 'back\\slash', 'star*x*', 'starxx', 'a.b', 'aXb', '(C)', 'plain'];
      await backend.insertLinks(texts.map((text, index) => link(index + 1, { link_text: text })));

      const { items, total } = await repository().list(normalizeFooterLinkQuery({ search, itemsPerPage: 50 }));

      const expected = texts.filter((text) => text.toLowerCase().includes(search.toLowerCase()));
      expect(items.map((item) => item.link_text).sort()).toEqual(expected.sort());
      expect(total).toBe(expected.length);
    },
  );

  it('reports an unknown or malformed id as NotFoundError', async () => {
    await expect(repository().update(UNKNOWN_ID, { enabled: false })).rejects.toBeInstanceOf(NotFoundError);
    await expect(repository().delete(UNKNOWN_ID)).rejects.toBeInstanceOf(NotFoundError);
    await expect(repository().update('not-a-uuid', { enabled: false })).rejects.toBeInstanceOf(NotFoundError);
    await expect(repository().delete('not-a-uuid')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('moves updated_at forward and keeps created_at', async () => {
    await backend.insertLinks([link(1)]);

    const updated = await repository().update(link(1).id, { link_text: 'Renamed' });

    expect(updated).toMatchObject({ link_text: 'Renamed', created_at: stamp });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(stamp));
    expect(await backend.storedLinks()).toEqual([updated]);
  });

  it('turns an unreachable backend into DataUnavailableError with the catalogue message', async () => {
    const offline = new SupabaseFooterLinkRepository(
      createSupabaseDataClient({ url: 'http://127.0.0.1:9', anonKey: backend.tokens.anon, retry: false }),
    );

    await expect(offline.listEnabled()).rejects.toThrow(ERROR_MESSAGES.footerFetchFailed);
    await expect(offline.list(normalizeFooterLinkQuery())).rejects.toBeInstanceOf(DataUnavailableError);
    await expect(offline.delete(UNKNOWN_ID)).rejects.toThrow(ERROR_MESSAGES.footerLinkDeleteFailed);
  });

  it('turns an answer it cannot read into DataUnavailableError', async () => {
    const row = { ...link(1), created_at: 'not a timestamp' };
    const fetch: typeof globalThis.fetch = async () =>
      new Response(JSON.stringify([row]), { headers: { 'Content-Type': 'application/json' } });
    const client = createSupabaseDataClient({ url: backend.url, anonKey: backend.tokens.anon, fetch });

    await expect(new SupabaseFooterLinkRepository(client).listEnabled()).rejects.toThrow(
      new DataUnavailableError(ERROR_MESSAGES.footerFetchFailed),
    );
  });

  it('turns a failing token provider into DataUnavailableError', async () => {
    const client = createSupabaseDataClient({
      url: backend.url,
      anonKey: backend.tokens.anon,
      fetch: backend.fetch,
      accessToken: () => Promise.reject(new Error('session store down')),
    });

    await expect(
      new SupabaseFooterLinkRepository(client).create({
        enabled: true,
        column: 1,
        link_text: 'A',
        link_url: '/a',
        sort_order: 1,
      }),
    ).rejects.toThrow(new DataUnavailableError(ERROR_MESSAGES.footerLinkCreateFailed));
  });
});

describe(createSupabaseFooterLinkRepositories, () => {
  it('reads as anon for the public and writes with the access token it is given', async () => {
    const repositories = createSupabaseFooterLinkRepositories({
      url: backend.url,
      anonKey: backend.tokens.anon,
      fetch: backend.fetch,
    });

    const created = await repositories
      .forAccessToken(backend.tokens.admin)
      .create({ enabled: false, column: 1, link_text: 'X', link_url: '/x', sort_order: 1 });

    expect(await repositories.anonymous.listEnabled()).toEqual([]);
    expect(await repositories.forAccessToken(backend.tokens.admin).list(normalizeFooterLinkQuery())).toEqual({
      items: [created],
      total: 1,
    });
    await expect(repositories.anonymous.delete(created.id)).rejects.toBeInstanceOf(DataUnavailableError);
  });
});
