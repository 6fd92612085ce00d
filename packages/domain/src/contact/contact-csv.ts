import { csvDocument } from '../shared/csv.ts';
import type { ContactSubmission, ContactTopic } from './contact-submission.ts';

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
      item.consent ? 'yes' : 'no',
      item.updatedAt,
    ]),
  );
}

/** The export's file name for the day it was made (YYYY-MM-DD). */
export function contactExportFileName(day: string): string {
  return `contact-submissions-${day}.csv`;
}
