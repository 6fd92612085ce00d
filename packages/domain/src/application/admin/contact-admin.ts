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
import { UNASSIGNED } from '../../contact/contact-query.ts';
import { isCalendarDay } from '../../content/content-field-rules.ts';
import type { Agent } from '../../content/agent.ts';
import type { ContentRepository } from '../../content/content-repository.port.ts';
import { CONTENT_MAX_PAGE_SIZE, normalizeContentQuery } from '../../content/content-query.ts';
import { localDay } from '../../analytics/page-view.ts';
import type { Clock } from '../../shared/clock.port.ts';
import { NotFoundError, ValidationError } from '../../errors/domain-error.ts';
import type { AuthUser } from '../../auth/auth-user.ts';
import { applyToEach, type BulkOutcome } from '../../ordering/bulk-outcome.ts';
import { MAX_IDS_PER_REQUEST } from '../../ordering/reorder.ts';
import type { ChangeLog } from './change-log.ts';

const ENTITY = 'contact_submissions';
const label = (submission: { name: string; email: string }) => `${submission.name} <${submission.email}>`;

/** The inbox's filter as the admin asks for it: `overdue` keeps leads whose follow-up day is before today (office
 * time). */
export type ContactAdminQuery = ContactSubmissionQueryInput & { readonly overdue?: boolean };

/** The team's follow-up of contact submissions (editors and admins); every change is audited. */
export interface ContactAdmin {
  list(query: ContactAdminQuery): Promise<ContactSubmissionPage>;
  /** Every submission of a filter, for the CSV export. */
  collect(query: ContactAdminQuery): Promise<ContactSubmission[]>;
  /** Gives a lead to an agent by hand (an agent's id) or to nobody (null); ValidationError for an unknown agent. */
  assign(id: string, agentId: string | null): Promise<ContactSubmission>;
  /** Sets the follow-up day (YYYY-MM-DD, office time) or clears it (null); ValidationError for a bad day. */
  setFollowUp(id: string, day: string | null): Promise<ContactSubmission>;
  /** Every agent's name by id (hidden ones too), for the export. */
  agentNames(): Promise<ReadonlyMap<string, string>>;
  get(id: string): Promise<ContactSubmission & { notes: ContactNote[] }>;
  setStatus(id: string, status: string): Promise<ContactSubmission>;
  /** A note by the signed-in user. */
  addNote(id: string, text: string): Promise<ContactNote>;
  remove(id: string): Promise<void>;
  /** Closes each lead (status "closed"), each audited as a single change is; answered id by id. */
  closeMany(ids: readonly string[]): Promise<BulkOutcome>;
  /** Gives each lead to the agent (or to nobody); ValidationError on `agentId` for an unknown agent, changing none. */
  assignMany(ids: readonly string[], agentId: string | null): Promise<BulkOutcome>;
}

function checkBatch(ids: readonly string[]): string[] {
  if (ids.length === 0) throw new ValidationError([{ field: 'ids', message: 'must name at least one lead' }]);
  if (ids.length > MAX_IDS_PER_REQUEST)
    throw new ValidationError([{ field: 'ids', message: `must name at most ${String(MAX_IDS_PER_REQUEST)} leads` }]);
  return [...new Set(ids)];
}

/** What the inbox reads besides the submissions: the agents (to assign to) and the clock (for "overdue"). */
export interface ContactAdminDeps {
  readonly agents: Pick<ContentRepository<Agent>, 'findById' | 'list' | 'collection'>;
  readonly clock: Clock;
}

export function createContactAdmin(
  inbox: ContactInbox,
  actor: Pick<AuthUser, 'id' | 'email'>,
  changes: ChangeLog,
  deps: ContactAdminDeps,
): ContactAdmin {
  const changeStatus = createChangeContactStatus(inbox);
  const addNote = createAddContactNote(inbox);
  const list = createListContactSubmissions(inbox);
  const collect = createCollectContactSubmissions(inbox);
  const withToday = ({ overdue, ...query }: ContactAdminQuery): ContactSubmissionQueryInput =>
    overdue === true ? { ...query, overdueBefore: localDay(deps.clock.now()) } : query;
  const existing = async (id: string) => {
    const submission = await inbox.findById(id);
    if (submission === null) throw new NotFoundError(CONTACT_SUBMISSION_NOT_FOUND);
    return submission;
  };
  const record = (before: ContactSubmission, after: ContactSubmission, field: 'assignedAgentId' | 'followUpOn') =>
    changes.record({
      action: 'update',
      entity: ENTITY,
      entityId: after.id,
      summary: label(after),
      before: { [field]: before[field] },
      after: { [field]: after[field] },
    });
  const admin: Omit<ContactAdmin, 'closeMany' | 'assignMany'> = {
    async agentNames() {
      const page = await deps.agents.list(
        normalizeContentQuery(deps.agents.collection, { perPage: CONTENT_MAX_PAGE_SIZE }),
      );
      return new Map(page.items.map((agent) => [agent.id, agent.name]));
    },
    list: (query) => list(withToday(query)),
    collect: (query) => collect(withToday(query)),
    async assign(id, agentId) {
      if (agentId !== null && (agentId === UNASSIGNED || (await deps.agents.findById(agentId)) === null))
        throw new ValidationError([{ field: 'agentId', message: 'Choose one of the agents' }]);
      const before = await existing(id);
      const after = await inbox.assign(id, agentId);
      await record(before, after, 'assignedAgentId');
      return after;
    },
    async setFollowUp(id, day) {
      if (day !== null && !isCalendarDay(day))
        throw new ValidationError([{ field: 'followUpOn', message: 'must be a day written YYYY-MM-DD' }]);
      const before = await existing(id);
      const after = await inbox.setFollowUp(id, day);
      await record(before, after, 'followUpOn');
      return after;
    },
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
  return {
    ...admin,
    closeMany: async (ids) => applyToEach(checkBatch(ids), (id) => admin.setStatus(id, 'closed')),
    async assignMany(ids, agentId) {
      const unique = checkBatch(ids);
      if (agentId !== null && (agentId === UNASSIGNED || (await deps.agents.findById(agentId)) === null))
        throw new ValidationError([{ field: 'agentId', message: 'Choose one of the agents' }]);
      return applyToEach(unique, (id) => admin.assign(id, agentId));
    },
  };
}
