import type { AuditLog } from '../../audit/audit-entry.ts';
import type { AnalyticsSink } from '../../analytics/analytics-sink.port.ts';
import type { AuthUserAdmin } from '../../auth/auth-gateway.port.ts';
import type { AuthFactorAdmin } from '../../auth/auth-factors.port.ts';
import type { ContactInbox } from '../../contact/contact-inbox.port.ts';
import type { LeadRoutingStore } from '../../contact/routing/lead-routing-store.port.ts';
import type { RichTextSanitizer } from '../../content/rich-text-policy.ts';
import type { ContentRepositories } from '../../content/public-content.ts';
import type { FooterLinkRepository } from '../../footer/footer-link-repository.port.ts';
import type { ImageProcessor } from '../../image/image-processor.port.ts';
import type { ImageRepository } from '../../image/image-repository.port.ts';
import type { ImageStorage } from '../../image/image-storage.port.ts';
import type { ListingStore } from '../../listing/listing-store.port.ts';
import type { MailMessage } from '../../mail/mailer.port.ts';
import type { RecordArchive } from '../../record-history/record-archive.port.ts';
import type { MonthlyCostSettingsStore } from '../../monthly-cost/monthly-cost-settings-store.port.ts';
import type { RedirectStore } from '../../redirects/redirect-store.port.ts';
import type { SeoSettingsRepository } from '../../seo/seo-settings-repository.port.ts';
import type { SiteSettings } from '../../site/site-settings.ts';
import type { Clock } from '../../shared/clock.port.ts';
import type { PublicDataChanged } from './change-log.ts';

/**
 * The ports an admin call writes through. In Supabase mode they are bound to the signed-in
 * user's access token, so the backend's row-level security judges every write; embedded, they are
 * the shared Postgres adapters (the API's guard has already checked the role).
 */
export interface AdminPorts {
  readonly footerLinks: FooterLinkRepository;
  readonly content: ContentRepositories;
  readonly seoSettings: SeoSettingsRepository;
  /** The image library's records. */
  readonly images: ImageRepository;
  /** The image library's files (originals and variants). */
  readonly imageFiles: ImageStorage;
  /** The site's permanent redirects (admins write; ADR 0030). */
  readonly redirects: RedirectStore;
  /** The history of content records and the Trash (editors and admins; ADR 0038). */
  readonly archive: RecordArchive;
}

/** The ports of an admin call for an access token. */
export type AdminPortsFor = (accessToken: string) => AdminPorts;

/** A mail as the outbox keeps it. */
export type SentMail = MailMessage & { readonly createdAt: string };

/** What every admin session shares: the server's own stores and services. */
export interface AdminSharedPorts {
  readonly clock: Clock;
  readonly audit: AuditLog;
  readonly publicData: PublicDataChanged;
  /**
   * The contact inbox: the server's own table in every mode (visitors add to it; row-level
   * security lets nobody read it through the data API), so it is not bound to the user's token.
   */
  readonly contacts: ContactInbox;
  /** Who gets new leads (the server's own table in every mode, like the inbox; ADR 0036). */
  readonly leadRouting: LeadRoutingStore;
  /** The admin's monthly cost assumptions (the server's own table in every mode; ADR 0037). */
  readonly monthlyCostSettings: MonthlyCostSettingsStore;
  readonly listings: Pick<ListingStore, 'freshness' | 'findById' | 'rewriteMonthlyCosts'>;
  readonly analytics: AnalyticsSink;
  /** Cleans rich-text bodies before they are stored (sanitize on write, ADR 0006). */
  readonly richText: RichTextSanitizer;
  /** Reads uploaded pictures and makes their WebP variants. */
  readonly imageProcessor: ImageProcessor;
  /** User management; null where sign-in is not served. */
  readonly userAdmin: AuthUserAdmin | null;
  /** Removing another user's two-step factors; null where two-step sign-in is not served. */
  readonly factorAdmin?: AuthFactorAdmin | null;
  /** The newest invitation mails the site sent (the embedded outbox). */
  readonly sentInvitations: (limit: number) => Promise<SentMail[]>;
  /** A new unique id (a UUID). */
  readonly newId: () => string;
  /** The site settings (the team's slug is part of an article's address, for redirects when it moves). */
  readonly siteSettings: () => Promise<Pick<SiteSettings, 'teamSlug'>>;
}
