import type { SqlExecutor } from '@app/database';
import type { ContactInbox, ContactSubmission, NewContactSubmission } from '@app/domain';
import { translateDriverErrors } from '../connection/driver-errors.ts';
import { CONTACT_INSERT_COLUMNS, contactSubmissionFromRow, contactSubmissionParams } from './contact-submission.mapper.ts';

/** Message of a submission that could not be stored: safe to show the visitor. */
export const CONTACT_SUBMISSION_FAILED = 'Your message could not be sent. Please try again in a moment or call us.';

const INSERT = `
insert into contact_submissions (${CONTACT_INSERT_COLUMNS.join(', ')})
values (${CONTACT_INSERT_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
returning id, ${CONTACT_INSERT_COLUMNS.join(', ')}, status, created_at`;

/** Contact submissions in the contact_submissions table (the server writes as the table owner). */
export class PostgresContactInbox implements ContactInbox {
  constructor(private readonly db: SqlExecutor) {}

  receive(submission: NewContactSubmission): Promise<ContactSubmission> {
    return translateDriverErrors(CONTACT_SUBMISSION_FAILED, async () => {
      const { rows } = await this.db.query<Record<string, unknown>>(INSERT, contactSubmissionParams(submission));
      const [row] = rows;
      if (row === undefined) throw new Error('The insert returned no row');
      return contactSubmissionFromRow(row);
    });
  }
}
