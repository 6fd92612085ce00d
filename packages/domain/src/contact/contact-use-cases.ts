import { NotFoundError, ValidationError } from '../errors/domain-error.ts';
import type { ContactInbox } from './contact-inbox.port.ts';
import { contactNoteIssues, type ContactNote, type NewContactNote } from './contact-note.ts';
import {
  CONTACT_ADMIN_MAX_PAGE_SIZE,
  normalizeContactQuery,
  type ContactSubmissionQueryInput,
} from './contact-query.ts';
import { createLeadIntake, type RouteNewLead } from './lead-intake.ts';
import type { LeadActivity } from './site-lead.ts';
import {
  CONTACT_STATUSES,
  type ContactStatus,
  type ContactSubmission,
  type NewContactSubmission,
} from './contact-submission.ts';

/** The message of an unknown submission id. */
export const CONTACT_SUBMISSION_NOT_FOUND = 'This contact submission no longer exists';

/**
 * Stores a valid submission through the lead intake (ValidationError listing every problem otherwise), which routes
 * every new lead when a router is given (assigned to an agent, the agent and the office told; ADR 0036).
 */
export function createReceiveContactSubmission(inbox: ContactInbox, routeNewLead?: RouteNewLead) {
  const intake = createLeadIntake(inbox, routeNewLead);
  return async (input: NewContactSubmission): Promise<ContactSubmission> =>
    (await intake({ kind: 'message', submission: input })).lead;
}

/** The admin list: the query checked and completed with its defaults (ValidationError otherwise). */
export function createListContactSubmissions(inbox: ContactInbox) {
  return async (input: ContactSubmissionQueryInput) => inbox.list(normalizeContactQuery(input));
}

/** One submission with its notes and, for a site lead, its activity; NotFoundError when the id is unknown. */
export function createGetContactSubmission(inbox: ContactInbox) {
  return async (id: string): Promise<ContactSubmission & { notes: ContactNote[]; activity: LeadActivity[] }> => {
    const submission = await inbox.findById(id);
    if (submission === null) throw new NotFoundError(CONTACT_SUBMISSION_NOT_FOUND);
    const [notes, activity] = await Promise.all([inbox.notes(id), inbox.activity(id)]);
    return { ...submission, notes, activity };
  };
}

/** Moves a submission to a known status; answers it before and after, for the audit log. */
export function createChangeContactStatus(inbox: ContactInbox) {
  return async (id: string, status: string): Promise<{ before: ContactSubmission; after: ContactSubmission }> => {
    if (!(CONTACT_STATUSES as readonly string[]).includes(status))
      throw new ValidationError([{ field: 'status', message: `must be one of ${CONTACT_STATUSES.join(', ')}` }]);
    const before = await inbox.findById(id);
    if (before === null) throw new NotFoundError(CONTACT_SUBMISSION_NOT_FOUND);
    return { before, after: await inbox.setStatus(id, status as ContactStatus) };
  };
}

/** Keeps a note (trimmed) on a submission; ValidationError for an empty or too long note. */
export function createAddContactNote(inbox: ContactInbox) {
  return async (submissionId: string, note: NewContactNote): Promise<ContactNote> => {
    const issues = contactNoteIssues(note.text);
    if (issues.length > 0) throw new ValidationError(issues);
    return inbox.addNote(submissionId, { ...note, text: note.text.trim() });
  };
}

/** The most submissions one export holds. */
export const CONTACT_EXPORT_MAX_ROWS = 50_000;

/** Every submission in a filter, in the query's order, page by page (at most {@link CONTACT_EXPORT_MAX_ROWS}). */
export function createCollectContactSubmissions(inbox: ContactInbox) {
  return async (input: ContactSubmissionQueryInput): Promise<ContactSubmission[]> => {
    const query = normalizeContactQuery({ ...input, page: undefined, perPage: undefined });
    const rows: ContactSubmission[] = [];
    for (let page = 1; rows.length < CONTACT_EXPORT_MAX_ROWS; page += 1) {
      const { items, total } = await inbox.list({ ...query, page, perPage: CONTACT_ADMIN_MAX_PAGE_SIZE });
      rows.push(...items);
      if (items.length === 0 || rows.length >= total) break;
    }
    return rows.slice(0, CONTACT_EXPORT_MAX_ROWS);
  };
}
