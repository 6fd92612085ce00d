import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@app/database';
import { mailQueueStates, openEmbeddedDatabase, PostgresOutboxMailer, type Database } from '@app/adapters-postgres';
import { FixedClock } from '@app/testing';
import { startMailOutboxPruning } from './mail-outbox-pruning.ts';

describe('the scheduled mail outbox pruning', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmbeddedDatabase();
    await migrate(db);
  }, 60_000);
  afterAll(() => db.close());

  it('deletes at once the mail delivered before the retention, keeping newer, queued and failed mail', async () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const mailer = new PostgresOutboxMailer(db, () => undefined, { deliver: true, nowMs: () => now });
    for (const subject of ['sent long ago', 'sent lately', 'failed long ago', 'waiting'])
      await mailer.send({ to: 'buyer@example.com', subject, text: subject });
    await db.query(`update mail_outbox set status = 'sent', sent_at = '2026-10-01T00:00:00Z' where subject = $1`, [
      'sent long ago',
    ]);
    await db.query(`update mail_outbox set status = 'sent', sent_at = '2026-11-20T00:00:00Z' where subject = $1`, [
      'sent lately',
    ]);
    await db.query(`update mail_outbox set status = 'failed', created_at = '2026-09-01T00:00:00Z' where subject = $1`, [
      'failed long ago',
    ]);

    // The first prune runs at once; stopping waits for it.
    await startMailOutboxPruning({ database: db, clock: new FixedClock(now), retentionDays: 30 }).stop();

    expect((await mailQueueStates(db)).map((state) => [state.subject, state.status])).toEqual([
      ['sent lately', 'sent'],
      ['failed long ago', 'failed'],
      ['waiting', 'queued'],
    ]);
  });
});
