import { csvDocument } from '../shared/csv.ts';
import { SITE_LEAD_TOPICS, type ContactSubmission, type LeadTopic } from './contact-submission.ts';
import { LEAD_CHANNEL_LABELS } from './lead-attribution.ts';
import { officeTimestamp } from './office-time.ts';

/** How each kind of message is named to the team. */
export const CONTACT_TOPIC_LABELS: Readonly<Record<LeadTopic, string>> = {
  buying: 'Buying',
  selling: 'Selling',
  'listing-inquiry': 'Listing inquiry',
  'showing-request': 'Showing request',
  general: 'General question',
  newsletter: 'Newsletter sign-up',
  account: 'New account',
  'saved-search': 'Saved search',
};

/**
 * Where a lead came from, in the inbox's Source column and the CSV: what the visitor did for a lead the site made
 * (newsletter sign-up, new account, saved search), otherwise the channel of its attribution.
 */
export function leadSourceLabel(submission: Pick<ContactSubmission, 'topic' | 'channel'>): string {
  return (SITE_LEAD_TOPICS as readonly string[]).includes(submission.topic)
    ? CONTACT_TOPIC_LABELS[submission.topic]
    : LEAD_CHANNEL_LABELS[submission.channel];
}

const HEADER = [
  'Received (ET)',
  'Status',
  'Topic',
  'Name',
  'Email',
  'Phone',
  'Listing',
  'Preferred time',
  'Message',
  'Sent from',
  'Source',
  'Campaign source',
  'Campaign medium',
  'Campaign',
  'Referring site',
  'Landing page',
  'Consent',
  'Last changed (ET)',
  'Assigned to',
  'Follow up by',
];

/**
 * The submissions as a CSV file for a spreadsheet (one row each, in the given order). Times are the office's local
 * time with its offset (`2026-03-01T07:00:00-05:00`), so a spreadsheet reads Florida time and the instant is exact;
 * `agentNames` names the assigned agents by id (an id not in it is written as is).
 */
export function contactSubmissionsCsv(
  submissions: readonly ContactSubmission[],
  agentNames: ReadonlyMap<string, string> = new Map(),
): string {
  return csvDocument(
    HEADER,
    submissions.map((item) => [
      officeTimestamp(item.createdAt),
      item.status,
      CONTACT_TOPIC_LABELS[item.topic] ?? item.topic,
      item.name,
      item.email,
      item.phone,
      item.listingId,
      item.preferredTime,
      item.message,
      item.sourcePath,
      leadSourceLabel(item),
      item.attribution?.source ?? null,
      item.attribution?.medium ?? null,
      item.attribution?.campaign ?? null,
      item.attribution?.referrerHost ?? null,
      item.attribution?.landingPath ?? null,
      item.consent ? 'yes' : 'no',
      officeTimestamp(item.updatedAt),
      item.assignedAgentId === null ? null : (agentNames.get(item.assignedAgentId) ?? item.assignedAgentId),
      item.followUpOn,
    ]),
  );
}

/** The export's file name for the day it was made (YYYY-MM-DD). */
export function contactExportFileName(day: string): string {
  return `contact-submissions-${day}.csv`;
}
