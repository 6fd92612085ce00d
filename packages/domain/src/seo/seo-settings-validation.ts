import { ValidationError, type ValidationIssue } from '../errors/domain-error.ts';
import { textIssues } from '../content/content-field-rules.ts';
import { isSitePathOrWebUrl } from '../content/content-url.ts';
import { organizationIssues } from './organization-details-validation.ts';
import { robotsIssues } from './robots-txt.ts';
import { TITLE_PLACEHOLDER, type FaqEntry, type SeoSettingsFields, type ShareImage } from './seo-settings.ts';

/** How long each text may be, and the lengths search engines show in full. */
export const SEO_LIMITS = {
  title: 120,
  siteName: 80,
  description: 300,
  /** Search results cut titles near 60 characters and descriptions near 160. */
  titleShown: 60,
  descriptionShown: 160,
  /** Shorter descriptions say too little to be shown. */
  descriptionShortest: 70,
  imageAlt: 200,
  faqEntries: 30,
  question: 200,
  answer: 2_000,
  summary: 5_000,
} as const;

const LINE_BREAK = /[\r\n]/;
const HTML_TAG = /<\/?[a-z][^>]*>/i;

function titleTemplateIssues(template: string): ValidationIssue[] {
  const text = template.trim();
  const issues = textIssues('titleTemplate', text, { label: 'Title template', max: SEO_LIMITS.title, required: true });
  if (issues.length > 0) return issues;
  if (text.split(TITLE_PLACEHOLDER).length !== 2)
    return [{ field: 'titleTemplate', message: 'Title template must hold %s exactly once, where the page title goes' }];
  return LINE_BREAK.test(text) ? [{ field: 'titleTemplate', message: 'Title template must be one line' }] : [];
}

function shareImageIssues(image: ShareImage | null): ValidationIssue[] {
  if (image === null) return [];
  const url = image.url.trim();
  const issues: ValidationIssue[] = [];
  if (url === '')
    issues.push({ field: 'shareImage.url', message: 'Share image address is required (or use the built-in image)' });
  else if (!isSitePathOrWebUrl(url))
    issues.push({
      field: 'shareImage.url',
      message: 'Share image must be a path starting with / or an http(s) address',
    });
  return [
    ...issues,
    ...textIssues('shareImage.alt', image.alt, {
      label: 'Share image alt text',
      max: SEO_LIMITS.imageAlt,
      required: true,
    }),
  ];
}

function faqIssues(faq: readonly FaqEntry[]): ValidationIssue[] {
  if (faq.length > SEO_LIMITS.faqEntries)
    return [{ field: 'faq', message: `At most ${SEO_LIMITS.faqEntries} questions` }];
  return faq.flatMap((entry, index) => [
    ...textIssues(`faq.${index}.question`, entry.question, {
      label: 'Question',
      max: SEO_LIMITS.question,
      required: true,
    }),
    ...textIssues(`faq.${index}.answer`, entry.answer, { label: 'Answer', max: SEO_LIMITS.answer, required: true }),
  ]);
}

function summaryIssues(summary: string): ValidationIssue[] {
  const issues = textIssues('siteSummary', summary, { label: 'Site summary', max: SEO_LIMITS.summary, required: true });
  if (issues.length > 0) return issues;
  return HTML_TAG.test(summary)
    ? [{ field: 'siteSummary', message: 'Site summary is plain text: leave out HTML tags' }]
    : [];
}

/** Every problem with the settings, each naming its field (`robots.0.userAgent`, `faq.2.answer`). */
export function seoSettingsIssues(fields: SeoSettingsFields): ValidationIssue[] {
  return [
    ...titleTemplateIssues(fields.titleTemplate),
    ...textIssues('homeTitle', fields.homeTitle, { label: 'Home page title', max: SEO_LIMITS.title, required: true }),
    ...textIssues('siteName', fields.siteName, { label: 'Site name', max: SEO_LIMITS.siteName, required: true }),
    ...textIssues('defaultDescription', fields.defaultDescription, {
      label: 'Default description',
      max: SEO_LIMITS.description,
      required: true,
    }),
    ...shareImageIssues(fields.shareImage),
    ...robotsIssues(fields.robots),
    ...organizationIssues(fields.organization),
    ...faqIssues(fields.faq),
    ...summaryIssues(fields.siteSummary),
  ];
}

const trimmed = (list: readonly string[]) => list.map((item) => item.trim()).filter((item) => item !== '');

/** The settings as stored: texts trimmed, blank list lines dropped. */
export function normalizeSeoSettings(fields: SeoSettingsFields): SeoSettingsFields {
  const { organization: org } = fields;
  return {
    titleTemplate: fields.titleTemplate.trim(),
    homeTitle: fields.homeTitle.trim(),
    siteName: fields.siteName.trim(),
    defaultDescription: fields.defaultDescription.trim(),
    shareImage:
      fields.shareImage === null ? null : { url: fields.shareImage.url.trim(), alt: fields.shareImage.alt.trim() },
    robots: fields.robots.map((group) => ({
      userAgent: group.userAgent.trim(),
      allow: trimmed(group.allow),
      disallow: trimmed(group.disallow),
    })),
    organization: {
      ...org,
      legalName: org.legalName.trim(),
      description: org.description.trim(),
      logoUrl: org.logoUrl.trim(),
      areaServed: trimmed(org.areaServed),
      languages: trimmed(org.languages),
      sameAs: trimmed(org.sameAs),
    },
    faq: fields.faq.map((entry) => ({ question: entry.question.trim(), answer: entry.answer.trim() })),
    siteSummary: fields.siteSummary.trim(),
  };
}

/** The settings normalized, or a ValidationError naming every problem. */
export function assertValidSeoSettings(fields: SeoSettingsFields): SeoSettingsFields {
  const normalized = normalizeSeoSettings(fields);
  const issues = seoSettingsIssues(normalized);
  if (issues.length > 0) throw new ValidationError(issues);
  return normalized;
}
