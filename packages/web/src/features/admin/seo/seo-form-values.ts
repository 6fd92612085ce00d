import type { UseFormReturnType } from '@mantine/form';
import { normalizeSeoSettings, seoSettingsIssues, type SeoSettingsFields, type ValidationIssue } from '@app/domain';

/** A robots group as the form edits it: paths one per line. */
export interface RobotsGroupValues {
  /** Only for React lists. */
  readonly key: string;
  userAgent: string;
  allow: string;
  disallow: string;
}

/** A FAQ entry as the form edits it. */
export interface FaqEntryValues {
  readonly key: string;
  question: string;
  answer: string;
}

/** The SEO settings as the form edits them: lists as text (one entry a line), the share image as a choice. */
export interface SeoFormValues {
  titleTemplate: string;
  homeTitle: string;
  siteName: string;
  defaultDescription: string;
  shareImage: { custom: boolean; url: string; alt: string };
  robots: RobotsGroupValues[];
  organization: {
    legalName: string;
    description: string;
    logoUrl: string;
    foundingYear: number | string;
    areaServed: string;
    languages: string;
    sameAs: string;
  };
  faq: FaqEntryValues[];
  siteSummary: string;
}

/** The form of the SEO page. */
export type SeoForm = UseFormReturnType<SeoFormValues>;

let nextKey = 0;

/** A key for a new list entry of the form. */
export function newKey(): string {
  nextKey += 1;
  return `entry-${nextKey}`;
}

const lines = (text: string): string[] => text.split('\n');

/** The form's values of stored settings. */
export function formValuesOf(settings: SeoSettingsFields): SeoFormValues {
  const org = settings.organization;
  return {
    titleTemplate: settings.titleTemplate,
    homeTitle: settings.homeTitle,
    siteName: settings.siteName,
    defaultDescription: settings.defaultDescription,
    shareImage: {
      custom: settings.shareImage !== null,
      url: settings.shareImage?.url ?? '',
      alt: settings.shareImage?.alt ?? '',
    },
    robots: settings.robots.map((group) => ({
      key: newKey(),
      userAgent: group.userAgent,
      allow: group.allow.join('\n'),
      disallow: group.disallow.join('\n'),
    })),
    organization: {
      legalName: org.legalName,
      description: org.description,
      logoUrl: org.logoUrl,
      foundingYear: org.foundingYear ?? '',
      areaServed: org.areaServed.join('\n'),
      languages: org.languages.join('\n'),
      sameAs: org.sameAs.join('\n'),
    },
    faq: settings.faq.map((entry) => ({ key: newKey(), question: entry.question, answer: entry.answer })),
    siteSummary: settings.siteSummary,
  };
}

/** The settings the form's values stand for (as typed: the domain normalizes them). */
export function fieldsOf(values: SeoFormValues): SeoSettingsFields {
  const org = values.organization;
  return {
    titleTemplate: values.titleTemplate,
    homeTitle: values.homeTitle,
    siteName: values.siteName,
    defaultDescription: values.defaultDescription,
    shareImage: values.shareImage.custom ? { url: values.shareImage.url, alt: values.shareImage.alt } : null,
    robots: values.robots.map((group) => ({
      userAgent: group.userAgent,
      allow: lines(group.allow),
      disallow: lines(group.disallow),
    })),
    organization: {
      legalName: org.legalName,
      description: org.description,
      logoUrl: org.logoUrl,
      foundingYear: org.foundingYear === '' ? null : Number(org.foundingYear),
      areaServed: lines(org.areaServed),
      languages: lines(org.languages),
      sameAs: lines(org.sameAs),
    },
    faq: values.faq.map((entry) => ({ question: entry.question, answer: entry.answer })),
    siteSummary: values.siteSummary,
  };
}

/** The domain's issues with the form's values (the same rules the server applies), by form field. */
export function seoFormIssues(values: SeoFormValues): ValidationIssue[] {
  return seoSettingsIssues(normalizeSeoSettings(fieldsOf(values)));
}
