import { describe, expect, it } from 'vitest';
import { FixedClock, mailQueueContract } from '@app/testing';
import type { Database } from '../connection/database.ts';
import { migrate } from '@app/database';
import { createPostgres15TestDatabase } from '@app/testing/harness';
import { openPostgresDatabase } from '../connection/postgres-database.ts';
import { openMigratedTestDatabase, TEST_DATABASE_KINDS, truncate, type TestDatabaseKind } from '../test-databases.ts';
import { PostgresOutboxMailer } from '../auth/postgres-outbox-mailer.ts';
import { PostgresMailQueue, mailQueueStates } from './postgres-mail-queue.ts';

/** The database, and a second pool on it for the other worker (a separate process's connections) on Postgres 15. */
async function openWorkers(kind: TestDatabaseKind): Promise<{ db: Database; other: Database }> {
  if (kind === 'PGlite') {
    const db = await openMigratedTestDatabase(kind, 'mail_queue');
    return { db, other: db };
  }
  const url = await createPostgres15TestDatabase('mail_queue');
  const db = await openPostgresDatabase({ url });
  await migrate(db);
  return { db, other: await openPostgresDatabase({ url }) };
}

for (const kind of TEST_DATABASE_KINDS) {
  mailQueueContract(kind, async () => {
    const { db, other } = await openWorkers(kind);
    const clock = new FixedClock();
    return {
      queue: new PostgresMailQueue(db),
      otherWorker: new PostgresMailQueue(other),
      mailer: new PostgresOutboxMailer(db, () => undefined, { deliver: true, nowMs: () => clock.now() }),
      clock,
      states: () => mailQueueStates(db),
      reset: async () => {
        clock.set(new FixedClock().now());
        await truncate(db, ['mail_outbox']);
      },
      close: async () => {
        if (other !== db) await other.close();
        await db.close();
      },
    };
  });
}

describe('the embedded default (no SMTP_URL)', () => {
  it('keeps every mail in the outbox, whole, and never hands it to a worker', async () => {
    const db = await openMigratedTestDatabase('PGlite', 'mail_kept');
    await new PostgresOutboxMailer(db, () => undefined).send({
      to: 'maria@palmetto.example',
      subject: 'Reset your password',
      text: 'https://www.palmetto.example/reset-password?code=1',
      html: '<a href="https://www.palmetto.example/reset-password?code=1">Reset</a>',
      category: 'auth',
    });

    expect(await new PostgresMailQueue(db).claimDue(Date.now() + 86_400_000, 60_000, 10)).toEqual([]);
    expect(await mailQueueStates(db)).toEqual([
      { subject: 'Reset your password', status: 'kept', attempts: 0, reason: null },
    ]);
    const { rows } = await db.query<{ body_html: string; category: string }>(
      'select body_html, category from mail_outbox',
    );
    expect(rows).toEqual([
      { body_html: '<a href="https://www.palmetto.example/reset-password?code=1">Reset</a>', category: 'auth' },
    ]);
    await db.close();
  });

  it('prunes a kept mail by when it was stored', async () => {
    const db = await openMigratedTestDatabase('PGlite', 'mail_kept_prune');
    const mailer = new PostgresOutboxMailer(db, () => undefined);
    await mailer.send({ to: 'old@palmetto.example', subject: 'Old', text: 'old' });
    await mailer.send({ to: 'new@palmetto.example', subject: 'New', text: 'new' });
    await db.query(`update mail_outbox set created_at = now() - interval '40 days' where subject = 'Old'`);

    expect(await new PostgresMailQueue(db).pruneDelivered(Date.now() - 30 * 86_400_000)).toBe(1);
    expect((await mailQueueStates(db)).map((state) => state.subject)).toEqual(['New']);
    await db.close();
  });
});
