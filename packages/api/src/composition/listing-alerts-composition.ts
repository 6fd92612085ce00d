import { randomBytes } from 'node:crypto';
import {
  PostgresListingAlertRecipients,
  PostgresListingHistory,
  PostgresReplicationState,
  type Database,
} from '@app/adapters-postgres';
import { runListingAlerts, type Clock, type ListingStore, type Mailer } from '@app/domain';
import { appLog, logRecovered } from '../logging/logger.ts';

/** The sync_state row of the alert job's cursor in listing_history. */
export const LISTING_ALERTS_CURSOR = 'listing-alerts.cursor';

/**
 * The instant listing alerts (issue 14 part 6, ADR 0031): the run that follows each replication run under the
 * scheduled-jobs lock, and the unsubscribe tokens the route reads. Embedded accounts only: the visitors' addresses
 * are read from auth_accounts. A failed run is logged and retried whole after the next replication run.
 */
export function composeListingAlerts(deps: {
  database: Database;
  listings: ListingStore;
  mailer: Mailer;
  clock: Clock;
  siteUrl: string;
}) {
  const recipients = new PostgresListingAlertRecipients(deps.database);
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
        newToken: () => randomBytes(32).toString('base64url'),
      });
      if (report.mails > 0) appLog().info(`Listing alerts: ${report.mails} mails for ${report.changes} changes`);
    } catch (error) {
      logRecovered('The listing alerts could not be sent (the next run tries again):', error);
    }
  };
  return { recipients, runAfterReplication };
}
