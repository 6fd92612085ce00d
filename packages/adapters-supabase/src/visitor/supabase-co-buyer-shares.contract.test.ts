import { signTestJwt } from '@app/testing/harness';
import { coBuyerSharesContract } from '@app/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { connectTestBackend } from '../test-backend.ts';
import { SupabaseCoBuyerShares } from './supabase-co-buyer-shares.ts';

const OWNER = 'd0000000-0000-4000-8000-00000000000d';
const CO_BUYER = 'e0000000-0000-4000-8000-00000000000e';
const OTHER = 'f0000000-0000-4000-8000-00000000000f';

/** A visitor's access token as GoTrue signs it: app_metadata.role visitor, set by the server. */
function visitorToken(secret: string, visitorId: string, role = 'visitor'): string {
  return signTestJwt(secret, {
    role: 'authenticated',
    aud: 'authenticated',
    sub: visitorId,
    app_metadata: { provider: 'email', role },
    user_metadata: {},
  });
}

function connect() {
  const backend = connectTestBackend();
  const pool = new pg.Pool({ connectionString: inject('supabaseDatabaseUrl'), max: 1 });
  return { backend, pool };
}

coBuyerSharesContract('SupabaseCoBuyerShares (service role, real PostgREST)', async () => {
  const { backend, pool } = connect();
  return {
    shares: new SupabaseCoBuyerShares(backend.client(backend.tokens.serviceRole)),
    reset: async () => void (await pool.query('truncate saved_home_shares')),
    close: async () => {
      await pool.end();
      await backend.close();
    },
  };
});

describe('saved_home_shares row-level security (migration 0041)', () => {
  let subject: ReturnType<typeof connect>;
  let server: SupabaseCoBuyerShares;
  beforeAll(() => {
    subject = connect();
    server = new SupabaseCoBuyerShares(subject.backend.client(subject.backend.tokens.serviceRole));
  });
  afterAll(async () => {
    await subject.pool.end();
    await subject.backend.close();
  });
  beforeEach(async () => {
    await subject.pool.query('truncate saved_home_shares');
    const share = await server.create({
      ownerId: OWNER,
      ownerEmail: 'owner@example.com',
      inviteeEmail: 'co-buyer@example.com',
      tokenHash: 'a'.repeat(64),
      createdAt: '2026-11-26T12:00:00.000Z',
      expiresAt: '2026-12-03T12:00:00.000Z',
    });
    expect(await server.accept(share.id, CO_BUYER, '2026-11-27T12:00:00.000Z')).toBe(true);
  });

  // The shares table is not in the typed schema of the footer adapter.
  const as = (visitorId: string, role = 'visitor'): SupabaseClient =>
    subject.backend.client(visitorToken(subject.backend.jwtSecret, visitorId, role));

  it('shows a share to its owner and its co-buyer, and to no other visitor, staff token or anonymous caller', async () => {
    for (const visitor of [OWNER, CO_BUYER])
      expect((await as(visitor).from('saved_home_shares').select('visitor_id')).data).toEqual([{ visitor_id: OWNER }]);
    const others: SupabaseClient[] = [
      as(OTHER),
      as(OWNER, 'admin'),
      subject.backend.client(subject.backend.tokens.admin),
      subject.backend.client(),
    ];
    for (const client of others)
      expect((await client.from('saved_home_shares').select('visitor_id')).data ?? []).toEqual([]);
  });

  it('never shows the token’s digest to a visitor, and lets no visitor write a share', async () => {
    expect((await as(OWNER).from('saved_home_shares').select('token_hash')).error).not.toBeNull();
    const insert = await as(OTHER)
      .from('saved_home_shares')
      .insert({
        visitor_id: OTHER,
        owner_email: 'other@example.com',
        invitee_email: 'x@example.com',
        token_hash: 'b'.repeat(64),
        created_at: '2026-11-26T12:00:00.000Z',
        expires_at: '2026-12-03T12:00:00.000Z',
      });
    expect(insert.error).not.toBeNull();
    await as(OWNER).from('saved_home_shares').update({ co_buyer_visitor_id: OTHER }).eq('visitor_id', OWNER);
    await as(CO_BUYER).from('saved_home_shares').delete().eq('visitor_id', OWNER);
    expect((await subject.pool.query('select co_buyer_visitor_id from saved_home_shares')).rows).toEqual([
      { co_buyer_visitor_id: CO_BUYER },
    ]);
  });
});
