import type { ValidationIssue } from '../errors/domain-error.ts';
import { textIssues } from '../content/content-field-rules.ts';
import { isSitePathOrWebUrl, isWebUrl } from '../content/content-url.ts';
import type { OrganizationDetails } from './seo-settings.ts';

/** Limits of the organization details. */
export const ORGANIZATION_LIMITS = {
  legalName: 120,
  description: 500,
  places: 30,
  placeLength: 80,
  languages: 10,
  languageLength: 40,
  profiles: 10,
  earliestYear: 1800,
  latestYear: 2100,
} as const;

function listIssues(
  field: string,
  values: readonly string[],
  label: string,
  max: number,
  maxLength: number,
): ValidationIssue[] {
  if (values.length > max) return [{ field, message: `At most ${max} ${label}` }];
  const long = values.find((value) => value.length > maxLength);
  return long === undefined
    ? []
    : [{ field, message: `"${long.slice(0, 30)}…" is longer than ${maxLength} characters` }];
}

function yearIssues(year: number | null): ValidationIssue[] {
  if (year === null) return [];
  const { earliestYear, latestYear } = ORGANIZATION_LIMITS;
  return Number.isInteger(year) && year >= earliestYear && year <= latestYear
    ? []
    : [
        {
          field: 'organization.foundingYear',
          message: `Founding year must be a year from ${earliestYear} to ${latestYear}`,
        },
      ];
}

/** Every problem with the organization details (the lists are one entry a line in the form). */
export function organizationIssues(org: OrganizationDetails): ValidationIssue[] {
  const { legalName, description, places, placeLength, languages, languageLength, profiles } = ORGANIZATION_LIMITS;
  const badProfile = org.sameAs.find((url) => !isWebUrl(url));
  return [
    ...textIssues('organization.legalName', org.legalName, { label: 'Legal name', max: legalName }),
    ...textIssues('organization.description', org.description, { label: 'Organization description', max: description }),
    ...(org.logoUrl.trim() === '' || isSitePathOrWebUrl(org.logoUrl.trim())
      ? []
      : [{ field: 'organization.logoUrl', message: 'Logo must be a path starting with / or an http(s) address' }]),
    ...yearIssues(org.foundingYear),
    ...listIssues('organization.areaServed', org.areaServed, 'places', places, placeLength),
    ...listIssues('organization.languages', org.languages, 'languages', languages, languageLength),
    ...(org.sameAs.length > profiles
      ? [{ field: 'organization.sameAs', message: `At most ${profiles} profiles` }]
      : badProfile === undefined
        ? []
        : [{ field: 'organization.sameAs', message: `"${badProfile}" is not an http(s) address` }]),
  ];
}
