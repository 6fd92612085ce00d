import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from './auth-user.ts';
import { invitationLink, pendingInvitations } from './pending-invitations.ts';

const user = (email: string, lastSignInAt: string | null, createdAt = '2026-11-01T00:00:00Z'): AuthUser => ({
  id: `id-${email}`,
  email,
  role: 'editor',
  createdAt,
  lastSignInAt,
});
const mail = (to: string, code: string, createdAt: string) => ({
  to,
  createdAt,
  text: `You are invited.\n\nChoose a password: https://www.example.com/reset-password?code=${code}\n`,
});

describe(pendingInvitations, () => {
  it('lists accounts that never signed in, with the link of their newest invitation', () => {
    const pending = pendingInvitations(
      [user('lena@x.example', null), user('amelia@x.example', '2026-11-02T00:00:00Z'), user('raj@x.example', null)],
      [
        mail('Lena@x.example', 'old', '2026-11-01T10:00:00Z'),
        mail('lena@x.example', 'new', '2026-11-03T10:00:00Z'),
        mail('amelia@x.example', 'a', '2026-11-01T10:00:00Z'),
      ],
    );
    expect(pending.map((item) => [item.user.email, item.link])).toEqual([
      ['lena@x.example', 'https://www.example.com/reset-password?code=new'],
      ['raj@x.example', null],
    ]);
  });

  it('finds the link in a mail’s text, and none in a mail without one', () => {
    expect(invitationLink('Go to http://127.0.0.1:4241/reset-password?code=abc.')).toBe(
      'http://127.0.0.1:4241/reset-password?code=abc.',
    );
    expect(invitationLink('Welcome, no link here: https://www.example.com/about')).toBeNull();
  });

  it('property: every pending invitation is an account that never signed in, each listed once', () => {
    const account = fc.record({
      email: fc.constantFrom('a@x.example', 'b@x.example', 'c@x.example', 'd@x.example'),
      signedIn: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(account, { selector: (item) => item.email }), (accounts) => {
        const users = accounts.map((item) => user(item.email, item.signedIn ? '2026-11-02T00:00:00Z' : null));
        const pending = pendingInvitations(users, []);
        expect(pending.map((item) => item.user.email).sort()).toEqual(
          accounts
            .filter((item) => !item.signedIn)
            .map((item) => item.email)
            .sort(),
        );
      }),
    );
  });
});
