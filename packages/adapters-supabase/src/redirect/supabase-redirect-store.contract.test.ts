import { DataUnavailableError } from '@app/domain';
import { redirectStoreContract } from '@app/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectTestBackend, type Caller, type TestBackend } from '../test-backend.ts';
import { SupabaseRedirectStore } from './supabase-redirect-store.ts';

function connect() {
  const backend = connectTestBackend();
  const pool = new pg.Pool({ connectionString: inject('supabaseDatabaseUrl'), max: 1 });
  const as = (caller: Caller) =>
    new SupabaseRedirectStore(backend.client(caller === 'anon' ? undefined : backend.tokens[caller]));
  return { backend, pool, as };
}

redirectStoreContract('SupabaseRedirectStore (admin token, real PostgREST)', async () => {
  const { backend, pool, as } = connect();
  return {
    store: as('admin'),
    reset: async () => {
      await pool.query('truncate redirects');
    },
    close: async () => {
      await pool.end();
      await backend.close();
    },
  };
});

describe('redirects through PostgREST and row-level security', () => {
  let subject: ReturnType<typeof connect>;
  let backend: TestBackend;
  beforeAll(async () => {
    subject = connect();
    backend = subject.backend;
    await subject.pool.query('truncate redirects');
    await subject.as('admin').apply({ remove: [], put: [{ fromPath: '/old', toPath: '/new' }] });
  });
  afterAll(async () => {
    await subject.pool.query('truncate redirects');
    await subject.pool.end();
    await backend.close();
  });

  it.each(['anon', 'user', 'admin'] as const)(
    'lets %s callers read the redirects (the public server answers 301)',
    async (caller) => {
      expect((await subject.as(caller).list()).map((row) => row.toPath)).toEqual(['/new']);
    },
  );

  it.each(['anon', 'user'] as const)('refuses a change by %s callers, and keeps the table', async (caller) => {
    await expect(
      subject.as(caller).apply({ remove: ['/old'], put: [{ fromPath: '/evil', toPath: '/phish' }] }),
    ).rejects.toBeInstanceOf(DataUnavailableError);
    expect((await subject.as('anon').list()).map((row) => row.fromPath)).toEqual(['/old']);
  });
});
