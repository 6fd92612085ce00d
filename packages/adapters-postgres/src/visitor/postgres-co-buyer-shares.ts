import { CO_BUYER_SHARE_COLUMNS, coBuyerShareFromRow, type CoBuyerShareRow, type SqlExecutor } from '@app/database';
import type { CoBuyerShare, CoBuyerShareStore, NewCoBuyerShare } from '@app/domain';
import { isUuid, translateDriverErrors } from '../connection/driver-errors.ts';

/** Message when the co-buyer shares cannot be read or written. */
export const CO_BUYER_SHARES_UNAVAILABLE = 'Sharing saved homes is not available right now';

const run = <T>(call: () => Promise<T>) => translateDriverErrors(CO_BUYER_SHARES_UNAVAILABLE, call);

/** The co-buyer shares in table saved_home_shares (migration 0031), for the server's own connection. */
export class PostgresCoBuyerShares implements CoBuyerShareStore {
  constructor(private readonly db: SqlExecutor) {}

  create(share: NewCoBuyerShare): Promise<CoBuyerShare> {
    return run(async () => {
      const { rows } = await this.db.query<CoBuyerShareRow>(
        `insert into saved_home_shares (visitor_id, owner_email, invitee_email, token_hash, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6) returning ${CO_BUYER_SHARE_COLUMNS}`,
        [share.ownerId, share.ownerEmail, share.inviteeEmail, share.tokenHash, share.createdAt, share.expiresAt],
      );
      return coBuyerShareFromRow(rows[0] as CoBuyerShareRow);
    });
  }

  byTokenHash(tokenHash: string): Promise<CoBuyerShare | null> {
    return run(async () => {
      if (!/^[0-9a-f]{64}$/.test(tokenHash)) return null;
      const { rows } = await this.db.query<CoBuyerShareRow>(
        `select ${CO_BUYER_SHARE_COLUMNS} from saved_home_shares where token_hash = $1`,
        [tokenHash],
      );
      return rows[0] === undefined ? null : coBuyerShareFromRow(rows[0]);
    });
  }

  ofVisitor(visitorId: string): Promise<CoBuyerShare[]> {
    return run(async () => {
      if (!isUuid(visitorId)) return [];
      const { rows } = await this.db.query<CoBuyerShareRow>(
        `select ${CO_BUYER_SHARE_COLUMNS} from saved_home_shares where visitor_id = $1 or co_buyer_visitor_id = $1
         order by created_at desc, id`,
        [visitorId],
      );
      return rows.map(coBuyerShareFromRow);
    });
  }

  accept(shareId: string, coBuyerId: string, at: string): Promise<boolean> {
    return run(async () => {
      if (!isUuid(shareId) || !isUuid(coBuyerId)) return false;
      // The unique index on co_buyer_visitor_id keeps anyone from joining two lists, even in a race.
      const { rows } = await this.db.query(
        `update saved_home_shares set co_buyer_visitor_id = $2, accepted_at = $3
         where id = $1 and co_buyer_visitor_id is null
           and not exists (select 1 from saved_home_shares other where other.co_buyer_visitor_id = $2)
         returning id`,
        [shareId, coBuyerId, at],
      );
      return rows.length > 0;
    });
  }

  remove(shareId: string): Promise<boolean> {
    return run(async () => {
      if (!isUuid(shareId)) return false;
      const { rows } = await this.db.query('delete from saved_home_shares where id = $1 returning id', [shareId]);
      return rows.length > 0;
    });
  }
}
