import { z } from '@hono/zod-openapi';

const robotsGroupSchema = z
  .object({
    userAgent: z.string().max(200),
    allow: z.array(z.string().max(500)).max(200).readonly(),
    disallow: z.array(z.string().max(500)).max(200).readonly(),
  })
  .strict();

const organizationSchema = z
  .object({
    legalName: z.string().max(1_000),
    description: z.string().max(5_000),
    logoUrl: z.string().max(5_000),
    foundingYear: z.number().int().nullable(),
    areaServed: z.array(z.string().max(1_000)).max(200).readonly(),
    languages: z.array(z.string().max(1_000)).max(200).readonly(),
    sameAs: z.array(z.string().max(5_000)).max(200).readonly(),
  })
  .strict()
  .openapi('OrganizationDetails');

/**
 * The fields of the SEO settings as the admin form sends them. Only the shape is checked here
 * (generous bounds against abuse); the domain's rules (`seoSettingsIssues`) give the messages.
 */
export const seoSettingsFieldsSchema = z
  .object({
    titleTemplate: z.string().max(1_000),
    homeTitle: z.string().max(1_000),
    siteName: z.string().max(1_000),
    defaultDescription: z.string().max(5_000),
    shareImage: z
      .object({ url: z.string().max(5_000), alt: z.string().max(1_000) })
      .strict()
      .nullable(),
    robots: z.array(robotsGroupSchema).max(100).readonly(),
    organization: organizationSchema,
    faq: z
      .array(z.object({ question: z.string().max(5_000), answer: z.string().max(20_000) }).strict())
      .max(200)
      .readonly(),
    siteSummary: z.string().max(50_000),
  })
  .strict()
  .openapi('SeoSettingsFields');

/** The stored settings. */
export const seoSettingsSchema = seoSettingsFieldsSchema.extend({ updatedAt: z.string() }).openapi('SeoSettings');
