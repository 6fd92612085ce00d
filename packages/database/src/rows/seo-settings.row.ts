import type { FaqEntry, OrganizationDetails, RobotsGroup, SeoSettings, SeoSettingsFields } from '@app/domain';

/**
 * A seo_settings row (migration 0018) as it is written, by SQL on Postgres and through PostgREST
 * alike (the nested parts as jsonb in the domain's own shape). The single row's key `id` (always
 * true) is left to the table's default.
 */
export interface SeoSettingsRow {
  readonly title_template: string;
  readonly home_title: string;
  readonly site_name: string;
  readonly default_description: string;
  readonly share_image_url: string | null;
  readonly share_image_alt: string;
  readonly robots: readonly RobotsGroup[];
  /** Read back as stored: keys missing from older rows fall back in {@link seoSettingsFromRow}. */
  readonly organization: Partial<OrganizationDetails>;
  readonly faq: readonly FaqEntry[];
  readonly site_summary: string;
}

/** A row as it is read: with when it was last saved (a Date from pg and PGlite, text from PostgREST). */
export type StoredSeoSettingsRow = SeoSettingsRow & { readonly updated_at: Date | string };

/** The row of the settings. */
export function seoSettingsToRow(fields: SeoSettingsFields): SeoSettingsRow {
  return {
    title_template: fields.titleTemplate,
    home_title: fields.homeTitle,
    site_name: fields.siteName,
    default_description: fields.defaultDescription,
    share_image_url: fields.shareImage?.url ?? null,
    share_image_alt: fields.shareImage?.alt ?? '',
    robots: fields.robots,
    organization: fields.organization,
    faq: fields.faq,
    site_summary: fields.siteSummary,
  };
}

/** The settings of a row (any driver: jsonb parsed, the timestamp a Date or text, given back as UTC ISO text). */
export function seoSettingsFromRow(row: StoredSeoSettingsRow): SeoSettings {
  return {
    titleTemplate: row.title_template,
    homeTitle: row.home_title,
    siteName: row.site_name,
    defaultDescription: row.default_description,
    shareImage: row.share_image_url === null ? null : { url: row.share_image_url, alt: row.share_image_alt },
    robots: row.robots.map((group) => ({
      userAgent: group.userAgent,
      allow: [...group.allow],
      disallow: [...group.disallow],
    })),
    organization: {
      legalName: row.organization.legalName ?? '',
      description: row.organization.description ?? '',
      logoUrl: row.organization.logoUrl ?? '',
      foundingYear: row.organization.foundingYear ?? null,
      areaServed: row.organization.areaServed ?? [],
      languages: row.organization.languages ?? [],
      sameAs: row.organization.sameAs ?? [],
    },
    faq: row.faq.map((entry) => ({ question: entry.question, answer: entry.answer })),
    siteSummary: row.site_summary,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The columns written. */
export const SEO_SETTINGS_COLUMNS: readonly (keyof SeoSettingsRow)[] = [
  'title_template',
  'home_title',
  'site_name',
  'default_description',
  'share_image_url',
  'share_image_alt',
  'robots',
  'organization',
  'faq',
  'site_summary',
];
