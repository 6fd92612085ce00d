import { DataUnavailableError, ERROR_MESSAGES, normalizeFooterLinkQuery, type FooterLink } from '@app/domain';
import { signTestJwt } from '@app/testing/harness';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SupabaseFooterLinkRepository } from './supabase-footer-link-repository.ts';
import { connectTestBackend, type Caller } from './test-backend.ts';

const backend = connectTestBackend();
afterAll(() => backend.close());

const stamp = '2026-01-02T03:04:05.000Z';
const shown: FooterLink = {
  id: '10000000-0000-4000-8000-000000000001',
  enabled: true,
  column: 1,
  link_text: 'About Us',
  link_url: '/about',
  sort_order: 1,
  created_at: stamp,
  updated_at: stamp,
};
const hidden: FooterLink = {
  ...shown,
  id: '10000000-0000-4000-8000-000000000002',
  enabled: false,
  link_text: 'Draft',
  sort_order: 2,
};
const everything = normalizeFooterLinkQuery();

beforeEach(async () => {
  await backend.reset();
  await backend.insertLinks([shown, hidden]);
});

async function expectUnavailable(call: Promise<unknown>, message: string): Promise<void> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataUnavailableError);
  expect((error as Error).message).toBe(message);
}

async function expectRefusedWrites(repository: SupabaseFooterLinkRepository): Promise<void> {
  const fields = { enabled: true, column: 1, link_text: 'New', link_url: '/new', sort_order: 3 };
  await expectUnavailable(repository.create(fields), ERROR_MESSAGES.footerLinkCreateFailed);
  await expectUnavailable(repository.update(shown.id, { link_text: 'Changed' }), ERROR_MESSAGES.footerLinkUpdateFailed);
  await expectUnavailable(repository.update(hidden.id, { enabled: true }), ERROR_MESSAGES.footerLinkUpdateFailed);
  await expectUnavailable(repository.delete(shown.id), ERROR_MESSAGES.footerLinkDeleteFailed);
  expect(await backend.storedLinks()).toEqual([shown, hidden]);
}

describe('footer_links row-level security', () => {
  it.each<Caller>(['anon', 'user'])('shows %s callers the enabled links only', async (caller) => {
    const repository = backend.repositoryAs(caller);

    expect(await repository.listEnabled()).toEqual([shown]);
    expect(await repository.list(everything)).toEqual({ items: [shown], total: 1 });
  });

  it.each<Caller>(['admin', 'serviceRole'])('shows %s callers every link', async (caller) => {
    expect(await backend.repositoryAs(caller).list(everything)).toEqual({ items: [shown, hidden], total: 2 });
  });

  it('refuses every write without a token, as DataUnavailableError with the catalogue message', async () => {
    await expectRefusedWrites(backend.repositoryAs('anon'));
  });

  it('refuses every write of a signed-in user who is not an admin', async () => {
    await expectRefusedWrites(backend.repositoryAs('user'));
  });

  it('refuses writes of an editor: footer links are for admins only', async () => {
    const editor = signTestJwt(backend.jwtSecret, {
      role: 'authenticated',
      sub: '30000000-0000-4000-8000-000000000003',
      app_metadata: { role: 'editor' },
    });
    await expectRefusedWrites(new SupabaseFooterLinkRepository(backend.client(editor)));
  });

  it('ignores an admin role a user wrote into their own user_metadata', async () => {
    const pretender = signTestJwt(backend.jwtSecret, {
      role: 'authenticated',
      sub: '40000000-0000-4000-8000-000000000004',
      app_metadata: {},
      user_metadata: { role: 'admin' },
    });
    await expectRefusedWrites(new SupabaseFooterLinkRepository(backend.client(pretender)));
  });

  it('refuses an admin token signed with another secret', async () => {
    const forged = signTestJwt('another-secret-of-at-least-32-characters', {
      role: 'authenticated',
      app_metadata: { role: 'admin' },
    });
    const repository = new SupabaseFooterLinkRepository(backend.client(forged));

    await expectUnavailable(repository.list(everything), ERROR_MESSAGES.footerFetchFailed);
    await expectRefusedWrites(repository);
  });

  it('lets an admin create, update and delete links', async () => {
    const repository = backend.repositoryAs('admin');

    const created = await repository.create({
      enabled: false,
      column: 2,
      link_text: 'New',
      link_url: '/new',
      sort_order: null,
    });
    const updated = await repository.update(hidden.id, { enabled: true });
    await repository.delete(shown.id);

    expect(created).toMatchObject({ enabled: false, column: 2, link_text: 'New', link_url: '/new', sort_order: null });
    expect(updated).toMatchObject({ id: hidden.id, enabled: true, link_text: 'Draft' });
    expect((await backend.storedLinks()).map((link) => link.id).sort()).toEqual([created.id, hidden.id].sort());
  });
});
