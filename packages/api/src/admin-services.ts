import type { AdminDashboard, AuditLog, ContactInbox, ContentRepositories, DashboardContent, FooterLinkRepository, RichTextSanitizer, SeoSettingsRepository, ImageProcessor, ImageRepository, ImageStorage } from '@app/domain';

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
}

/** What the admin API needs beyond the public services. */
export interface AdminServices {
  /** Where every admin change is recorded. */
  readonly audit: AuditLog;
  /** The ports for a call made with this access token. */
  portsFor(accessToken: string): AdminPorts;
  /** Cleans rich-text bodies before they are stored (sanitize on write, ADR 0006). */
  readonly richText: RichTextSanitizer;
  /** Reads uploaded pictures and makes their WebP variants. */
  readonly imageProcessor: ImageProcessor;
  /**
   * The contact inbox: the server's own table in every mode (visitors add to it; row-level
   * security lets nobody read it through the data API), so it is not bound to the user's token.
   */
  readonly contacts: ContactInbox;
  /** What the dashboard shows; the content is counted through the caller's own ports, the changes only for those who may read the audit log. */
  dashboard(content: DashboardContent, options: { readonly withChanges: boolean }): Promise<AdminDashboard>;
  /** Drops the in-process caches of public answers (footer, settings, sitemap, listings of the office). */
  invalidatePublicCaches(): void;
}
