import { describe, expect, it } from 'vitest';
import { AuthError, type AuthGateway, type AuthUserAdmin, type MailMessage, type VisitorAuth } from '@app/domain';
import { useContractFixture } from './contract-fixture.ts';

/** What the VisitorAuth contract needs: visitor auth, the admin gateway and user admin of one backend, the mail. */
export interface VisitorAuthFixture {
  readonly visitors: VisitorAuth;
  readonly gateway: AuthGateway;
  readonly admin: AuthUserAdmin;
  /** Every mail sent since the last reset, oldest first. */
  sentMail(): Promise<MailMessage[]>;
  reset(): Promise<void>;
  close?(): Promise<void>;
}

const BUYER = { email: 'dana.buyer@example.com', password: 'Tarpon-Bay-2031' } as const;
const STAFF = { email: 'maria@palmetto.example', password: 'Gulf-Shore-2026' } as const;
const CONTEXT = { clientAddress: '127.0.0.1' };
const SIGN_IN_PAGE = 'http://127.0.0.1/account/sign-in';

async function authCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AuthError);
  return (error as AuthError).code;
}

function codeIn(mail: MailMessage | undefined): string {
  const code = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (code === undefined) throw new Error('The mail holds no link with a code');
  return code;
}

/** Declares the behaviour every VisitorAuth must have, and its separation from the admin sign-in. */
export function visitorAuthContract(name: string, setup: () => Promise<VisitorAuthFixture>): void {
  describe(`VisitorAuth contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const visitors = () => fixture().visitors;
    const addStaff = () => fixture().admin.createUser({ ...STAFF, role: 'admin', redirectTo: SIGN_IN_PAGE });

    it('signs a new visitor up with a password, signed in at once, and in again later', async () => {
      const session = await visitors().signUp(BUYER, CONTEXT);
      expect(session.visitor).toEqual({ id: expect.any(String), email: BUYER.email, createdAt: expect.any(String) });
      expect(await visitors().visitorOf(session.accessToken)).toEqual(session.visitor);
      const again = await visitors().signInWithPassword({ ...BUYER, email: ' DANA.buyer@example.com ' }, CONTEXT);
      expect(again.visitor.id).toBe(session.visitor.id);
      expect(await authCode(visitors().signInWithPassword({ ...BUYER, password: 'Wrong-Pass-2026' }, CONTEXT))).toBe(
        'invalid_credentials',
      );
    });

    it('refuses a second account for an address and a weak password', async () => {
      await visitors().signUp(BUYER, CONTEXT);
      expect(await authCode(visitors().signUp({ ...BUYER, email: BUYER.email.toUpperCase() }, CONTEXT))).toBe(
        'email_exists',
      );
      expect(await authCode(visitors().signUp({ email: 'new@example.com', password: 'short' }, CONTEXT))).toBe(
        'weak_password',
      );
    });

    it('mails a one-time sign-in link that makes the account on first use and works once', async () => {
      await visitors().sendSignInLink('link.only@example.com', SIGN_IN_PAGE);
      const mail = (await fixture().sentMail()).at(-1);
      expect(mail?.to).toBe('link.only@example.com');
      expect(mail?.text).toContain(`${SIGN_IN_PAGE}?code=`);
      const session = await visitors().exchangeSignInCode(codeIn(mail));
      expect(session.visitor.email).toBe('link.only@example.com');
      expect((await visitors().visitorOf(session.accessToken)).id).toBe(session.visitor.id);
      expect(await authCode(visitors().exchangeSignInCode(codeIn(mail)))).toBe('pkce_exchange_failed');
    });

    it('refreshes a session and signs it out', async () => {
      const session = await visitors().signUp(BUYER, CONTEXT);
      const refreshed = await visitors().refresh(session.refreshToken);
      expect(refreshed.visitor.id).toBe(session.visitor.id);
      expect((await visitors().visitorOf(refreshed.accessToken)).email).toBe(BUYER.email);
      await visitors().signOut(refreshed.accessToken);
      await expect(visitors().visitorOf(refreshed.accessToken)).rejects.toBeInstanceOf(AuthError);
    });

    it('deletes the account: its sessions end, its password no longer signs in, the address is free again', async () => {
      const session = await visitors().signUp(BUYER, CONTEXT);
      await visitors().deleteAccount(session.accessToken);
      await expect(visitors().visitorOf(session.accessToken)).rejects.toBeInstanceOf(AuthError);
      expect(await authCode(visitors().signInWithPassword(BUYER, CONTEXT))).toBe('invalid_credentials');
      expect((await visitors().signUp(BUYER, CONTEXT)).visitor.id).not.toBe(session.visitor.id);
    });

    describe('separation from the admin sign-in', () => {
      it('never signs a staff account in as a visitor, nor mails it a visitor link', async () => {
        await addStaff();
        const before = (await fixture().sentMail()).length;
        expect(await authCode(visitors().signInWithPassword(STAFF, CONTEXT))).toBe('invalid_credentials');
        expect(await authCode(visitors().signUp(STAFF, CONTEXT))).toBe('email_exists');
        await visitors().sendSignInLink(STAFF.email, SIGN_IN_PAGE);
        expect(await fixture().sentMail()).toHaveLength(before);
      });

      it('never lets a visitor into the admin sign-in, refuses their token there, and lists no visitor as a user', async () => {
        const session = await visitors().signUp(BUYER, CONTEXT);
        expect(await authCode(fixture().gateway.signInWithPassword(BUYER, CONTEXT))).toBe('invalid_credentials');
        await expect(fixture().gateway.getUser(session.accessToken)).rejects.toBeInstanceOf(AuthError);
        await expect(fixture().gateway.refreshSession(session.refreshToken)).rejects.toBeInstanceOf(AuthError);
        expect((await fixture().admin.listUsers()).map((user) => user.email)).not.toContain(BUYER.email);
      });

      it('refuses a staff session as a visitor session', async () => {
        await addStaff();
        const staff = await fixture().gateway.signInWithPassword(STAFF, CONTEXT);
        await expect(visitors().visitorOf(staff.access_token)).rejects.toBeInstanceOf(AuthError);
        await expect(visitors().deleteAccount(staff.access_token)).rejects.toBeInstanceOf(AuthError);
        expect((await fixture().gateway.getUser(staff.access_token)).email).toBe(STAFF.email);
      });
    });
  });
}
