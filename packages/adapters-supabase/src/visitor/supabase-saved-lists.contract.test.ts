import { signTestJwt } from '@app/testing/harness';
import { VISITOR_A, VISITOR_B, savedListsContract } from '@app/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { connectTestBackend } from '../test-backend.ts';
import { SupabaseSavedHomes, SupabaseSavedSearches } from './supabase-saved-lists.ts';

/** A visitor's access token as GoTrue signs it: app_metadata.role visitor, set by the server. */
function visitorToken(secret: string, visitorId: string, role = 'visitor'): string {
  return signTestJwt(secret, {
    role: 'authenticated',
    aud: 'authenticated',
    sub: visitorId,
    email: `${visitorId.slice(-4)}@example.com`,
    app_metadata: { provider: 'email', role },
    user_metadata: {},
  });
}

function connect() {
  const backend = connectTestBackend();
  const pool = new pg.Pool({ connectionString: inject('supabaseDatabaseUrl'), max: 1 });
  const as = (visitorId: string, role = 'visitor') => {
    const client = backend.client(visitorToken(backend.jwtSecret, visitorId, role));
    return { homes: new SupabaseSavedHomes(client), searches: new SupabaseSavedSearches(client) };
  };
  return { backend, pool, as };
}

savedListsContract('SupabaseSavedHomes and SupabaseSavedSearches (each visitor’s token, real PostgREST)', async () => {
  const { backend, pool, as } = connect();
  return {
    as: (visitorId) => as(visitorId),
    reset: async () => {
      await pool.query('truncate saved_homes, saved_searches, saved_home_alerts_off');
    },
    close: async () => {
      await pool.end();
      await backend.close();
    },
  };
});

describe('saved_homes and saved_searches row-level security', () => {
  let subject: ReturnType<typeof connect>;
  beforeAll(() => {
    subject = connect();
  });
  afterAll(async () => {
    await subject.pool.end();
    await subject.backend.close();
  });
  beforeEach(async () => {
    await subject.pool.query('truncate saved_homes, saved_searches, saved_home_alerts_off');
  });

  const home = (visitorId: string) => ({
    visitorId,
    listingId: 'PRG-1',
    priceAtSave: 1,
    statusAtSave: 'Active' as const,
  });
  const search = {
    view: 'list' as const,
    params: { city: 'Naples' },
    name: 'Naples',
    alertFrequency: 'daily' as const,
  };

  it('refuses visitor A a write of a row in visitor B’s name', async () => {
    await expect(subject.as(VISITOR_A).homes.save(home(VISITOR_B))).rejects.toThrow();
    await expect(subject.as(VISITOR_A).searches.create(VISITOR_B, search)).rejects.toThrow();
    expect((await subject.pool.query('select 1 from saved_homes union all select 1 from saved_searches')).rows).toEqual(
      [],
    );
  });

  it('shows visitor A none of visitor B’s rows, and lets A change or delete none of them', async () => {
    await subject.as(VISITOR_B).homes.save(home(VISITOR_B));
    const saved = await subject.as(VISITOR_B).searches.create(VISITOR_B, search);
    const a = subject.as(VISITOR_A);
    expect(await a.homes.list(VISITOR_B)).toEqual([]);
    expect(await a.searches.list(VISITOR_B)).toEqual([]);
    expect(await a.searches.update(VISITOR_B, saved.id, { name: 'mine now' })).toBeNull();
    expect(await a.searches.remove(VISITOR_B, saved.id)).toBe(false);
    expect(await a.homes.remove(VISITOR_B, 'PRG-1')).toBe(false);
    await a.homes.removeAll(VISITOR_B);
    await a.searches.removeAll(VISITOR_B);
    expect(await subject.as(VISITOR_B).searches.list(VISITOR_B)).toEqual([saved]);
    expect(await subject.as(VISITOR_B).homes.list(VISITOR_B)).toHaveLength(1);
  });

  it('lets neither anonymous callers nor staff tokens read or write saved rows', async () => {
    await subject.as(VISITOR_B).homes.save(home(VISITOR_B));
    for (const token of [undefined, subject.backend.tokens.admin, subject.backend.tokens.user]) {
      // The saved tables are not in the typed schema of the footer adapter.
      const client: SupabaseClient = subject.backend.client(token);
      expect((await client.from('saved_homes').select('*')).data ?? []).toEqual([]);
      const insert = await client
        .from('saved_homes')
        .insert({ visitor_id: VISITOR_B, listing_id: 'X', status_at_save: 'Active' });
      expect(insert.error).not.toBeNull();
    }
    await expect(subject.as(VISITOR_B, 'admin').homes.list(VISITOR_B)).resolves.toEqual([]);
  });
});
