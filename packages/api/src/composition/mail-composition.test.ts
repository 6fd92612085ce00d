import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '@app/adapters-mail/testing';
import { mailQueueStates, openEmbeddedDatabase, prepareDatabase, type Database } from '@app/adapters-postgres';
import { inviteMail, systemClock } from '@app/domain';
import { loadConfig } from '../config/config.ts';
import { captureLog } from '../logging/log-capture.ts';
import { composeMail } from './mail-composition.ts';

const LINK = 'https://www.palmetto.example/reset-password?code=one-time-secret';

describe(composeMail, () => {
  let db: Database;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    db = await openEmbeddedDatabase();
    await prepareDatabase(db, { seed: { listings: 0 } });
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await db.close();
  });

  it('without SMTP_URL keeps the mail, laid out, in the outbox and names it in the log without its link', async () => {
    const logged: string[] = [];
    const mail = composeMail(loadConfig({}), db, systemClock, (line) => logged.push(line));

    await mail.mailer.send(inviteMail('ed@palmetto.example', LINK));

    expect(mail.delivery).toBeNull();
    const { rows } = await db.query<{ status: string; body_html: string }>(
      "select status, body_html from mail_outbox where subject like 'You are invited%'",
    );
    expect(rows).toEqual([{ status: 'kept', body_html: expect.stringContaining(`href="${LINK}"`) as string }]);
    expect(logged.join('\n')).toContain('kept in mail_outbox');
    expect(logged.join('\n')).not.toContain('one-time-secret');
    expect(smtp.messages()).toEqual([]);
  });

  it('with SMTP_URL delivers the mail, HTML and text, from MAIL_FROM, marks it sent, and stops its worker', async () => {
    const logged: string[] = [];
    const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Palmetto Realty Group <listings@palmetto.example>' });
    const mail = composeMail(config, db, systemClock, (line) => logged.push(line));

    await mail.mailer.send(inviteMail('grace@palmetto.example', LINK));
    const arrived = await smtp.waitFor((message) => message.to.includes('grace@palmetto.example'));
    await mail.delivery?.stop();

    expect(arrived.from).toBe('listings@palmetto.example');
    expect(arrived.html).toContain(`href="${LINK}"`);
    expect(arrived.text).toContain(LINK);
    expect(arrived.text).toContain('Naples');
    const states = await mailQueueStates(db);
    expect(states.at(-1)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(logged.join('\n')).toMatch(/queued for delivery[\s\S]*delivered on try 1/);
  });

  it('logs a failed try as recovered with the address masked, and leaves the mail queued for its next try', async () => {
    const log = captureLog('info');
    const stopped = await startTestSmtpServer();
    await stopped.stop();
    const config = loadConfig({ SMTP_URL: stopped.url, MAIL_FROM: 'listings@palmetto.example' });
    const mail = composeMail(config, db, systemClock, () => undefined);

    await mail.mailer.send(inviteMail('hal@palmetto.example', LINK));
    await expect.poll(() => log.entries().some((entry) => entry.level === 'warn'), { timeout: 10_000 }).toBe(true);
    await mail.delivery?.stop();
    log.restore();

    const warning = log.entries().find((entry) => entry.level === 'warn');
    expect(String(warning?.msg)).toMatch(/failed on try 1 of 8; next try at/);
    expect(String(warning?.err)).toContain('ECONNREFUSED');
    expect(log.output()).not.toContain('hal@palmetto.example');
    expect((await mailQueueStates(db)).at(-1)).toMatchObject({ status: 'queued', attempts: 1 });
  });
});
