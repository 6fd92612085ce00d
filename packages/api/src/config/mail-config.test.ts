import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('the mail configuration (SMTP_URL, MAIL_FROM)', () => {
  it('keeps mail in the outbox when SMTP_URL is unset or blank', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: ' ', MAIL_FROM: '' }).mail).toBeUndefined();
  });

  it('reads an smtp:// or smtps:// server and the sender, a bare address or a name and an address', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtp://user:p%40ss@smtp.example.com:587', MAIL_FROM: 'listings@palmetto.example' }).mail,
    ).toEqual({ smtpUrl: 'smtp://user:p%40ss@smtp.example.com:587', from: 'listings@palmetto.example' });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://smtp.example.com',
        MAIL_FROM: 'Palmetto Realty Group <listings@palmetto.example>',
      }).mail,
    ).toEqual({ smtpUrl: 'smtps://smtp.example.com', from: 'Palmetto Realty Group <listings@palmetto.example>' });
  });

  it('refuses an SMTP_URL that is not an SMTP server address, with an example', () => {
    for (const url of ['https://smtp.example.com', 'smtp.example.com:587', 'smtp://'])
      expect(problemsOf({ SMTP_URL: url, MAIL_FROM: 'a@palmetto.example' }), url).toContain(
        'SMTP_URL: must be an SMTP server address such as smtp://user:password@smtp.example.com:587',
      );
  });

  it('wants MAIL_FROM with SMTP_URL, and refuses a sender that is no address or spans lines', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://smtp.example.com' })).toContain(
      'MAIL_FROM: is required when SMTP_URL is set',
    );
    for (const from of ['listings', 'Palmetto <listings>', 'a@palmetto.example\r\nBcc: b@example.com', '<<a@b.co>>'])
      expect(problemsOf({ SMTP_URL: 'smtp://smtp.example.com', MAIL_FROM: from }), from).toContain(
        'MAIL_FROM: must be an e-mail address, or a name and an address',
      );
  });
});
