import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTENT_MAX_PAGE_SIZE,
  DataUnavailableError,
  normalizeContentQuery,
  type ContentEntity,
  type ContentFields,
} from '@app/domain';
import { contentHidingChanges, forEachContentSubject, type ContentContractSubject } from '@app/testing';
import { signTestJwt } from '@app/testing/harness';
import { connectContentTestBackend } from './content-test-backend.ts';
import { SupabaseContentRepository } from './supabase-content-repository.ts';

const content = connectContentTestBackend();
afterAll(() => content.close());

function tokenOf(caller: 'anon' | 'user' | 'editor' | 'admin' | 'serviceRole' | 'pretender'): string | undefined {
  const { tokens, jwtSecret } = content.backend;
  if (caller === 'anon') return undefined;
  if (caller === 'editor') return content.editorToken;
  if (caller === 'pretender')
    return signTestJwt(jwtSecret, {
      role: 'authenticated',
      sub: '40000000-0000-4000-8000-000000000004',
      app_metadata: {},
      user_metadata: { role: 'editor' },
    });
  return tokens[caller];
}

forEachContentSubject(<T extends ContentEntity>({ collection, example }: ContentContractSubject<T>) => {
  const slugField = collection.slugField;
  const variant = (n: number, changes: Record<string, unknown> = {}) =>
    example({ ...(slugField === null ? {} : { [slugField]: `rls-${n}` }), ...changes } as Partial<ContentFields<T>>);
  const as = (caller: Parameters<typeof tokenOf>[0]) =>
    new SupabaseContentRepository(content.backend.client(tokenOf(caller)), collection);
  const everything = normalizeContentQuery(collection, { perPage: CONTENT_MAX_PAGE_SIZE });
  let shown: T;
  let all: T[];

  describe(`${collection.name} row-level security`, () => {
    beforeEach(async () => {
      await content.reset(collection);
      const editor = as('editor');
      shown = await editor.create(variant(0));
      all = [shown];
      for (const [index, changes] of contentHidingChanges(collection).entries())
        all.push(await editor.create(variant(index + 1, changes)));
    });

    it.each(['anon', 'user', 'pretender'] as const)('shows %s callers the public records only', async (caller) => {
      const repository = as(caller);
      expect(await repository.list(everything)).toEqual({ items: [shown], total: 1 });
      for (const hidden of all.slice(1)) expect(await repository.findById(hidden.id)).toBeNull();
      expect(await repository.findById(shown.id)).toEqual(shown);
    });

    it.each(['editor', 'admin', 'serviceRole'] as const)('shows %s callers every record', async (caller) => {
      const { items, total } = await as(caller).list(everything);
      expect(total).toBe(all.length);
      expect(items.map((record) => record.id).sort()).toEqual(all.map((record) => record.id).sort());
    });

    it.each(['anon', 'user', 'pretender'] as const)(
      'refuses every write of %s callers, changing nothing',
      async (caller) => {
        const repository = as(caller);
        const refusals = [
          () => repository.create(variant(99)),
          () => repository.update(shown.id, {}),
          () => repository.delete(shown.id),
        ];
        for (const refusal of refusals) await expect(refusal()).rejects.toBeInstanceOf(DataUnavailableError);
        const stored = await content.sql(`select id, updated_at from ${collection.name}`);
        expect(stored.map((row) => row.id).sort()).toEqual(all.map((record) => record.id).sort());
        expect(await as('editor').findById(shown.id)).toEqual(shown);
      },
    );

    it.each(['editor', 'admin'] as const)('lets %s callers create, update and delete', async (caller) => {
      const repository = as(caller);
      const created = await repository.create(variant(99));
      await repository.update(shown.id, {});
      await repository.delete(created.id);
      expect(await repository.findById(created.id)).toBeNull();
    });
  });
});
