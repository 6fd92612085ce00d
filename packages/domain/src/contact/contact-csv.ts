import { csvDocument } from '../shared/csv.ts';
import type { ContactSubmission, ContactTopic } from './contact-submission.ts';
import { LEAD_CHANNEL_LABELS } from './lead-attribution.ts';

/** How each kind of message is named to the team. */
export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  buying: 'Buying',
  selling: 'Selling',
  'listing-inquiry': 'Listing inquiry',
  'showing-request': 'Showing request',
  general: 'General question',
};

const HEADER = [
  'Received',
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
  'Last changed',
];

/** The submissions as a CSV file for a spreadsheet (one row each, in the given order). */
export function contactSubmissionsCsv(submissions: readonly ContactSubmission[]): string {
  return csvDocument(
    HEADER,
    submissions.map((item) => [
      item.createdAt,
      item.status,
      CONTACT_TOPIC_LABELS[item.topic] ?? item.topic,
      item.name,
      item.email,
      item.phone,
      item.listingId,
      item.preferredTime,
      item.message,
      item.sourcePath,
      LEAD_CHANNEL_LABELS[item.channel],
      item.attribution?.source ?? null,
      item.attribution?.medium ?? null,
      item.attribution?.campaign ?? null,
      item.attribution?.referrerHost ?? null,
      item.attribution?.landingPath ?? null,
      item.consent ? 'yes' : 'no',
      item.updatedAt,
    ]),
  );
}

/** The export's file name for the day it was made (YYYY-MM-DD). */
export function contactExportFileName(day: string): string {
  return `contact-submissions-${day}.csv`;
}
