import type { RecordedListingChange } from '../listing/history/listing-change.ts';
import { digestPeriodAt, type DigestFrequency } from './alert-digest-schedule.ts';
import {
  ALERT_BATCH_LIMIT,
  changedListings,
  endOfHistory,
  listingAlertMail,
  queueAlertMails,
  type AlertRunReport,
  type ListingAlertJobDeps,
} from './listing-alert-job.ts';
import { alertsFor } from './listing-alerts.ts';

/** Where a digest stands: the period it last went out for, the history it had read, and when it ran. */
export interface DigestState {
  /** The period (`digestPeriodAt`) of the last digest sent. */
  readonly period: string;
  /** The listing history cursor up to which changes were told (or skipped as past, on the first run). */
  readonly cursor: string;
  /** When that digest ran (ISO 8601). */
  readonly ranAt: string;
}

export interface AlertDigestJobDeps extends Omit<ListingAlertJobDeps, 'cursor'> {
  readonly frequency: DigestFrequency;
  /** The local hour (Florida time) the digests go out at. */
  readonly hour: number;
  /** The digest's state, stored as text (its sync_state row). */
  readonly state: { get(): Promise<string | null>; set(value: string): Promise<void> };
}

/** The stored state read back; null when absent or unreadable (the digest then starts afresh at the end). */
export function parseDigestState(value: string | null): DigestState | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { period, cursor, ranAt } = parsed as Record<string, unknown>;
    if (typeof period !== 'string' || typeof cursor !== 'string' || typeof ranAt !== 'string') return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(period) || Number.isNaN(Date.parse(ranAt))) return null;
    return { period, cursor, ranAt };
  } catch {
    return null;
  }
}

/** Every change recorded after `cursor`, page by page, and the cursor after the last. */
async function changesAfter(deps: AlertDigestJobDeps, cursor: string) {
  const changes: RecordedListingChange[] = [];
  let next = cursor;
  for (;;) {
    const page = await deps.history.changesSince(next, ALERT_BATCH_LIMIT);
    if (page.changes.length === 0 || page.cursor === null) break;
    changes.push(...page.changes);
    next = page.cursor;
  }
  return { changes, cursor: next };
}

/**
 * One run of a daily or weekly digest (ADR 0033), called after every replication run under the scheduled-jobs lock.
 * Once per period (the first run after the morning hour, or after Monday's): every change recorded since the last
 * digest, told by the instant alerts' rule to the searches of this frequency, one mail per visitor with each listing
 * once in its latest state; then the searches are marked alerted and the state moves (period and cursor) last, so a
 * change is told at most once when runs complete, and a failed run is retried whole by the next. A search that was
 * instant earlier in the period is not told again what its instant alerts told (its lastAlertedAt). The first run
 * only records where history ends: the past is not news.
 */
export async function runAlertDigest(deps: AlertDigestJobDeps): Promise<AlertRunReport> {
  const now = new Date(deps.clock.now());
  const period = digestPeriodAt(deps.frequency, now, deps.hour);
  const state = parseDigestState(await deps.state.get());
  const save = (cursor: string) => deps.state.set(JSON.stringify({ period, cursor, ranAt: now.toISOString() }));
  if (state === null) {
    await save(await endOfHistory(deps.history));
    return { changes: 0, mails: 0 };
  }
  if (state.period === period) return { changes: 0, mails: 0 };
  const read = await changesAfter(deps, state.cursor);
  let mails = 0;
  if (read.changes.length > 0) {
    const searches = await deps.recipients.digestSearches(deps.frequency);
    const toldUntil = new Map(
      searches
        .filter((search) => search.lastAlertedAt !== null && Date.parse(search.lastAlertedAt) > Date.parse(state.ranAt))
        .map((search) => [search.id, search.lastAlertedAt ?? ''] as const),
    );
    const alerts = alertsFor({
      changes: await changedListings(deps.listings, read.changes),
      searches,
      savedHomes: [],
      now,
      toldUntil,
      communities: await deps.communities(),
    });
    mails = await queueAlertMails(deps, alerts, now, (to, alert, token) =>
      listingAlertMail(to, alert, deps.siteUrl, token, deps.frequency),
    );
  }
  await save(read.cursor);
  return { changes: read.changes.length, mails };
}
