import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLog, type CapturedLog } from './log-capture.ts';
import { appLog, domainLogger, logFailure, maskEmailAddresses, REDACTED } from './logger.ts';

const SECRET = 'sb-secret-7f3a9c1e55d04b2a';

let captured: CapturedLog | undefined;
const capture = (level?: Parameters<typeof captureLog>[0]) => (captured = captureLog(level));
afterEach(() => {
  captured?.restore();
  captured = undefined;
});

/** Where secrets sit in what the server might log: request and answer headers, bodies, tokens, keys, mails. */
const secretPlaces = (secret: string) => ({
  req: { headers: { authorization: `Bearer ${secret}`, cookie: `sb-palmetto-auth-token=${secret}` } },
  res: { headers: { 'set-cookie': [`sb-palmetto-auth-token=${secret}; HttpOnly`] } },
  body: { email: 'dana@example.com', password: secret, newPassword: secret },
  session: { access_token: secret, refresh_token: secret, accessToken: secret, refreshToken: secret },
  reset: { code: secret, token: secret },
  supabase: { apiKey: secret, anonKey: secret, serviceRoleKey: secret },
  trestle: { clientSecret: secret },
  mail: { to: 'dana@example.com', subject: 'Reset your password', text: `Hi dana@example.com, use ${secret}` },
});

describe('the server log', () => {
  it('is one JSON object per line, with the level by name, an ISO time and the message', () => {
    const log = capture('info');
    appLog().info('Ready on http://localhost:3000');
    appLog().debug('not at info');
    const lines = log.output().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    expect(log.entries()).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        msg: 'Ready on http://localhost:3000',
      },
    ]);
  });

  it('never holds a secret passed to it: headers, passwords, tokens, codes, keys and mails are redacted', () => {
    const log = capture();
    appLog().info(secretPlaces(SECRET), 'A request');
    appLog().warn({ headers: { authorization: SECRET, cookie: SECRET }, password: SECRET, code: SECRET }, 'Flat');
    domainLogger().error('Replication failed', { clientSecret: SECRET, token: SECRET });

    expect(log.output()).not.toContain(SECRET);
    expect(log.output()).not.toContain('dana@example.com');
    const [request, flat, replication] = log.entries();
    expect(request).toMatchObject({
      req: { headers: { authorization: REDACTED, cookie: REDACTED } },
      res: { headers: { 'set-cookie': REDACTED } },
      body: { password: REDACTED, email: REDACTED },
      mail: { to: REDACTED, text: REDACTED, subject: 'Reset your password' },
    });
    expect(flat).toMatchObject({ headers: { authorization: REDACTED, cookie: REDACTED }, password: REDACTED });
    expect(replication).toMatchObject({ level: 'error', clientSecret: REDACTED, token: REDACTED });
  });

  it('keeps the secret out whatever it is and whichever of those places it is in (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_\-.~+/]{12,64}$/),
        fc.constantFrom(...Object.keys(secretPlaces(''))),
        (secret, place) => {
          const log = captureLog();
          try {
            appLog().info({ [place]: secretPlaces(secret)[place as keyof ReturnType<typeof secretPlaces>] }, 'x');
            expect(log.output()).not.toContain(secret);
          } finally {
            log.restore();
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('masks e-mail addresses in messages and the values put into them, keeping the domain', () => {
    const log = capture();
    appLog().info('Mail to dana.whitfield+homes@example.com: Reset your password (kept in mail_outbox)');
    appLog().info('Invited %s', 'ops@palmetto.example');
    expect(log.entries().map((entry) => entry.msg)).toEqual([
      'Mail to ***@example.com: Reset your password (kept in mail_outbox)',
      'Invited ***@palmetto.example',
    ]);
    expect(maskEmailAddresses('no address here, just @mentions and a@b')).toBe(
      'no address here, just @mentions and a@b',
    );
  });

  it('masks in time linear in the text, whatever a visitor puts in a path', () => {
    for (const path of [`/${'a'.repeat(200_000)}`, `/${'a'.repeat(200_000)}@`, `/${'a.'.repeat(100_000)}@x`]) {
      const started = performance.now();
      expect(maskEmailAddresses(path)).toBe(path);
      expect(performance.now() - started, path.slice(0, 8)).toBeLessThan(250);
    }
  });

  it('writes an error as describeError does: no property a library attached, a message on one line', () => {
    const log = capture();
    const driver = Object.assign(new Error('insert failed\nFAKE forged line'), {
      params: ['Dana Whitfield', 'dana@example.com', SECRET],
    });
    logFailure('A contact submission could not be stored:', driver);
    expect(log.output().split('\n').filter(Boolean)).toHaveLength(1);
    expect(log.output()).not.toMatch(/Dana|dana@example|sb-secret/);
    expect(log.entries()[0]).toMatchObject({
      level: 'error',
      msg: 'A contact submission could not be stored:',
      err: expect.stringMatching(/^Error: insert failed\\nFAKE forged line\n\s+at /),
    });
  });

  it('logs nothing below LOG_LEVEL', () => {
    const log = capture('warn');
    appLog().info('routine');
    appLog().warn('worth a look');
    expect(log.entries().map((entry) => entry.msg)).toEqual(['worth a look']);
  });
});
