import type { SupabaseClient } from '@supabase/supabase-js';
import { isUuid, type CoBuyerShare, type CoBuyerShareStore, type NewCoBuyerShare } from '@app/domain';
import { toDomainError, withDomainErrors } from '../postgrest-errors.ts';
import type { SupabaseDataClient } from '../supabase-data-client.ts';

/** Message when the co-buyer shares cannot be read or written. */
export const CO_BUYER_SHARES_UNAVAILABLE = 'Sharing saved homes is not available right now';

interface ShareRow {
  readonly id: string;
  readonly visitor_id: string;
  readonly owner_email: string;
  readonly invitee_email: string;
  readonly co_buyer_visitor_id: string | null;
  readonly created_at: string;
  readonly expires_at: string;
  readonly accepted_at: string | null;
}

/** Every column but the token's digest, which a visitor's token may not read (migration 0041). */
const COLUMNS = 'id, visitor_id, owner_email, invitee_email, co_buyer_visitor_id, created_at, expires_at, accepted_at';
/** Postgres's unique_violation: the co-buyer has joined another list already. */
const UNIQUE_VIOLATION = '23505';

const iso = (value: string) => new Date(value).toISOString();

function shareOf(row: ShareRow): CoBuyerShare {
  return {
    id: row.id,
    ownerId: row.visitor_id,
    ownerEmail: row.owner_email,
    inviteeEmail: row.invitee_email,
    coBuyerId: row.co_buyer_visitor_id,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    acceptedAt: row.accepted_at === null ? null : iso(row.accepted_at),
  };
}

type PostgrestAnswer<T> = { data: T | null; error: { code?: string; message?: string } | null };

async function answer<T>(call: () => PromiseLike<PostgrestAnswer<T>>): Promise<T> {
  const { data, error } = await call();
  if (error) throw toDomainError(error, CO_BUYER_SHARES_UNAVAILABLE);
  return data as T;
}

const run = <T>(call: () => Promise<T>) => withDomainErrors(CO_BUYER_SHARES_UNAVAILABLE, call);

/**
 * The co-buyer shares over the data API with the service role's key (ADR 0040): the store is the server's only, its
 * use cases check who may see and change what. Visitors' own tokens may read the shares that name them (migration
 * 0041), never write one.
 */
export class SupabaseCoBuyerShares implements CoBuyerShareStore {
  private readonly client: SupabaseClient;
  constructor(client: SupabaseDataClient) {
    // The table is not in the typed schema of the footer adapter; rows are checked by the mapper's type.
    this.client = client;
  }

  create(share: NewCoBuyerShare): Promise<CoBuyerShare> {
    return run(async () => {
      const row = await answer<ShareRow>(() =>
        this.client
          .from('saved_home_shares')
          .insert({
            visitor_id: share.ownerId,
            owner_email: share.ownerEmail,
            invitee_email: share.inviteeEmail,
            token_hash: share.tokenHash,
            created_at: share.createdAt,
            expires_at: share.expiresAt,
          })
          .select(COLUMNS)
          .single(),
      );
      return shareOf(row);
    });
  }

  byTokenHash(tokenHash: string): Promise<CoBuyerShare | null> {
    return run(async () => {
      if (!/^[0-9a-f]{64}$/.test(tokenHash)) return null;
      const row = await answer<ShareRow | null>(() =>
        this.client.from('saved_home_shares').select(COLUMNS).eq('token_hash', tokenHash).maybeSingle(),
      );
      return row === null ? null : shareOf(row);
    });
  }

  ofVisitor(visitorId: string): Promise<CoBuyerShare[]> {
    return run(async () => {
      if (!isUuid(visitorId)) return [];
      const rows = await answer<ShareRow[]>(() =>
        this.client
          .from('saved_home_shares')
          .select(COLUMNS)
          .or(`visitor_id.eq.${visitorId},co_buyer_visitor_id.eq.${visitorId}`)
          .order('created_at', { ascending: false })
          .order('id'),
      );
      return rows.map(shareOf);
    });
  }

  /** The unique index on co_buyer_visitor_id keeps anyone from joining two lists, even in a race. */
  accept(shareId: string, coBuyerId: string, at: string): Promise<boolean> {
    return run(async () => {
      if (!isUuid(shareId) || !isUuid(coBuyerId)) return false;
      const { data, error } = await this.client
        .from('saved_home_shares')
        .update({ co_buyer_visitor_id: coBuyerId, accepted_at: at })
        .eq('id', shareId)
        .is('co_buyer_visitor_id', null)
        .select('id');
      if (error?.code === UNIQUE_VIOLATION) return false;
      if (error) throw toDomainError(error, CO_BUYER_SHARES_UNAVAILABLE);
      return (data ?? []).length > 0;
    });
  }

  remove(shareId: string): Promise<boolean> {
    return run(async () => {
      if (!isUuid(shareId)) return false;
      const rows = await answer<{ id: string }[]>(() =>
        this.client.from('saved_home_shares').delete().eq('id', shareId).select('id'),
      );
      return rows.length > 0;
    });
  }
}
