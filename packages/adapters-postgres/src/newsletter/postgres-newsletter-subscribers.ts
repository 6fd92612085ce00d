import type { SqlExecutor } from '@app/database';
import type {
  NewsletterConfirmation,
  NewsletterRequest,
  NewsletterStatus,
  NewsletterSubscriber,
  NewsletterSubscribers,
} from '@app/domain';
import { isUuid, translateDriverErrors } from '../connection/driver-errors.ts';

/** Message when the newsletter's addresses cannot be read or written. */
export const NEWSLETTER_UNAVAILABLE = 'The newsletter is not available right now';

const run = <T>(call: () => Promise<T>) => translateDriverErrors(NEWSLETTER_UNAVAILABLE, call);

interface SubscriberRow {
  readonly id: string;
  readonly email: string;
  readonly cities: readonly string[] | string;
  readonly status: NewsletterStatus;
  readonly created_at: Date | string;
  readonly confirmed_at: Date | string | null;
  readonly unsubscribed_at: Date | string | null;
  readonly last_update_month: string | null;
  readonly unsubscribe_token: string;
}

/** A text[] as pg or PGlite answers it (an array, or the text form `{a,"b c"}`). */
function textList(value: readonly string[] | string): string[] {
  if (typeof value !== 'string') return [...value];
  const inner = value.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  return [...inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) =>
    m[1] === undefined ? (m[2] ?? '') : m[1].replace(/\\(.)/g, '$1'),
  );
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function subscriberFromRow(row: SubscriberRow): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    cities: textList(row.cities),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    confirmedAt: iso(row.confirmed_at),
    unsubscribedAt: iso(row.unsubscribed_at),
    lastUpdateMonth: row.last_update_month,
    unsubscribeToken: row.unsubscribe_token,
  };
}

/** The newsletter's subscribers and confirmation links (migration 0030), for the server's own connection. */
export class PostgresNewsletterSubscribers implements NewsletterSubscribers {
  constructor(private readonly db: SqlExecutor) {}

  request(request: NewsletterRequest): Promise<void> {
    return run(async () => {
      await this.db.query(
        `with subscriber as (
           insert into newsletter_subscribers (email, cities, created_at, unsubscribe_token)
           values ($1, $2::text[], $3, $4)
           on conflict (lower(email)) do update set email = newsletter_subscribers.email
           returning id
         )
         insert into newsletter_confirmations (token_hash, subscriber_id, cities, expires_at, created_at)
         select $5, id, $2::text[], $6, $3 from subscriber`,
        [
          request.email,
          [...request.cities],
          request.at,
          request.unsubscribeToken,
          request.tokenHash,
          request.expiresAt,
        ],
      );
    });
  }

  confirm(tokenHash: string, at: string): Promise<NewsletterConfirmation | null> {
    return run(async () => {
      const { rows } = await this.db.query<SubscriberRow & { was: NewsletterStatus }>(
        `with link as (
           update newsletter_confirmations set used_at = $2
           where token_hash = $1 and used_at is null and expires_at > $2
           returning subscriber_id, cities
         ), before as (
           select s.id, s.status from newsletter_subscribers s join link on link.subscriber_id = s.id
         )
         update newsletter_subscribers s
         set cities = link.cities, status = 'confirmed', unsubscribed_at = null,
             confirmed_at = case when s.status = 'confirmed' then s.confirmed_at else $2 end
         from link, before
         where s.id = link.subscriber_id and before.id = s.id
         returning s.*, before.status as was`,
        [tokenHash, at],
      );
      const row = rows[0];
      return row === undefined ? null : { subscriber: subscriberFromRow(row), newlyConfirmed: row.was !== 'confirmed' };
    });
  }

  unsubscribe(token: string, at: string): Promise<NewsletterSubscriber | null> {
    return run(async () => {
      const { rows } = await this.db.query<SubscriberRow>(
        `update newsletter_subscribers
         set status = 'unsubscribed',
             unsubscribed_at = case when status = 'unsubscribed' then unsubscribed_at else $2 end
         where unsubscribe_token = $1
         returning *`,
        [token, at],
      );
      return rows[0] === undefined ? null : subscriberFromRow(rows[0]);
    });
  }

  confirmed(): Promise<NewsletterSubscriber[]> {
    return run(async () => {
      const { rows } = await this.db.query<SubscriberRow>(
        `select * from newsletter_subscribers where status = 'confirmed' order by confirmed_at, id`,
      );
      return rows.map(subscriberFromRow);
    });
  }

  claimMonth(subscriberId: string, month: string): Promise<boolean> {
    return run(async () => {
      if (!isUuid(subscriberId)) return false;
      const { rows } = await this.db.query<{ id: string }>(
        `update newsletter_subscribers set last_update_month = $2
         where id = $1 and status = 'confirmed' and (last_update_month is null or last_update_month < $2)
         returning id`,
        [subscriberId, month],
      );
      return rows.length === 1;
    });
  }
}
