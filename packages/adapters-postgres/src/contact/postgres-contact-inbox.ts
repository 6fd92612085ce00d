import type { SqlExecutor } from '@app/database';
import {
  CONTACT_STATUSES,
  CONTACT_SUBMISSION_NOT_FOUND,
  LEAD_CHANNELS,
  NotFoundError,
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
  type NewContactNote,
  type NewContactSubmission,
} from '@app/domain';
import { isUuid, translateDriverErrors } from '../connection/driver-errors.ts';
import { SqlParameters } from '../connection/sql-parameters.ts';
import { contactListSql } from './contact-list.sql.ts';
import {
  CONTACT_INSERT_COLUMNS,
  CONTACT_SUBMISSION_COLUMNS,
  contactNoteFromRow,
  contactSubmissionFromRow,
  contactSubmissionParams,
} from './contact-submission.mapper.ts';

/** Message of a submission that could not be stored: safe to show the visitor. */
export const CONTACT_SUBMISSION_FAILED = 'Your message could not be sent. Please try again in a moment or call us.';
/** Message of an admin read or change of the inbox that failed. */
export const CONTACT_INBOX_UNAVAILABLE = 'The contact submissions could not be read or changed. Please try again.';

const INSERT = `
insert into contact_submissions (${CONTACT_INSERT_COLUMNS.join(', ')})
values (${CONTACT_INSERT_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
returning ${CONTACT_SUBMISSION_COLUMNS}`;

type Row = Record<string, unknown>;

const SITE_TOPICS = `('newsletter', 'account', 'saved-search')`;

/**
 * A site lead in one statement: the person's lead made when absent (the partial unique index keeps it one), found
 * otherwise, and the activity added to it. Answers the lead's row and whether it was made now; no row when a
 * concurrent call made the lead after this statement's snapshot (the caller runs it again).
 */
const SITE_LEAD = `
with made as (
  insert into contact_submissions (topic, name, email, message, consent, source_path, lead_channel)
  values ($1, $2, $2, $3, false, $4, 'unknown')
  on conflict (lower(email)) where topic in ${SITE_TOPICS} do nothing
  returning ${CONTACT_SUBMISSION_COLUMNS}
), known as (
  select ${CONTACT_SUBMISSION_COLUMNS} from contact_submissions
  where lower(email) = lower($2) and topic in ${SITE_TOPICS} and not exists (select 1 from made)
), lead as (
  select made.*, true as is_new from made union all select known.*, false from known
), added as (
  insert into lead_activity (submission_id, topic, text) select id, $1, $3 from lead
)
select * from lead`;

/** Contact submissions and their notes in Postgres (the server reads and writes as the table owner). */
export class PostgresContactInbox implements ContactInbox {
  constructor(private readonly db: SqlExecutor) {}

  receive(submission: NewContactSubmission): Promise<ContactSubmission> {
    return translateDriverErrors(CONTACT_SUBMISSION_FAILED, async () => {
      const { rows } = await this.db.query<Row>(INSERT, contactSubmissionParams(submission));
      const [row] = rows;
      if (row === undefined) throw new Error('The insert returned no row');
      return contactSubmissionFromRow(row);
    });
  }

  receiveSiteLead(lead: SiteLead): Promise<LeadIntakeResult> {
    return translateDriverErrors(CONTACT_SUBMISSION_FAILED, async () => {
      const params = [lead.topic, lead.email, lead.activity, lead.sourcePath];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { rows } = await this.db.query<Row>(SITE_LEAD, params);
        const row = rows[0];
        if (row !== undefined) return { lead: contactSubmissionFromRow(row), isNew: row.is_new === true };
      }
      throw new Error('The site lead was neither made nor found');
    });
  }

  activity(submissionId: string): Promise<LeadActivity[]> {
    if (!isUuid(submissionId)) return Promise.resolve([]);
    return this.read(async () => {
      const { rows } = await this.db.query<{ topic: LeadActivity['topic']; text: string; at: Date | string }>(
        'select topic, text, at from lead_activity where submission_id = $1 order by at, id',
        [submissionId],
      );
      return rows.map((row) => ({ topic: row.topic, text: row.text, at: new Date(row.at).toISOString() }));
    });
  }

  list(query: ContactSubmissionQuery): Promise<ContactSubmissionPage> {
    return this.read(async () => {
      const params = new SqlParameters();
      const { rows } = await this.db.query<Row>(contactListSql(query, params), params.values);
      return {
        items: rows.filter((row) => row.id !== null).map(contactSubmissionFromRow),
        total: Number(rows[0]?.total ?? 0),
      };
    });
  }

  findById(id: string): Promise<ContactSubmission | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.read(async () => {
      const { rows } = await this.db.query<Row>(
        `select ${CONTACT_SUBMISSION_COLUMNS} from contact_submissions where id = $1`,
        [id],
      );
      return rows[0] === undefined ? null : contactSubmissionFromRow(rows[0]);
    });
  }

  setStatus(id: string, status: ContactStatus): Promise<ContactSubmission> {
    return this.read(async () => {
      const sql = `update contact_submissions set status = $2 where id = $1 returning ${CONTACT_SUBMISSION_COLUMNS}`;
      const { rows } = isUuid(id) ? await this.db.query<Row>(sql, [id, status]) : { rows: [] };
      if (rows[0] === undefined) throw new NotFoundError(CONTACT_SUBMISSION_NOT_FOUND);
      return contactSubmissionFromRow(rows[0]);
    });
  }

  assign(id: string, agentId: string | null): Promise<ContactSubmission> {
    return this.update(id, 'assigned_agent_id = $2', agentId);
  }

  setFollowUp(id: string, day: string | null): Promise<ContactSubmission> {
    return this.update(id, 'follow_up_on = $2::date', day);
  }

  private update(id: string, assignment: string, value: string | null): Promise<ContactSubmission> {
    return this.read(async () => {
      const sql = `update contact_submissions set ${assignment} where id = $1 returning ${CONTACT_SUBMISSION_COLUMNS}`;
      const { rows } = isUuid(id) ? await this.db.query<Row>(sql, [id, value]) : { rows: [] };
      if (rows[0] === undefined) throw new NotFoundError(CONTACT_SUBMISSION_NOT_FOUND);
      return contactSubmissionFromRow(rows[0]);
    });
  }

  delete(id: string): Promise<void> {
    return this.read(async () => {
      const { rows } = isUuid(id)
        ? await this.db.query<Row>('delete from contact_submissions where id = $1 returning id', [id])
        : { rows: [] };
      if (rows.length === 0) throw new NotFoundError(CONTACT_SUBMISSION_NOT_FOUND);
    });
  }

  addNote(submissionId: string, note: NewContactNote): Promise<ContactNote> {
    return this.read(async () => {
      const sql = `insert into contact_notes (submission_id, author_id, author_email, text)
        select id, $2, $3, $4 from contact_submissions where id = $1
        returning id, submission_id, author_id, author_email, text, created_at`;
      const { rows } = isUuid(submissionId)
        ? await this.db.query<Row>(sql, [submissionId, note.authorId, note.authorEmail, note.text])
        : { rows: [] };
      if (rows[0] === undefined) throw new NotFoundError(CONTACT_SUBMISSION_NOT_FOUND);
      return contactNoteFromRow(rows[0]);
    });
  }

  notes(submissionId: string): Promise<ContactNote[]> {
    if (!isUuid(submissionId)) return Promise.resolve([]);
    return this.read(async () => {
      const { rows } = await this.db.query<Row>(
        'select id, submission_id, author_id, author_email, text, created_at from contact_notes where submission_id = $1 order by created_at, id',
        [submissionId],
      );
      return rows.map(contactNoteFromRow);
    });
  }

  countByStatus(): Promise<ContactStatusCounts> {
    return this.read(async () => {
      const { rows } = await this.db.query<{ status: ContactStatus; count: number }>(
        'select status, count(*)::integer as count from contact_submissions group by status',
      );
      const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as Record<ContactStatus, number>;
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    });
  }

  countByChannel(since: string): Promise<LeadChannelCounts> {
    return this.read(async () => {
      const { rows } = await this.db.query<{ lead_channel: LeadChannel; count: number }>(
        `select lead_channel, count(*)::integer as count from contact_submissions
         where created_at >= $1::timestamptz group by lead_channel`,
        [since],
      );
      const counts = Object.fromEntries(LEAD_CHANNELS.map((channel) => [channel, 0])) as Record<LeadChannel, number>;
      for (const row of rows) counts[row.lead_channel] = Number(row.count);
      return counts;
    });
  }

  private read<T>(call: () => Promise<T>): Promise<T> {
    return translateDriverErrors(CONTACT_INBOX_UNAVAILABLE, call);
  }
}
