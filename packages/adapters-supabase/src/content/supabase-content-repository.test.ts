import { describe, expect, it } from 'vitest';
import { AGENTS, DataUnavailableError, normalizeContentQuery } from '@app/domain';
import { exampleAgentFields } from '@app/testing';
import { createSupabaseDataClient } from '../supabase-data-client.ts';
import { createSupabaseContentRepositories } from './supabase-content-repositories.ts';
import { SupabaseContentRepository } from './supabase-content-repository.ts';

const unreachable = async () => {
  throw new TypeError('fetch failed');
};

describe(SupabaseContentRepository, () => {
  const client = createSupabaseDataClient({
    url: 'http://127.0.0.1:9',
    anonKey: 'anon',
    fetch: unreachable,
    retry: false,
  });
  const repository = new SupabaseContentRepository(client, AGENTS);
  const id = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

  it.each([
    ['list', () => repository.list(normalizeContentQuery(AGENTS)), 'The agents could not be read'],
    ['findBySlug', () => repository.findBySlug('maria'), 'The agents could not be read'],
    ['create', () => repository.create(exampleAgentFields()), 'The agents could not be saved'],
    ['update', () => repository.update(id, {}), 'The agents could not be saved'],
    ['delete', () => repository.delete(id), 'The agents could not be deleted'],
  ] as const)(
    'turns an unreachable backend in %s into DataUnavailableError with a safe message',
    async (_name, call, message) => {
      await expect(call()).rejects.toEqual(expect.objectContaining({ message, code: 'unavailable' }));
      await expect(call()).rejects.toBeInstanceOf(DataUnavailableError);
    },
  );

  it('answers null for a malformed id without asking the backend', async () => {
    expect(await repository.findById('not-a-uuid')).toBeNull();
  });
});

describe(createSupabaseContentRepositories, () => {
  it('gives a repository per collection, for the public and per access token', () => {
    const repositories = createSupabaseContentRepositories({ url: 'http://127.0.0.1:9', anonKey: 'anon' });
    expect(repositories.anonymous.sitePages.collection.name).toBe('site_pages');
    expect(repositories.forAccessToken('token').salesResults.collection.name).toBe('sales_results');
  });
});
