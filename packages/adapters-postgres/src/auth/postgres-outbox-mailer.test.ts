import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { openMigratedTestDatabase } from '../test-databases.ts';
import { PostgresOutboxMailer, latestOutboxMail } from './postgres-outbox-mailer.ts';

const RESET_MAIL = {
  to: 'maria@palmetto.example',
  subject: 'Reset your password',
  text: 'Choose a new password: https://www.palmettorealtygroup.com/reset-password?code=one-time-secret-code',
};

describe(PostgresOutboxMailer, () => {
  let db: Database | undefined;
  afterAll(async () => db?.close());

  it('keeps the whole mail in the outbox and logs who it went to and why, never its link or code', async () => {
    db = await openMigratedTestDatabase('PGlite', 'outbox_mailer');
    const logged: string[] = [];
    await new PostgresOutboxMailer(db, (line) => logged.push(line)).send(RESET_MAIL);
    expect((await latestOutboxMail(db, 1))[0]).toMatchObject(RESET_MAIL);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('maria@palmetto.example');
    expect(logged[0]).toContain('Reset your password');
    expect(logged.join('\n')).not.toMatch(/one-time-secret-code|reset-password\?code/);
  });
});
