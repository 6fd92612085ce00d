import type { ContactNote, NewContactNote } from './contact-note.ts';
import type { ContactSubmissionPage, ContactSubmissionQuery } from './contact-query.ts';
import type { ContactStatus, ContactSubmission, NewContactSubmission } from './contact-submission.ts';
import type { LeadChannel } from './lead-attribution.ts';
import type { LeadActivity, LeadIntakeResult, SiteLead } from './site-lead.ts';

/** How many submissions are in each status. */
export type ContactStatusCounts = Readonly<Record<ContactStatus, number>>;

/** How many submissions came from each source group. */
export type LeadChannelCounts = Readonly<Record<LeadChannel, number>>;

/** Where submissions are kept: a submission is stored before the visitor is told it was received. */
export interface ContactInbox {
  /** Stores a submission and returns it with its id, status `new` and time. */
  receive(submission: NewContactSubmission): Promise<ContactSubmission>;
  /**
   * A site lead, atomically: when a site lead (topic in SITE_LEAD_TOPICS) of the address (any letter case) exists, the
   * activity is added to it and it is answered with `isNew` false; otherwise a new lead (status `new`, the address as
   * its name, the activity as its message, channel `unknown`) with that first activity, `isNew` true. Two concurrent
   * calls for one address make one lead.
   */
  receiveSiteLead(lead: SiteLead): Promise<LeadIntakeResult>;
  /** The activity of a site lead, oldest first (none for a message or an unknown id). */
  activity(submissionId: string): Promise<LeadActivity[]>;
  /** A page of the submissions in the query's filter, in its order, with the exact count. */
  list(query: ContactSubmissionQuery): Promise<ContactSubmissionPage>;
  /** One submission, or null when the id is unknown (or not a UUID). */
  findById(id: string): Promise<ContactSubmission | null>;
  /** Moves a submission to a status (updatedAt set); NotFoundError when the id is unknown. */
  setStatus(id: string, status: ContactStatus): Promise<ContactSubmission>;
  /** Gives a submission to an agent (an id) or to nobody (null); NotFoundError when the id is unknown. */
  assign(id: string, agentId: string | null): Promise<ContactSubmission>;
  /** Sets the follow-up day (YYYY-MM-DD, checked) or clears it (null); NotFoundError when the id is unknown. */
  setFollowUp(id: string, day: string | null): Promise<ContactSubmission>;
  /** Deletes a submission and its notes; NotFoundError when the id is unknown. */
  delete(id: string): Promise<void>;
  /** Keeps a note on a submission (id and time generated); NotFoundError when the id is unknown. */
  addNote(submissionId: string, note: NewContactNote): Promise<ContactNote>;
  /** The notes of a submission, oldest first (none for an unknown id). */
  notes(submissionId: string): Promise<ContactNote[]>;
  /** How many submissions are in each status. */
  countByStatus(): Promise<ContactStatusCounts>;
  /** How many submissions received at or after the instant (ISO 8601) came from each source group. */
  countByChannel(since: string): Promise<LeadChannelCounts>;
}
