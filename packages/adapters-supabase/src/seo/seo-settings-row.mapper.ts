import type { FaqEntry, OrganizationDetails, RobotsGroup, SeoSettings, SeoSettingsFields } from '@app/domain';

/** A seo_settings row as PostgREST writes and reads it (jsonb parts in the domain's own shape). */
export type SeoSettingsRow = {
  id: true;
  title_template: string;
  home_title: string;
  site_name: string;
  default_description: string;
  share_image_url: string | null;
  share_image_alt: string;
  robots: readonly RobotsGroup[];
  organization: Partial<OrganizationDetails>;
  faq: readonly FaqEntry[];
  site_summary: string;
};

/** The row written for the settings (the single row's key is always true). */
export function seoSettingsToRow(fields: SeoSettingsFields): SeoSettingsRow {
  return {
    id: true,
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

/** The settings of a row read back (timestamps as UTC ISO strings, like every adapter). */
export function seoSettingsFromRow(row: SeoSettingsRow & { updated_at: string }): SeoSettings {
  const org = row.organization;
  return {
    titleTemplate: row.title_template,
    homeTitle: row.home_title,
    siteName: row.site_name,
    defaultDescription: row.default_description,
    shareImage: row.share_image_url === null ? null : { url: row.share_image_url, alt: row.share_image_alt },
    robots: row.robots.map((group) => ({ userAgent: group.userAgent, allow: [...group.allow], disallow: [...group.disallow] })),
    organization: {
      legalName: org.legalName ?? '',
      description: org.description ?? '',
      logoUrl: org.logoUrl ?? '',
      foundingYear: org.foundingYear ?? null,
      areaServed: org.areaServed ?? [],
      languages: org.languages ?? [],
      sameAs: org.sameAs ?? [],
    },
    faq: row.faq.map((entry) => ({ question: entry.question, answer: entry.answer })),
    siteSummary: row.site_summary,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
