import type { ValidationIssue } from '../errors/domain-error.ts';
import type { ContentFields } from './content-entity.ts';
import type { Community } from './community.ts';
import { RICH_TEXT_BODY_MAX, slugIssues, sortOrderIssues, textIssues } from './content-field-rules.ts';
import { cleanList, cleanPicture, trimmed } from './content-normalize.ts';
import type { ContentRules } from './content-validation.ts';
import { listIssues, pictureIssues } from './content-value-rules.ts';

export type CommunityFields = ContentFields<Community>;

const HIGHLIGHT_RULE = { maxItems: 12, maxLength: 80 } as const;

function coordinateIssues(field: string, value: number, limit: number, label: string): ValidationIssue[] {
  return Number.isFinite(value) && Math.abs(value) <= limit
    ? []
    : [{ field, message: `${label} must be a number from -${limit} to ${limit}` }];
}

/**
 * Every problem with a community: name (up to 100), slug, city (up to 60) and summary (up to 300)
 * required; a body up to 100,000 characters; a hero picture with alt text; 1 to 30 MLS subdivision
 * names (each up to 100, none twice); up to 12 highlights of up to 80 characters in each group;
 * latitude -90..90 and longitude -180..180.
 */
export function communityIssues(fields: CommunityFields): ValidationIssue[] {
  return [
    ...textIssues('name', fields.name, { label: 'Name', max: 100, required: true }),
    ...slugIssues('slug', fields.slug),
    ...textIssues('city', fields.city, { label: 'City', max: 60, required: true }),
    ...textIssues('summary', fields.summary, { label: 'Summary', max: 300, required: true }),
    ...textIssues('body', fields.body, { label: 'Body', max: RICH_TEXT_BODY_MAX }),
    ...pictureIssues('hero', fields.hero, true),
    ...listIssues('subdivisions', fields.subdivisions, {
      label: 'MLS subdivisions',
      minItems: 1,
      maxItems: 30,
      maxLength: 100,
    }),
    ...listIssues('highlights.amenities', fields.highlights.amenities, { label: 'Amenities', ...HIGHLIGHT_RULE }),
    ...listIssues('highlights.schools', fields.highlights.schools, { label: 'Schools', ...HIGHLIGHT_RULE }),
    ...listIssues('highlights.lifestyle', fields.highlights.lifestyle, { label: 'Lifestyle', ...HIGHLIGHT_RULE }),
    ...coordinateIssues('latitude', fields.latitude, 90, 'Latitude'),
    ...coordinateIssues('longitude', fields.longitude, 180, 'Longitude'),
    ...sortOrderIssues(fields.sortOrder),
  ];
}

/** Trims every text and drops blank subdivision and highlight entries. */
export function normalizeCommunity(fields: CommunityFields): CommunityFields {
  return {
    ...fields,
    slug: trimmed(fields.slug),
    name: trimmed(fields.name),
    city: trimmed(fields.city),
    summary: trimmed(fields.summary),
    body: trimmed(fields.body),
    hero: cleanPicture(fields.hero),
    subdivisions: cleanList(fields.subdivisions),
    highlights: {
      amenities: cleanList(fields.highlights.amenities),
      schools: cleanList(fields.highlights.schools),
      lifestyle: cleanList(fields.highlights.lifestyle),
    },
  };
}

/** The editing rules of communities. */
export const COMMUNITY_RULES: ContentRules<Community> = { normalize: normalizeCommunity, issues: communityIssues };
