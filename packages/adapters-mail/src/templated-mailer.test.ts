import { describe, expect, it } from 'vitest';
import { inviteMail, type MailMessage } from '@app/domain';
import { TemplatedMailer } from './templated-mailer.ts';
import type { MailBrand } from './templates/mail-brand.ts';

const BRAND: MailBrand = {
  teamName: 'The Palmetto Team',
  brokerageName: 'Palmetto Realty Group',
  officeAddress: '850 5th Ave S, Naples, FL 34102',
  siteUrl: 'https://www.palmetto.example',
  timeZone: 'America/New_York',
};

function setUp() {
  const passed: MailMessage[] = [];
  const mailer = new TemplatedMailer({ send: async (message) => void passed.push(message) }, async () => BRAND);
  return { passed, mailer };
}

describe(TemplatedMailer, () => {
  it('gives a mail with content its HTML and plain-text parts from the templates, and keeps the rest', async () => {
    const { passed, mailer } = setUp();
    const invitation = inviteMail('ed@palmetto.example', 'https://www.palmetto.example/reset-password?code=x1');

    await mailer.send(invitation);

    expect(passed[0]).toMatchObject({ to: invitation.to, subject: invitation.subject, category: 'auth' });
    expect(passed[0]?.html).toContain('href="https://www.palmetto.example/reset-password?code=x1"');
    expect(passed[0]?.text).toContain('https://www.palmetto.example/reset-password?code=x1');
    expect(passed[0]?.text).toContain('850 5th Ave S, Naples, FL 34102');
  });

  it('passes a mail without content, or with its own HTML, as it is', async () => {
    const { passed, mailer } = setUp();
    const plain = { to: 'a@palmetto.example', subject: 'Plain', text: 'x' };
    const own = { ...inviteMail('b@palmetto.example', 'https://x'), html: '<p>own</p>' };

    await mailer.send(plain);
    await mailer.send(own);

    expect(passed).toEqual([plain, own]);
  });

  it('sends the mail as its own plain text, and says so, when the brand cannot be read', async () => {
    const passed: MailMessage[] = [];
    const failures: unknown[] = [];
    const mailer = new TemplatedMailer(
      { send: async (message) => void passed.push(message) },
      () => Promise.reject(new Error('Site settings are not available')),
      (error) => failures.push(error),
    );
    const invitation = inviteMail('ed@palmetto.example', 'https://www.palmetto.example/reset-password?code=x1');

    await mailer.send(invitation);

    expect(passed).toEqual([invitation]);
    expect(failures).toHaveLength(1);
  });
});
