import type { ContactInbox } from '../../contact/contact-inbox.port.ts';
import type { ContactNote } from '../../contact/contact-note.ts';
import type { ContactSubmissionPage, ContactSubmissionQueryInput } from '../../contact/contact-query.ts';
import type { ContactSubmission } from '../../contact/contact-submission.ts';
import {
  CONTACT_SUBMISSION_NOT_FOUND,
  createAddContactNote,
  createChangeContactStatus,
  createCollectContactSubmissions,
  createGetContactSubmission,
  createListContactSubmissions,
} from '../../contact/contact-use-cases.ts';
import { NotFoundError } from '../../errors/domain-error.ts';
import type { AuthUser } from '../../auth/auth-user.ts';
import type { ChangeLog } from './change-log.ts';

const ENTITY = 'contact_submissions';
const label = (submission: { name: string; email: string }) => `${submission.name} <${submission.email}>`;

/** The team's follow-up of contact submissions (editors and admins); every change is audited. */
export interface ContactAdmin {
  list(query: ContactSubmissionQueryInput): Promise<ContactSubmissionPage>;
  /** Every submission of a filter, for the CSV export. */
  collect(query: ContactSubmissionQueryInput): Promise<ContactSubmission[]>;
  get(id: string): Promise<ContactSubmission & { notes: ContactNote[] }>;
  setStatus(id: string, status: string): Promise<ContactSubmission>;
  /** A note by the signed-in user. */
  addNote(id: string, text: string): Promise<ContactNote>;
  remove(id: string): Promise<void>;
}

export function createContactAdmin(
  inbox: ContactInbox,
  actor: Pick<AuthUser, 'id' | 'email'>,
  changes: ChangeLog,
): ContactAdmin {
  const changeStatus = createChangeContactStatus(inbox);
  const addNote = createAddContactNote(inbox);
  return {
    list: createListContactSubmissions(inbox),
    collect: createCollectContactSubmissions(inbox),
    get: createGetContactSubmission(inbox),
    async setStatus(id, status) {
      const { before, after } = await changeStatus(id, status);
      await changes.record({
        action: 'update',
        entity: ENTITY,
        entityId: after.id,
        summary: label(after),
        before: { status: before.status },
        after: { status: after.status },
      });
      return after;
    },
    async addNote(id, text) {
      const note = await addNote(id, { authorId: actor.id, authorEmail: actor.email, text });
      const submission = await inbox.findById(note.submissionId);
      const summary = `Note on ${submission === null ? 'a submission' : label(submission)}`;
      await changes.record({
        action: 'update',
        entity: ENTITY,
        entityId: note.submissionId,
        summary,
        before: null,
        after: { note: note.text },
      });
      return note;
    },
    async remove(id) {
      const before = await inbox.findById(id);
      if (before === null) throw new NotFoundError(CONTACT_SUBMISSION_NOT_FOUND);
      await inbox.delete(id);
      await changes.record({
        action: 'delete',
        entity: ENTITY,
        entityId: before.id,
        summary: label(before),
        before,
        after: null,
      });
    },
  };
}
