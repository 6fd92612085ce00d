import type { PageViewSummary } from '../analytics/page-view-summary.ts';
import type { AuditEntry, AuditLog } from '../audit/audit-entry.ts';
import { PAGE_VIEW_DAYS } from '../analytics/page-view-summary.ts';
import type { ContactInbox, ContactStatusCounts, LeadChannelCounts } from '../contact/contact-inbox.port.ts';
import { normalizeContactQuery } from '../contact/contact-query.ts';
import type { ContactSubmission } from '../contact/contact-submission.ts';
import type { ContentEntity } from '../content/content-entity.ts';
import { normalizeContentQuery } from '../content/content-query.ts';
import type { ContentRepository } from '../content/content-repository.port.ts';
import type { ContentRepositories } from '../content/public-content.ts';
import type { ListingStore } from '../listing/listing-store.port.ts';
import type { Clock } from '../shared/clock.port.ts';
import { listingDataFreshness, type ListingDataFreshness } from './listing-data-freshness.ts';

/** How many new submissions and recent changes the dashboard lists. */
export const DASHBOARD_NEWEST_CONTACTS = 5;
export const DASHBOARD_RECENT_CHANGES = 8;
/** Entries read to find the recent changes among sign-ins and sign-outs. */
const AUDIT_ENTRIES_SCANNED = 60;
/** Audit actions that record a session, not a change to the site. */
const SESSION_ACTIONS: readonly string[] = ['sign-in', 'sign-out'];

/** Everything the admin dashboard shows. */
export interface AdminDashboard {
  readonly counts: {
    readonly listings: number;
    readonly agents: number;
    readonly articles: number;
    readonly communities: number;
    readonly newContactSubmissions: number;
  };
  readonly contactStatusCounts: ContactStatusCounts;
  /** The newest submissions still in status new, newest first. */
  readonly newestContactSubmissions: ContactSubmission[];
  /** The latest changes to the site (sign-ins and sign-outs left out), newest first; null for a user who may not read
   * the audit log. */
  readonly recentChanges: AuditEntry[] | null;
  readonly pageViews: PageViewSummary;
  readonly listingData: ListingDataFreshness;
  /** The leads received in the page views' days, by where they came from. */
  readonly leadsBySource: { readonly since: string; readonly counts: LeadChannelCounts };
}

/** What the dashboard reads. */
export interface AdminDashboardSources {
  readonly listings: Pick<ListingStore, 'freshness'>;
  readonly contacts: ContactInbox;
  readonly audit: AuditLog;
  readonly pageViews: () => Promise<PageViewSummary>;
  readonly clock: Clock;
}

/** The content the dashboard counts, read as the signed-in user reads it. */
export type DashboardContent = Pick<ContentRepositories, 'agents' | 'articles' | 'communities'>;

/**
 * The dashboard: counts (every record the user may see, drafts and hidden ones too), the newest
 * submissions still new, recent changes, page views and how fresh the listing data is.
 */
export function createGetAdminDashboard(sources: AdminDashboardSources) {
  const total = async <T extends ContentEntity>(repository: ContentRepository<T>) =>
    (await repository.list(normalizeContentQuery(repository.collection, { perPage: 1 }))).total;
  return async (content: DashboardContent, options: { readonly withChanges: boolean }): Promise<AdminDashboard> => {
    const since = new Date(sources.clock.now() - PAGE_VIEW_DAYS * 86_400_000).toISOString();
    const [freshness, agents, articles, communities, contactStatusCounts, newest, changes, pageViews, bySource] =
      await Promise.all([
        sources.listings.freshness(),
        total(content.agents),
        total(content.articles),
        total(content.communities),
        sources.contacts.countByStatus(),
        sources.contacts.list(normalizeContactQuery({ status: 'new', perPage: DASHBOARD_NEWEST_CONTACTS })),
        options.withChanges ? sources.audit.list({ page: 1, perPage: AUDIT_ENTRIES_SCANNED }) : null,
        sources.pageViews(),
        sources.contacts.countByChannel(since),
      ]);
    return {
      counts: {
        listings: freshness.count,
        agents,
        articles,
        communities,
        newContactSubmissions: contactStatusCounts.new,
      },
      contactStatusCounts,
      newestContactSubmissions: newest.items,
      recentChanges:
        changes === null
          ? null
          : changes.items.filter((entry) => !SESSION_ACTIONS.includes(entry.action)).slice(0, DASHBOARD_RECENT_CHANGES),
      pageViews,
      listingData: listingDataFreshness(freshness, sources.clock.now()),
      leadsBySource: { since, counts: bySource },
    };
  };
}
