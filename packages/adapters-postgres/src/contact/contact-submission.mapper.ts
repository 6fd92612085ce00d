import {
  leadChannel,
  type AdClickId,
  type ContactNote,
  type ContactStatus,
  type ContactSubmission,
  type ContactTopic,
  type LeadAttribution,
  type LeadChannel,
  type NewContactSubmission,
} from '@app/domain';
import { toIsoTimestamp, toTextOrNull } from '../connection/sql-values.ts';

/** The columns a new submission fills, in insert order. */
export const CONTACT_INSERT_COLUMNS = [
  'topic',
  'name',
  'email',
  'phone',
  'message',
  'listing_id',
  'preferred_time',
  'consent',
  'source_path',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'referrer_host',
  'landing_path',
  'click_id',
  'lead_channel',
] as const;

/** The insert parameters of a submission, in {@link CONTACT_INSERT_COLUMNS} order. */
export function contactSubmissionParams(submission: NewContactSubmission): unknown[] {
  return [
    submission.topic,
    submission.name,
    submission.email,
    submission.phone,
    submission.message,
    submission.listingId,
    submission.preferredTime,
    submission.consent,
    submission.sourcePath,
    submission.attribution?.source ?? null,
    submission.attribution?.medium ?? null,
    submission.attribution?.campaign ?? null,
    submission.attribution?.referrerHost ?? null,
    submission.attribution?.landingPath ?? null,
    submission.attribution?.clickId ?? null,
    leadChannel(submission.attribution ?? null),
  ];
}

/** The attribution of a row: null for a lead received without one (every column empty and the channel unknown). */
function attributionFromRow(row: Record<string, unknown>): LeadAttribution | null {
  if (row.lead_channel === 'unknown') return null;
  return {
    source: toTextOrNull(row.utm_source),
    medium: toTextOrNull(row.utm_medium),
    campaign: toTextOrNull(row.utm_campaign),
    referrerHost: toTextOrNull(row.referrer_host),
    landingPath: toTextOrNull(row.landing_path),
    clickId: toTextOrNull(row.click_id) as AdClickId | null,
  };
}

/** A stored submission from its contact_submissions row. */
export function contactSubmissionFromRow(row: Record<string, unknown>): ContactSubmission {
  return {
    id: String(row.id),
    topic: String(row.topic) as ContactTopic,
    name: String(row.name),
    email: String(row.email),
    phone: toTextOrNull(row.phone),
    message: String(row.message),
    listingId: toTextOrNull(row.listing_id),
    preferredTime: toTextOrNull(row.preferred_time),
    consent: row.consent === true,
    sourcePath: String(row.source_path),
    attribution: attributionFromRow(row),
    channel: String(row.lead_channel) as LeadChannel,
    status: String(row.status) as ContactStatus,
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
    assignedAgentId: toTextOrNull(row.assigned_agent_id),
    followUpOn: toTextOrNull(row.follow_up_on),
  };
}

/** Every column a submission is read from. */
export const CONTACT_SUBMISSION_COLUMNS = `id, ${CONTACT_INSERT_COLUMNS.join(', ')}, status, created_at, updated_at, assigned_agent_id, follow_up_on::text as follow_up_on`;

/** A note from its contact_notes row. */
export function contactNoteFromRow(row: Record<string, unknown>): ContactNote {
  return {
    id: String(row.id),
    submissionId: String(row.submission_id),
    authorId: toTextOrNull(row.author_id),
    authorEmail: String(row.author_email),
    text: String(row.text),
    createdAt: toIsoTimestamp(row.created_at),
  };
}
