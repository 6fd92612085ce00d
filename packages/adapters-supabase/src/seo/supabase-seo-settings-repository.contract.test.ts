import { DEMO_SEO_SETTINGS } from '@app/demo';
import { DataUnavailableError } from '@app/domain';
import { EXAMPLE_SEO_SETTINGS, seoSettingsRepositoryContract } from '@app/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSupabaseDataClient } from '../supabase-data-client.ts';
import { connectTestBackend, type Caller, type TestBackend } from '../test-backend.ts';
import { SupabaseSeoSettingsRepository } from './supabase-seo-settings-repository.ts';

function connect() {
  const backend = connectTestBackend();
  const pool = new pg.Pool({ connectionString: inject('supabaseDatabaseUrl'), max: 1 });
  const as = (caller: Caller) =>
    new SupabaseSeoSettingsRepository(backend.client(caller === 'anon' ? undefined : backend.tokens[caller]));
  return { backend, pool, as };
}

seoSettingsRepositoryContract('SupabaseSeoSettingsRepository (admin token, real PostgREST)', async () => {
  const { backend, pool, as } = connect();
  return {
    repository: as('admin'),
    reset: async () => {
      await pool.query('truncate seo_settings');
    },
    close: async () => {
      await pool.end();
      await backend.close();
    },
  };
});

describe('seo_settings through PostgREST and row-level security', () => {
  let subject: ReturnType<typeof connect>;
  let backend: TestBackend;
  beforeAll(async () => {
    subject = connect();
    backend = subject.backend;
    await subject.as('serviceRole').save(DEMO_SEO_SETTINGS);
  });
  afterAll(async () => {
    await subject.pool.end();
    await backend.close();
  });

  it.each(['anon', 'user', 'admin'] as const)('lets %s callers read the settings', async (caller) => {
    expect((await subject.as(caller).get()).siteName).toBe(DEMO_SEO_SETTINGS.siteName);
  });

  it.each(['anon', 'user'] as const)('refuses a change by %s callers, and keeps the settings', async (caller) => {
    await expect(subject.as(caller).save(EXAMPLE_SEO_SETTINGS)).rejects.toBeInstanceOf(DataUnavailableError);
    expect((await subject.as('anon').get()).titleTemplate).toBe(DEMO_SEO_SETTINGS.titleTemplate);
  });

  it('reports an unreachable backend as DataUnavailableError', async () => {
    const failing: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const offline = new SupabaseSeoSettingsRepository(
      createSupabaseDataClient({ url: backend.url, anonKey: backend.tokens.anon, fetch: failing, retry: false }),
    );
    await expect(offline.get()).rejects.toBeInstanceOf(DataUnavailableError);
  });
});
