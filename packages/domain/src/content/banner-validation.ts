import type { ValidationIssue } from '../errors/domain-error.ts';
import { BANNER_PLACEMENTS, type Banner } from './banner.ts';
import type { ContentFields } from './content-entity.ts';
import { isInstant, oneOfIssues, sortOrderIssues, textIssues } from './content-field-rules.ts';
import { blankToNull, cleanPicture, trimmed } from './content-normalize.ts';
import type { ContentRules } from './content-validation.ts';
import { linkIssues, pictureIssues } from './content-value-rules.ts';

export type BannerFields = ContentFields<Banner>;

function instantIssues(field: 'startsAt' | 'endsAt', value: string | null, label: string): ValidationIssue[] {
  return value === null || isInstant(value)
    ? []
    : [{ field, message: `${label} must be a date and time, e.g. 2026-03-01T09:00:00Z` }];
}

function scheduleIssues(fields: BannerFields): ValidationIssue[] {
  const issues = [
    ...instantIssues('startsAt', fields.startsAt, 'The start'),
    ...instantIssues('endsAt', fields.endsAt, 'The end'),
  ];
  if (
    issues.length === 0 &&
    fields.startsAt !== null &&
    fields.endsAt !== null &&
    Date.parse(fields.startsAt) >= Date.parse(fields.endsAt)
  )
    issues.push({ field: 'endsAt', message: 'The banner must end after it starts' });
  return issues;
}

function callToActionIssues(fields: BannerFields): ValidationIssue[] {
  const issues = [
    ...linkIssues('linkUrl', fields.linkUrl, 'The link'),
    ...textIssues('linkText', fields.linkText, { label: 'Link text', max: 40 }),
  ];
  if (fields.linkUrl.trim() !== '' && fields.linkText.trim() === '')
    issues.push({ field: 'linkText', message: 'Give the link a text, e.g. "See the homes"' });
  if (fields.linkUrl.trim() === '' && fields.linkText.trim() !== '')
    issues.push({ field: 'linkUrl', message: 'Give the link an address, or remove its text' });
  return issues;
}

/**
 * Every problem with a banner: a placement from its list, a title (up to 100), a subtitle up to
 * 200, a picture with alt text; a link that is a site path (such as a saved search) or an http(s)
 * address, with a text (up to 40) whenever it has an address and the other way round; start and
 * end instants that are valid, the start before the end.
 */
export function bannerIssues(fields: BannerFields): ValidationIssue[] {
  return [
    ...oneOfIssues('placement', fields.placement, BANNER_PLACEMENTS, 'Placement'),
    ...textIssues('title', fields.title, { label: 'Title', max: 100, required: true }),
    ...textIssues('subtitle', fields.subtitle, { label: 'Subtitle', max: 200 }),
    ...pictureIssues('image', fields.image, true),
    ...callToActionIssues(fields),
    ...scheduleIssues(fields),
    ...sortOrderIssues(fields.sortOrder),
  ];
}

/** Trims every text and turns blank start and end instants into null. */
export function normalizeBanner(fields: BannerFields): BannerFields {
  return {
    ...fields,
    title: trimmed(fields.title),
    subtitle: trimmed(fields.subtitle),
    image: cleanPicture(fields.image),
    linkUrl: trimmed(fields.linkUrl),
    linkText: trimmed(fields.linkText),
    startsAt: blankToNull(fields.startsAt),
    endsAt: blankToNull(fields.endsAt),
  };
}

/** The editing rules of banners. */
export const BANNER_RULES: ContentRules<Banner> = { normalize: normalizeBanner, issues: bannerIssues };
