import { createGetAdminDashboard, type AdminDashboard } from '../../admin/admin-dashboard.ts';
import { createSummarizePageViews } from '../../analytics/page-view-summary.ts';
import type { AuditLogPage, AuditLogQuery } from '../../audit/audit-entry.ts';
import type { AdminPorts, AdminSharedPorts } from './admin-ports.ts';
import type { AdminSession } from './admin-session.ts';
import { createChangeLog } from './change-log.ts';
import { createContactAdmin, type ContactAdmin } from './contact-admin.ts';
import { createContentAdmin, type ContentAdmin, type ContentEditorKey } from './content-admin.ts';
import { createFooterLinkAdmin, type FooterLinkAdmin } from './footer-link-admin.ts';
import { createImageAdmin, type ImageAdmin } from './image-admin.ts';
import { createLeadRoutingAdmin, type LeadRoutingAdmin } from './lead-routing-admin.ts';
import { createMonthlyCostAdmin, type MonthlyCostAdmin } from './monthly-cost-admin.ts';
import { createRedirectAdmin, type RedirectAdmin } from './redirect-admin.ts';
import { createSeoAdmin, type SeoAdmin } from './seo-admin.ts';
import { createRecordKeeper } from './record-keeper.ts';
import { createSlugRedirects } from './slug-redirects.ts';
import { createTrashAdmin, type TrashAdmin } from './trash-admin.ts';
import { createUserAdmin, type UserAdmin } from './user-admin.ts';

/**
 * Every admin use case of one signed-in user, over the ports bound to that user. Each write
 * validates, stores, records one audit entry as the user and, when public pages show it, drops
 * the public caches.
 */
export interface AdminServices {
  readonly footerLinks: FooterLinkAdmin;
  /** The admin use cases of one content collection. */
  content(key: ContentEditorKey): ContentAdmin;
  /** Deleted content records, kept 30 days. */
  readonly trash: TrashAdmin;
  readonly seo: SeoAdmin;
  /** The permanent redirects (admins only). */
  readonly redirects: RedirectAdmin;
  readonly images: ImageAdmin;
  readonly contacts: ContactAdmin;
  /** Who gets new leads (admins only). */
  readonly leadRouting: LeadRoutingAdmin;
  /** The monthly cost assumptions (admins only). */
  readonly monthlyCost: MonthlyCostAdmin;
  /** Null where user management is not served. */
  readonly users: UserAdmin | null;
  /** The change log, newest first, by record kind and person. */
  auditLog(query: AuditLogQuery): Promise<AuditLogPage>;
  /** The dashboard; recent changes only for admins, who may read the audit log. */
  dashboard(): Promise<AdminDashboard>;
}

/** Makes the admin services of a session, given the shared ports and the ports of an access token. */
export type AdminServicesFor = (session: AdminSession) => AdminServices;

/** The admin services of `session` over the shared ports and the user's own (`ports`). */
export function createAdminServices(shared: AdminSharedPorts, ports: AdminPorts, session: AdminSession): AdminServices {
  const { user } = session;
  const changes = createChangeLog(shared.audit, shared.publicData, user);
  const author = { id: user.id, name: user.email };
  const keeper = createRecordKeeper(ports.archive, author);
  const pageViews = createSummarizePageViews(shared.analytics, shared.clock, shared.listings);
  const dashboard = createGetAdminDashboard({
    listings: shared.listings,
    contacts: shared.contacts,
    audit: shared.audit,
    pageViews: () => pageViews(),
    clock: shared.clock,
  });
  return {
    footerLinks: createFooterLinkAdmin(ports.footerLinks, changes),
    content: createContentAdmin(ports.content, {
      sanitizer: shared.richText,
      changes,
      archive: ports.archive,
      keeper,
      author,
      slugRedirects: createSlugRedirects(ports.redirects, shared.siteSettings, shared.clock),
    }),
    trash: createTrashAdmin(ports.content, {
      archive: ports.archive,
      sanitizer: shared.richText,
      changes,
      keeper,
      clock: shared.clock,
    }),
    seo: createSeoAdmin(ports.seoSettings, changes),
    redirects: createRedirectAdmin(ports.redirects, changes),
    images: createImageAdmin(
      ports,
      { processor: shared.imageProcessor, newId: shared.newId, uploadedBy: user.email },
      changes,
    ),
    contacts: createContactAdmin(shared.contacts, user, changes, { agents: ports.content.agents, clock: shared.clock }),
    leadRouting: createLeadRoutingAdmin(shared.leadRouting, ports.content.agents, changes),
    monthlyCost: createMonthlyCostAdmin(shared.monthlyCostSettings, shared.listings, changes),
    users:
      shared.userAdmin === null
        ? null
        : createUserAdmin(shared.userAdmin, user, shared.sentInvitations, changes, shared.factorAdmin ?? null),
    auditLog: (query) => shared.audit.list(query),
    dashboard: () => dashboard(ports.content, { withChanges: user.role === 'admin' }),
  };
}
