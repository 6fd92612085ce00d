import type { SupabaseClient } from '@supabase/supabase-js';
import { CO_BUYER_SHARE_COLUMNS, coBuyerShareFromRow, type CoBuyerShareRow } from '@app/database';
import { isUuid, type CoBuyerShare, type CoBuyerShareStore, type NewCoBuyerShare } from '@app/domain';
import { answerOrUnavailable, toDomainError, withDomainErrors, type PostgrestFailure } from '../postgrest-errors.ts';
import type { SupabaseDataClient } from '../supabase-data-client.ts';

/** Message when the co-buyer shares cannot be read or written. */
export const CO_BUYER_SHARES_UNAVAILABLE = 'Sharing saved homes is not available right now';

/** Postgres's unique_violation: the co-buyer has joined another list already. */
const UNIQUE_VIOLATION = '23505';

const answer = <T>(call: () => PromiseLike<{ data: T | null; error: PostgrestFailure | null }>) =>
  answerOrUnavailable(CO_BUYER_SHARES_UNAVAILABLE, call);
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
      const row = await answer<CoBuyerShareRow>(() =>
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
          .select(CO_BUYER_SHARE_COLUMNS)
          .single(),
      );
      return coBuyerShareFromRow(row);
    });
  }

  byTokenHash(tokenHash: string): Promise<CoBuyerShare | null> {
    return run(async () => {
      if (!/^[0-9a-f]{64}$/.test(tokenHash)) return null;
      const row = await answer<CoBuyerShareRow | null>(() =>
        this.client.from('saved_home_shares').select(CO_BUYER_SHARE_COLUMNS).eq('token_hash', tokenHash).maybeSingle(),
      );
      return row === null ? null : coBuyerShareFromRow(row);
    });
  }

  ofVisitor(visitorId: string): Promise<CoBuyerShare[]> {
    return run(async () => {
      if (!isUuid(visitorId)) return [];
      const rows = await answer<CoBuyerShareRow[]>(() =>
        this.client
          .from('saved_home_shares')
          .select(CO_BUYER_SHARE_COLUMNS)
          .or(`visitor_id.eq.${visitorId},co_buyer_visitor_id.eq.${visitorId}`)
          .order('created_at', { ascending: false })
          .order('id'),
      );
      return rows.map(coBuyerShareFromRow);
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
