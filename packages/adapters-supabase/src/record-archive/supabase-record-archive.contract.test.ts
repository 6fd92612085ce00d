import { DataUnavailableError } from '@app/domain';
import { recordArchiveContract } from '@app/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectTestBackend, type Caller, type TestBackend } from '../test-backend.ts';
import { SupabaseRecordArchive } from './supabase-record-archive.ts';

const RECORD = '3f6c1a2e-0000-4000-8000-000000000001';

function connect() {
  const backend = connectTestBackend();
  const pool = new pg.Pool({ connectionString: inject('supabaseDatabaseUrl'), max: 1 });
  const as = (caller: Caller) =>
    new SupabaseRecordArchive(backend.client(caller === 'anon' ? undefined : backend.tokens[caller]));
  const empty = () => pool.query('truncate record_versions, content_trash');
  return { backend, pool, as, empty };
}

recordArchiveContract('SupabaseRecordArchive (admin token, real PostgREST)', async () => {
  const { backend, pool, as, empty } = connect();
  return {
    archive: as('admin'),
    reset: async () => {
      await empty();
    },
    close: async () => {
      await pool.end();
      await backend.close();
    },
  };
});

describe('the history and the Trash through PostgREST and row-level security', () => {
  let subject: ReturnType<typeof connect>;
  let backend: TestBackend;
  beforeAll(async () => {
    subject = connect();
    backend = subject.backend;
    await subject.empty();
    await subject.as('admin').keepVersion({
      kind: 'articles',
      recordId: RECORD,
      version: 1,
      snapshot: { title: 'Kept' },
      authorId: null,
      authorName: 'admin@palmetto.example',
    });
    await subject.as('admin').moveToTrash({
      kind: 'agents',
      recordId: RECORD,
      label: 'Ana Ruiz',
      snapshot: { name: 'Ana Ruiz' },
      deletedById: null,
      deletedByName: 'admin@palmetto.example',
    });
  });
  afterAll(async () => {
    await subject.empty();
    await subject.pool.end();
    await backend.close();
  });

  it('lets an admin read both', async () => {
    expect((await subject.as('admin').versions('articles', RECORD)).map((v) => v.snapshot)).toEqual([
      { title: 'Kept' },
    ]);
    expect((await subject.as('admin').trash({ page: 1, perPage: 10 })).total).toBe(1);
  });

  it('refuses anonymous callers any read or write', async () => {
    const anon = subject.as('anon');
    await expect(anon.versions('articles', RECORD)).rejects.toBeInstanceOf(DataUnavailableError);
    await expect(anon.trash({ page: 1, perPage: 10 })).rejects.toBeInstanceOf(DataUnavailableError);
    await expect(
      anon.moveToTrash({
        kind: 'agents',
        recordId: RECORD,
        label: 'x',
        snapshot: {},
        deletedById: null,
        deletedByName: 'x',
      }),
    ).rejects.toBeInstanceOf(DataUnavailableError);
  });

  it('shows a signed-in user without a site role nothing and lets them change nothing', async () => {
    const user = subject.as('user');
    expect(await user.versions('articles', RECORD)).toEqual([]);
    expect((await user.trash({ page: 1, perPage: 10 })).total).toBe(0);
    await expect(user.purgeTrash('2100-01-01T00:00:00.000Z')).rejects.toBeInstanceOf(DataUnavailableError);
    await expect(
      user.keepVersion({
        kind: 'articles',
        recordId: RECORD,
        version: 2,
        snapshot: {},
        authorId: null,
        authorName: 'x',
      }),
    ).rejects.toBeInstanceOf(DataUnavailableError);
    expect((await subject.as('admin').trash({ page: 1, perPage: 10 })).total).toBe(1);
  });
});
