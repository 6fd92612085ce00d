import { savedSearchFromRow, type SavedSearchRow, type SqlExecutor } from '@app/database';
import type {
  AlertSubscription,
  DigestFrequency,
  ListingAlertRecipients,
  SavedHome,
  SavedSearch,
  VisitorDirectory,
} from '@app/domain';
import { isUuid, translateDriverErrors } from '../connection/driver-errors.ts';
import { PostgresVisitorDirectory } from './postgres-visitor-directory.ts';

/** Message when the alert job cannot read or write its recipients. */
export const ALERTS_UNAVAILABLE = 'Listing alerts are not available right now';

const run = <T>(call: () => Promise<T>) => translateDriverErrors(ALERTS_UNAVAILABLE, call);

interface TokenRow {
  readonly visitor_id: string;
  readonly saved_search_ids: readonly string[] | string;
  readonly saved_homes: boolean;
}

/** A uuid[] as pg or PGlite answers it (an array, or the text form `{a,b}`). */
function uuidList(value: readonly string[] | string): string[] {
  if (typeof value !== 'string') return [...value];
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}

/**
 * The alert job's reads and writes across visitors (migrations 0025 and 0029), for the server's own connection: the
 * instant searches, the saved homes of alert-enabled visitors, the visitors' addresses (a VisitorDirectory: the
 * embedded accounts unless told otherwise) and the unsubscribe tokens.
 */
export class PostgresListingAlertRecipients implements ListingAlertRecipients {
  constructor(
    private readonly db: SqlExecutor,
    private readonly directory: VisitorDirectory = new PostgresVisitorDirectory(db),
  ) {}

  instantSearches(): Promise<SavedSearch[]> {
    return run(async () => {
      const { rows } = await this.db.query<SavedSearchRow>(
        `select * from saved_searches where alert_frequency = 'instantly' order by created_at, id`,
      );
      return rows.map(savedSearchFromRow);
    });
  }

  digestSearches(frequency: DigestFrequency): Promise<SavedSearch[]> {
    return run(async () => {
      const { rows } = await this.db.query<SavedSearchRow>(
        `select * from saved_searches where alert_frequency = $1 order by created_at, id`,
        [frequency === 'weekly' ? 'weekly' : 'daily'],
      );
      return rows.map(savedSearchFromRow);
    });
  }

  savedHomesOf(listingIds: readonly string[]): Promise<Pick<SavedHome, 'visitorId' | 'listingId'>[]> {
    return run(async () => {
      if (listingIds.length === 0) return [];
      const { rows } = await this.db.query<{ visitor_id: string; listing_id: string }>(
        // The list's owner and, when the list is shared (migration 0031), its co-buyer.
        `select v.visitor_id, h.listing_id from saved_homes h
         cross join lateral (
           select h.visitor_id as visitor_id
           union all
           select s.co_buyer_visitor_id from saved_home_shares s
           where s.visitor_id = h.visitor_id and s.co_buyer_visitor_id is not null
         ) v
         where h.listing_id = any($1::text[])
           and not exists (select 1 from saved_home_alerts_off o where o.visitor_id = v.visitor_id)
         order by h.saved_at, v.visitor_id`,
        [listingIds],
      );
      return rows.map((row) => ({ visitorId: row.visitor_id, listingId: row.listing_id }));
    });
  }

  /** From the directory: the embedded accounts by default, Supabase Auth's users with SUPABASE_URL (ADR 0040). */
  emailsOf(visitorIds: readonly string[]): Promise<Map<string, string>> {
    return this.directory.emailsOf(visitorIds);
  }

  markAlerted(savedSearchIds: readonly string[], at: string): Promise<void> {
    return run(async () => {
      const ids = savedSearchIds.filter(isUuid);
      if (ids.length === 0) return;
      await this.db.query('update saved_searches set last_alerted_at = $2 where id = any($1::uuid[])', [ids, at]);
    });
  }

  storeUnsubscribeToken(token: string, subscription: AlertSubscription): Promise<void> {
    return run(async () => {
      await this.db.query(
        `insert into alert_unsubscribe_tokens (token, visitor_id, saved_search_ids, saved_homes)
         values ($1, $2, $3::uuid[], $4)`,
        [token, subscription.visitorId, subscription.savedSearchIds.filter(isUuid), subscription.savedHomes],
      );
    });
  }

  unsubscribe(token: string): Promise<AlertSubscription | null> {
    return run(async () => {
      if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) return null;
      const { rows } = await this.db.query<TokenRow>(
        'select visitor_id, saved_search_ids, saved_homes from alert_unsubscribe_tokens where token = $1',
        [token],
      );
      const row = rows[0];
      if (row === undefined) return null;
      const subscription = {
        visitorId: row.visitor_id,
        savedSearchIds: uuidList(row.saved_search_ids),
        savedHomes: row.saved_homes,
      } satisfies AlertSubscription;
      if (subscription.savedSearchIds.length > 0)
        await this.db.query(
          `update saved_searches set alert_frequency = 'never' where visitor_id = $1 and id = any($2::uuid[])`,
          [subscription.visitorId, subscription.savedSearchIds],
        );
      if (subscription.savedHomes)
        await this.db.query(
          'insert into saved_home_alerts_off (visitor_id) values ($1) on conflict (visitor_id) do nothing',
          [subscription.visitorId],
        );
      return subscription;
    });
  }
}
