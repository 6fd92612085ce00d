import {
  createGetAdminDashboard,
  createSummarizePageViews,
  type AnalyticsSink,
  type AuditLog,
  type Clock,
  type ContactInbox,
  type ListingStore,
} from '@app/domain';

/** The dashboard over the server's own stores; the content is counted through the caller's ports. */
export function createAdminDashboardService(deps: {
  readonly listings: ListingStore;
  readonly contacts: ContactInbox;
  readonly audit: AuditLog;
  readonly analytics: AnalyticsSink;
  readonly clock: Clock;
}) {
  const pageViews = createSummarizePageViews(deps.analytics, deps.clock);
  return createGetAdminDashboard({ ...deps, pageViews: () => pageViews() });
}
