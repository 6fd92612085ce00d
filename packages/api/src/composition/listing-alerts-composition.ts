import { randomBytes } from 'node:crypto';
import {
  PostgresListingAlertRecipients,
  PostgresListingHistory,
  PostgresReplicationState,
  type Database,
} from '@app/adapters-postgres';
import {
  DIGEST_FREQUENCIES,
  runAlertDigest,
  runListingAlerts,
  type Clock,
  type CommunitySubdivisions,
  type DigestFrequency,
  type ListingStore,
  type Mailer,
  type VisitorDirectory,
} from '@app/domain';
import { appLog, logRecovered } from '../logging/logger.ts';

/** The sync_state row of the alert job's cursor in listing_history. */
export const LISTING_ALERTS_CURSOR = 'listing-alerts.cursor';
/** The sync_state row of a digest's state (its period, cursor and last run). */
export const alertDigestStateName = (frequency: DigestFrequency) => `alert-digests.${frequency}`;

/**
 * The listing alerts (issue 14 part 6, ADR 0031 and 0033): after each replication run under the scheduled-jobs lock,
 * the instant alerts, then the daily and weekly digests when their morning has come; and the unsubscribe tokens the
 * route reads. The visitors' rows are read through the server's database; their addresses from the directory (the
 * embedded accounts, or Supabase Auth's users: ADR 0040). A failed run is logged and retried whole after the next
 * replication run.
 */
export function composeListingAlerts(deps: {
  database: Database;
  listings: ListingStore;
  mailer: Mailer;
  clock: Clock;
  siteUrl: string;
  /** The hour (Florida time) the digests go out. */
  digestHour: number;
  /** The subdivisions of the published communities, for saved searches of a community. */
  communities: () => Promise<CommunitySubdivisions>;
  /** Where the visitors' addresses are: the embedded accounts when left out, else Supabase Auth's users. */
  directory?: VisitorDirectory;
}) {
  const recipients = new PostgresListingAlertRecipients(deps.database, deps.directory);
  const newToken = () => randomBytes(32).toString('base64url');
  const runAfterReplication = async (): Promise<void> => {
    try {
      const report = await runListingAlerts({
        history: new PostgresListingHistory(deps.database),
        listings: deps.listings,
        recipients,
        cursor: new PostgresReplicationState(deps.database, LISTING_ALERTS_CURSOR),
        mailer: deps.mailer,
        clock: deps.clock,
        siteUrl: deps.siteUrl,
        newToken,
        communities: deps.communities,
      });
      if (report.mails > 0) appLog().info(`Listing alerts: ${report.mails} mails for ${report.changes} changes`);
    } catch (error) {
      logRecovered('The listing alerts could not be sent (the next run tries again):', error);
    }
    for (const frequency of DIGEST_FREQUENCIES) await runDigest(frequency);
  };
  const runDigest = async (frequency: DigestFrequency): Promise<void> => {
    try {
      const report = await runAlertDigest({
        frequency,
        hour: deps.digestHour,
        history: new PostgresListingHistory(deps.database),
        listings: deps.listings,
        recipients,
        state: new PostgresReplicationState(deps.database, alertDigestStateName(frequency)),
        mailer: deps.mailer,
        clock: deps.clock,
        siteUrl: deps.siteUrl,
        newToken,
        communities: deps.communities,
      });
      if (report.mails > 0)
        appLog().info(`Alert digests (${frequency}): ${report.mails} mails for ${report.changes} changes`);
    } catch (error) {
      logRecovered(`The ${frequency} alert digests could not be sent (the next run tries again):`, error);
    }
  };
  return { recipients, runAfterReplication };
}
