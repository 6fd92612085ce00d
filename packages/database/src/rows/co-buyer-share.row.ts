import type { CoBuyerShare } from '@app/domain';

/** A saved_home_shares row as read through pg, PGlite or PostgREST (times as Date or text), without the digest. */
export interface CoBuyerShareRow {
  readonly id: string;
  readonly visitor_id: string;
  readonly owner_email: string;
  readonly invitee_email: string;
  readonly co_buyer_visitor_id: string | null;
  readonly created_at: Date | string;
  readonly expires_at: Date | string;
  readonly accepted_at: Date | string | null;
}

/** Every column of saved_home_shares but the token's digest, which no visitor's token may read (migration 0041). */
export const CO_BUYER_SHARE_COLUMNS =
  'id, visitor_id, owner_email, invitee_email, co_buyer_visitor_id, created_at, expires_at, accepted_at';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A share row as the domain's CoBuyerShare. */
export function coBuyerShareFromRow(row: CoBuyerShareRow): CoBuyerShare {
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
