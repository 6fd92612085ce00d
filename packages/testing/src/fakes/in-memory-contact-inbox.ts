import { randomUUID } from 'node:crypto';
import {
  compareContactSubmissions,
  CONTACT_STATUSES,
  CONTACT_SUBMISSION_NOT_FOUND,
  LEAD_CHANNELS,
  leadChannel,
  matchesContactFilter,
  NotFoundError,
  type Clock,
  type ContactInbox,
  type ContactNote,
  type ContactStatus,
  type ContactStatusCounts,
  type ContactSubmission,
  type ContactSubmissionPage,
  type ContactSubmissionQuery,
  type LeadActivity,
  type LeadChannel,
  type LeadChannelCounts,
  type LeadIntakeResult,
  type SiteLead,
  SITE_LEAD_TOPICS,
  type NewContactNote,
  type NewContactSubmission,
} from '@app/domain';
import { FixedClock } from './fixed-clock.ts';
import { PendingFailure } from './pending-failure.ts';

/** A ContactInbox kept in arrays, for use-case and route tests and as the reference of its contract. */
export class InMemoryContactInbox implements ContactInbox {
  private readonly submissions: ContactSubmission[] = [];
  private readonly notesKept: ContactNote[] = [];
  private readonly activityKept: (LeadActivity & { submissionId: string })[] = [];
  private readonly failure = new PendingFailure();

  /** The clock stamps createdAt and updatedAt; a FixedClock when left out. */
  constructor(private readonly clock: Clock = new FixedClock()) {}

  /** Makes the next call reject with the given error, once. */
  failNextWith(error: unknown): void {
    this.failure.set(error);
  }

  /** Every received submission, oldest first (copies). */
  all(): ContactSubmission[] {
    return this.submissions.map((submission) => ({ ...submission }));
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private indexOf(id: string): number {
    const index = this.submissions.findIndex((submission) => submission.id === id.toLowerCase());
    if (index < 0) throw new NotFoundError(CONTACT_SUBMISSION_NOT_FOUND);
    return index;
  }

  async receive(submission: NewContactSubmission): Promise<ContactSubmission> {
    this.failure.throwIfSet();
    const { topic, name, email, phone, message, listingId, preferredTime, consent, sourcePath } = submission;
    const at = this.now();
    const stored: ContactSubmission = {
      id: randomUUID(),
      topic,
      name,
      email,
      phone,
      message,
      listingId,
      preferredTime,
      consent,
      sourcePath,
      attribution: submission.attribution ?? null,
      channel: leadChannel(submission.attribution ?? null),
      status: 'new',
      createdAt: at,
      updatedAt: at,
      assignedAgentId: null,
      followUpOn: null,
    };
    this.submissions.push(stored);
    return { ...stored };
  }

  async receiveSiteLead(lead: SiteLead): Promise<LeadIntakeResult> {
    this.failure.throwIfSet();
    const at = this.now();
    const known = this.submissions.find(
      (row) =>
        row.email.toLowerCase() === lead.email.toLowerCase() &&
        (SITE_LEAD_TOPICS as readonly string[]).includes(row.topic),
    );
    const stored: ContactSubmission = known ?? {
      id: randomUUID(),
      topic: lead.topic,
      name: lead.email,
      email: lead.email,
      phone: null,
      message: lead.activity,
      listingId: null,
      preferredTime: null,
      consent: false,
      sourcePath: lead.sourcePath,
      attribution: null,
      channel: 'unknown',
      status: 'new',
      createdAt: at,
      updatedAt: at,
      assignedAgentId: null,
      followUpOn: null,
    };
    if (known === undefined) this.submissions.push(stored);
    this.activityKept.push({ submissionId: stored.id, topic: lead.topic, text: lead.activity, at });
    return { lead: { ...stored }, isNew: known === undefined };
  }

  async activity(submissionId: string): Promise<LeadActivity[]> {
    this.failure.throwIfSet();
    return this.activityKept
      .filter((row) => row.submissionId === submissionId.toLowerCase())
      .map(({ topic, text, at }) => ({ topic, text, at }));
  }

  async list(query: ContactSubmissionQuery): Promise<ContactSubmissionPage> {
    this.failure.throwIfSet();
    const matching = this.submissions
      .filter((submission) => matchesContactFilter(submission, query))
      .sort(compareContactSubmissions(query.sort, query.direction));
    const from = (query.page - 1) * query.perPage;
    return { items: matching.slice(from, from + query.perPage).map((item) => ({ ...item })), total: matching.length };
  }

  async findById(id: string): Promise<ContactSubmission | null> {
    this.failure.throwIfSet();
    const found = this.submissions.find((submission) => submission.id === id.toLowerCase());
    return found === undefined ? null : { ...found };
  }

  async setStatus(id: string, status: ContactStatus): Promise<ContactSubmission> {
    this.failure.throwIfSet();
    const index = this.indexOf(id);
    const updated: ContactSubmission = {
      ...(this.submissions[index] as ContactSubmission),
      status,
      updatedAt: this.now(),
    };
    this.submissions[index] = updated;
    return { ...updated };
  }

  async assign(id: string, agentId: string | null): Promise<ContactSubmission> {
    return this.change(id, { assignedAgentId: agentId });
  }

  async setFollowUp(id: string, day: string | null): Promise<ContactSubmission> {
    return this.change(id, { followUpOn: day });
  }

  private change(id: string, fields: Partial<ContactSubmission>): ContactSubmission {
    this.failure.throwIfSet();
    const index = this.indexOf(id);
    const updated: ContactSubmission = {
      ...(this.submissions[index] as ContactSubmission),
      ...fields,
      updatedAt: this.now(),
    };
    this.submissions[index] = updated;
    return { ...updated };
  }

  async delete(id: string): Promise<void> {
    this.failure.throwIfSet();
    const [removed] = this.submissions.splice(this.indexOf(id), 1);
    const activity = this.activityKept.filter((row) => row.submissionId !== removed?.id);
    this.activityKept.splice(0, this.activityKept.length, ...activity);
    const kept = this.notesKept.filter((note) => note.submissionId !== removed?.id);
    this.notesKept.splice(0, this.notesKept.length, ...kept);
  }

  async addNote(submissionId: string, note: NewContactNote): Promise<ContactNote> {
    this.failure.throwIfSet();
    const submission = this.submissions[this.indexOf(submissionId)] as ContactSubmission;
    const stored: ContactNote = {
      id: randomUUID(),
      submissionId: submission.id,
      authorId: note.authorId,
      authorEmail: note.authorEmail,
      text: note.text,
      createdAt: this.now(),
    };
    this.notesKept.push(stored);
    return { ...stored };
  }

  async notes(submissionId: string): Promise<ContactNote[]> {
    this.failure.throwIfSet();
    return this.notesKept
      .filter((note) => note.submissionId === submissionId.toLowerCase())
      .map((note) => ({ ...note }));
  }

  async countByStatus(): Promise<ContactStatusCounts> {
    this.failure.throwIfSet();
    const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as Record<ContactStatus, number>;
    for (const submission of this.submissions) counts[submission.status] += 1;
    return counts;
  }

  async countByChannel(since: string): Promise<LeadChannelCounts> {
    this.failure.throwIfSet();
    const counts = Object.fromEntries(LEAD_CHANNELS.map((channel) => [channel, 0])) as Record<LeadChannel, number>;
    for (const submission of this.submissions)
      if (Date.parse(submission.createdAt) >= Date.parse(since)) counts[submission.channel] += 1;
    return counts;
  }
}
