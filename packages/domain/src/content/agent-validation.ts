import type { ValidationIssue } from '../errors/domain-error.ts';
import type { ContentFields } from './content-entity.ts';
import type { Agent } from './agent.ts';
import { isEmailAddress, isPhoneNumber, slugIssues, sortOrderIssues, textIssues } from './content-field-rules.ts';
import { blankToNull, cleanLinks, cleanList, cleanPicture, trimmed } from './content-normalize.ts';
import type { ContentRules } from './content-validation.ts';
import { listIssues, pictureIssues, webLinkIssues } from './content-value-rules.ts';

export type AgentFields = ContentFields<Agent>;

/** Florida real-estate licences: BK broker, BL broker associate, SL sales associate, then 6 or 7 digits. */
const FLORIDA_LICENSE = /^(BK|BL|SL)\d{6,7}$/;
const MLS_MEMBER_ID = /^[A-Za-z0-9-]{1,20}$/;
const LINK_LABELS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  website: 'Website',
} as const;

function licenseIssues(fields: AgentFields): ValidationIssue[] {
  if (!FLORIDA_LICENSE.test(fields.licenseNumber))
    return [{ field: 'licenseNumber', message: 'Enter the Florida licence number, e.g. SL3398765 or BK3312345' }];
  if (fields.isBroker && fields.licenseNumber.startsWith('SL'))
    return [{ field: 'isBroker', message: 'A broker holds a broker licence (BK or BL); check the licence number' }];
  return [];
}

/**
 * Every problem with an agent: name (up to 100), title (up to 100) and slug required; a valid
 * email and phone; a Florida licence number (a broker's must be BK or BL); an MLS member id of
 * letters, digits and dashes or none; up to 10 languages and 12 specialties; profile links that
 * are http(s) addresses; a photo with alt text when set; bio up to 5,000 characters.
 */
export function agentIssues(fields: AgentFields): ValidationIssue[] {
  return [
    ...textIssues('name', fields.name, { label: 'Name', max: 100, required: true }),
    ...slugIssues('slug', fields.slug),
    ...textIssues('title', fields.title, { label: 'Title', max: 100, required: true }),
    ...(isPhoneNumber(fields.phone) ? [] : [{ field: 'phone', message: 'Enter a phone number, e.g. (239) 555-0142' }]),
    ...(isEmailAddress(fields.email)
      ? []
      : [{ field: 'email', message: 'Enter an email address, e.g. name@example.com' }]),
    ...pictureIssues('photo', fields.photo, false),
    ...textIssues('bio', fields.bio, { label: 'Bio', max: 5000 }),
    ...listIssues('languages', fields.languages, { label: 'Languages', maxItems: 10, maxLength: 40 }),
    ...listIssues('specialties', fields.specialties, { label: 'Specialties', maxItems: 12, maxLength: 60 }),
    ...licenseIssues(fields),
    ...(fields.mlsMemberId === null || MLS_MEMBER_ID.test(fields.mlsMemberId)
      ? []
      : [{ field: 'mlsMemberId', message: 'The MLS member id holds only letters, digits and dashes (at most 20)' }]),
    ...Object.entries(LINK_LABELS).flatMap(([key, label]) =>
      webLinkIssues(`links.${key}`, fields.links[key as keyof typeof LINK_LABELS], label),
    ),
    ...sortOrderIssues(fields.sortOrder),
  ];
}

/** Trims every text, lower-cases the email, upper-cases the licence number and turns a blank MLS id into null. */
export function normalizeAgent(fields: AgentFields): AgentFields {
  return {
    ...fields,
    slug: trimmed(fields.slug),
    name: trimmed(fields.name),
    title: trimmed(fields.title),
    phone: trimmed(fields.phone),
    email: trimmed(fields.email).toLowerCase(),
    photo: cleanPicture(fields.photo),
    bio: trimmed(fields.bio),
    languages: cleanList(fields.languages),
    specialties: cleanList(fields.specialties),
    licenseNumber: trimmed(fields.licenseNumber).toUpperCase(),
    mlsMemberId: blankToNull(fields.mlsMemberId),
    links: cleanLinks(fields.links),
  };
}

/** The editing rules of agents. */
export const AGENT_RULES: ContentRules<Agent> = { normalize: normalizeAgent, issues: agentIssues };
