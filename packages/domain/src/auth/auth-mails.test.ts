import { describe, expect, it } from 'vitest';
import { inviteMail, linkWithCode, recoveryMail } from './auth-mails.ts';

describe(linkWithCode, () => {
  it('adds the code as a parameter, after any existing one and before a fragment', () => {
    expect(linkWithCode('https://site.example/reset-password', 'a1')).toBe(
      'https://site.example/reset-password?code=a1',
    );
    expect(linkWithCode('https://site.example/reset-password?next=%2Fadmin#top', 'a b')).toBe(
      'https://site.example/reset-password?next=%2Fadmin&code=a%20b#top',
    );
  });

  it('puts the link in the invitation', () => {
    expect(inviteMail('ed@palmetto.example', 'https://x/y?code=1').text).toContain('https://x/y?code=1');
  });
});

describe('the sign-in mails for the templates', () => {
  it('are sign-in mails whose button opens the link', () => {
    for (const mail of [
      inviteMail('ed@palmetto.example', 'https://x/y?code=1'),
      recoveryMail('ed@palmetto.example', 'https://x/y?code=1'),
    ]) {
      expect(mail.category).toBe('auth');
      expect(mail.content?.action).toMatchObject({ url: 'https://x/y?code=1' });
      expect(mail.content?.unsubscribeUrl).toBeUndefined();
    }
  });
});
