import type { ValidationIssue } from '../errors/domain-error.ts';
import { attributionIssues, type LeadAttribution, type LeadChannel } from './lead-attribution.ts';

/** What a visitor writes about. */
export const CONTACT_TOPICS = ['buying', 'selling', 'listing-inquiry', 'showing-request', 'general'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/**
 * Leads the site makes itself from what a visitor does (issue 14 part 8): a confirmed newsletter sign-up, a new visitor
 * account, a saved search or home. One person is one such lead: later activity joins it (ADR 0032).
 */
export const SITE_LEAD_TOPICS = ['newsletter', 'account', 'saved-search'] as const;
export type SiteLeadTopic = (typeof SITE_LEAD_TOPICS)[number];

/** Every kind of entry of the inbox: the visitor's messages and the site's leads. */
export const LEAD_TOPICS = [...CONTACT_TOPICS, ...SITE_LEAD_TOPICS] as const;
export type LeadTopic = (typeof LEAD_TOPICS)[number];

/** Where a submission is in the team's follow-up. */
export const CONTACT_STATUSES = ['new', 'contacted', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A message a visitor sends (contact page, listing inquiry, showing request). */
export interface NewContactSubmission {
  readonly topic: ContactTopic;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly message: string;
  /** The listing asked about, for inquiries and showing requests. */
  readonly listingId: string | null;
  /** When a showing would suit the visitor, in their words. */
  readonly preferredTime: string | null;
  /** The visitor agreed to be contacted. */
  readonly consent: boolean;
  /** The page it was sent from. */
  readonly sourcePath: string;
  /** Where the visit came from (campaign tags, referring site, landing page); absent from clients that do not say. */
  readonly attribution?: LeadAttribution | null;
}

/** A stored submission: a visitor's message, or a lead the site made (topic in SITE_LEAD_TOPICS). */
export interface ContactSubmission extends Omit<NewContactSubmission, 'topic'> {
  readonly id: string;
  readonly topic: LeadTopic;
  readonly attribution: LeadAttribution | null;
  /** The lead's source group, from its attribution when it was received (`unknown` without one). */
  readonly channel: LeadChannel;
  readonly status: ContactStatus;
  readonly createdAt: string;
  /** When the status last changed (or createdAt). */
  readonly updatedAt: string;
  /** The agent (content record id) the lead is assigned to; null while nobody is (ADR 0036). */
  readonly assignedAgentId: string | null;
  /** The day (YYYY-MM-DD, office time) the team means to follow up by; null for none. */
  readonly followUpOn: string | null;
}

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  preferredTime: 200,
  sourcePath: 500,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^[+()\d\s.-]{7,30}$/;

function tooLong(field: keyof typeof CONTACT_LIMITS, value: string | null, issues: ValidationIssue[]): void {
  if (value !== null && value.length > CONTACT_LIMITS[field])
    issues.push({ field, message: `must be at most ${CONTACT_LIMITS[field]} characters` });
}

/** Every problem with a submission, worded for the form. */
export function contactSubmissionIssues(input: NewContactSubmission): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!(CONTACT_TOPICS as readonly string[]).includes(input.topic))
    issues.push({ field: 'topic', message: 'Choose what your message is about' });
  if (input.name.trim() === '') issues.push({ field: 'name', message: 'Please enter your name' });
  if (!EMAIL.test(input.email.trim())) issues.push({ field: 'email', message: 'Please enter a valid email address' });
  if (input.phone !== null && input.phone.trim() !== '' && !PHONE.test(input.phone.trim()))
    issues.push({ field: 'phone', message: 'Please enter a valid phone number' });
  if (input.message.trim() === '') issues.push({ field: 'message', message: 'Please write a message' });
  if (!input.consent) issues.push({ field: 'consent', message: 'Please agree to be contacted about your request' });
  if ((input.topic === 'listing-inquiry' || input.topic === 'showing-request') && !input.listingId?.trim())
    issues.push({ field: 'listingId', message: 'The listing is missing' });
  tooLong('name', input.name, issues);
  tooLong('email', input.email, issues);
  tooLong('phone', input.phone, issues);
  tooLong('message', input.message, issues);
  tooLong('preferredTime', input.preferredTime, issues);
  tooLong('sourcePath', input.sourcePath, issues);
  if (input.attribution) issues.push(...attributionIssues(input.attribution));
  return issues;
}

/** Trims every text and turns blank optional fields into null. */
export function normalizeContactSubmission(input: NewContactSubmission): NewContactSubmission {
  const optional = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
  return {
    ...input,
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    phone: optional(input.phone),
    message: input.message.trim(),
    listingId: optional(input.listingId),
    preferredTime: optional(input.preferredTime),
    attribution: input.attribution ?? null,
  };
}
