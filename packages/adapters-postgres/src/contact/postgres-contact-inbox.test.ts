import { DataUnavailableError } from '@app/domain';
import { contactInboxContract, exampleContactSubmission } from '@app/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { CONTACT_SUBMISSION_FAILED, PostgresContactInbox } from './postgres-contact-inbox.ts';

for (const kind of TEST_DATABASE_KINDS)
  contactInboxContract(`PostgresContactInbox on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'contact_inbox');
    return {
      inbox: new PostgresContactInbox(db),
      reset: () => truncate(db, ['contact_submissions', 'contact_notes']),
      close: () => db.close(),
    };
  });

describe.each(TEST_DATABASE_KINDS)('contact_submissions on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind, 'contact_rls');
  });
  afterAll(() => db.close());

  const asAnon = <T>(statement: (tx: Database) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      return statement(tx as Database);
    });

  it('takes submissions from the server only: anonymous visitors can neither add, read, change nor delete one through the data API', async () => {
    await new PostgresContactInbox(db).receive(exampleContactSubmission());

    for (const statement of [
      "insert into contact_submissions (topic, name, email, message, consent, source_path) values ('general', 'Al', 'al@example.com', 'Hi', true, '/contact-us')",
      'select * from contact_submissions',
      "update contact_submissions set status = 'closed'",
      'delete from contact_submissions',
    ])
      await expect(
        asAnon((tx) => tx.query(statement)),
        statement,
      ).rejects.toThrow(/permission denied/);
    expect(
      (await db.query<{ count: number }>('select count(*)::integer as count from contact_submissions')).rows,
    ).toEqual([{ count: 1 }]);
  });

  it('keeps notes and page views away from the data API: anonymous and signed-in visitors can neither read nor write them', async () => {
    for (const role of ['anon', 'authenticated'])
      for (const statement of [
        'select * from contact_notes',
        'select * from page_view_days',
        "insert into page_view_days (day, path) values ('2026-03-01', '/')",
      ])
        await expect(
          db.transaction(async (tx) => {
            await tx.exec(`set local role ${role}`);
            return tx.query(statement);
          }),
        ).rejects.toThrow(/permission denied/);
  });

  it('accepts only the three statuses and keeps updated_at', async () => {
    const { id } = await new PostgresContactInbox(db).receive(exampleContactSubmission());

    await expect(db.query("update contact_submissions set status = 'archived' where id = $1", [id])).rejects.toThrow(
      /contact_submissions_status_check/,
    );
    const { rows } = await db.query<{ later: boolean }>(
      "update contact_submissions set status = 'contacted' where id = $1 returning updated_at >= created_at as later",
      [id],
    );
    expect(rows).toEqual([{ later: true }]);
    await truncate(db, ['contact_submissions', 'contact_notes']);
  });
});

describe('PostgresContactInbox when the database fails', () => {
  it('answers DataUnavailableError with a message safe to show', async () => {
    const failing = {
      query: () => Promise.reject(new Error('password authentication failed for user "postgres"')),
      exec: () => Promise.resolve(),
    };

    const error = await new PostgresContactInbox(failing)
      .receive(exampleContactSubmission())
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(DataUnavailableError);
    expect((error as Error).message).toBe(CONTACT_SUBMISSION_FAILED);
  });
});
