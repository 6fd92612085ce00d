import { describe, expect, it } from 'vitest';
import {
  AuthError,
  ERROR_MESSAGES,
  REFRESH_REUSE_GRACE_S,
  SESSION_LIFETIME_S,
  WeakPasswordError,
  type AuthGateway,
  type AuthUserAdmin,
  type MailMessage,
} from '@app/domain';
import { useContractFixture } from './contract-fixture.ts';

/** What the AuthGateway contract needs: the gateway, its user admin, the mail sent, and control of the time. */
export interface AuthGatewayFixture {
  readonly gateway: AuthGateway;
  readonly admin: AuthUserAdmin;
  /** Every mail sent since the last reset, oldest first. */
  sentMail(): Promise<MailMessage[]>;
  /** Moves the adapter's clock forward. */
  advance(ms: number): void;
  /**
   * What a reused refresh token ends: `session` (the default: its refresh and access tokens stop at
   * once) or `refresh-tokens` (Supabase Auth: the session's refresh tokens are revoked, its access
   * tokens stay valid until they expire, see ADR 0009).
   */
  readonly reuseRevokes?: 'session' | 'refresh-tokens';
  /**
   * How a new e-mail address takes effect: `immediate` (the default: the account's address changes at once) or
   * `confirmed-by-mail` (Supabase Auth: a confirmation link goes to the new address, which holds once it is opened).
   */
  readonly emailChange?: 'immediate' | 'confirmed-by-mail';
  reset(): Promise<void>;
  close?(): Promise<void>;
}

export const CONTRACT_ADMIN = { email: 'maria@palmetto.example', password: 'Gulf-Shore-2026' } as const;
export const CONTRACT_CONTEXT = { clientAddress: '127.0.0.1' };
const CONTEXT = CONTRACT_CONTEXT;
export const RESET_PAGE = 'http://127.0.0.1/reset-password';
const NEW_PASSWORD = 'Sanibel-Sunset-77';
const HOUR_MS = 60 * 60_000;

function codeIn(mail: MailMessage | undefined): string {
  const code = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (code === undefined) throw new Error('The mail holds no link with a code');
  return code;
}

/** The code of the AuthError the promise rejects with (and that it does reject with one). */
export async function authCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AuthError);
  return (error as AuthError).code;
}

/** Declares the behaviour every AuthGateway (and its AuthUserAdmin) must have. */
export function authGatewayContract(name: string, setup: () => Promise<AuthGatewayFixture>): void {
  describe(`AuthGateway contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const gateway = () => fixture().gateway;
    const signIn = () => gateway().signInWithPassword(CONTRACT_ADMIN, CONTEXT);
    const addAdmin = () => fixture().admin.createUser({ ...CONTRACT_ADMIN, role: 'admin', redirectTo: RESET_PAGE });

    it("answers a session in the spec's shape for the right password", async () => {
      await addAdmin();
      const session = await signIn();
      expect(session.token_type).toBe('bearer');
      expect(session.expires_at - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(session.expires_in + 5);
      expect(session.user).toMatchObject({ email: CONTRACT_ADMIN.email, role: 'admin' });
      expect(await gateway().getUser(session.access_token)).toMatchObject({ id: session.user.id, role: 'admin' });
    });

    it('refuses a wrong password and an unknown address alike, and missing fields with the spec message', async () => {
      await addAdmin();
      expect(
        await authCode(gateway().signInWithPassword({ ...CONTRACT_ADMIN, password: 'Wrong-Pass-2026' }, CONTEXT)),
      ).toBe('invalid_credentials');
      expect(
        await authCode(gateway().signInWithPassword({ email: 'nobody@palmetto.example', password: 'x' }, CONTEXT)),
      ).toBe('invalid_credentials');
      await expect(gateway().signInWithPassword({ email: '', password: '' }, CONTEXT)).rejects.toThrow(
        ERROR_MESSAGES.authCredentialsRequired,
      );
    });

    it('refuses a malformed, forged or expired access token as a bad JWT, and none as a missing session', async () => {
      await addAdmin();
      const { access_token } = await signIn();
      expect(await authCode(gateway().getUser('not-a-jwt'))).toBe('bad_jwt');
      expect(await authCode(gateway().getUser(`${access_token.slice(0, -4)}AAAA`))).toBe('bad_jwt');
      await expect(gateway().getUser('')).rejects.toThrow(ERROR_MESSAGES.authSessionMissing);
      fixture().advance(2 * 60 * 60_000);
      expect(await authCode(gateway().getUser(access_token))).toBe('bad_jwt');
    });

    it('rotates refresh tokens, and a token reused later revokes the whole session', async () => {
      await addAdmin();
      const first = await signIn();
      const second = await gateway().refreshSession(first.refresh_token);
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect((await gateway().getUser(second.access_token)).email).toBe(CONTRACT_ADMIN.email);
      fixture().advance(60_000);
      expect(await authCode(gateway().refreshSession(first.refresh_token))).toBe('refresh_token_reused');
      if ((fixture().reuseRevokes ?? 'session') === 'session') {
        expect(await authCode(gateway().refreshSession(second.refresh_token))).toBe('refresh_token_not_found');
        await expect(gateway().getUser(second.access_token)).rejects.toThrow(AuthError);
      } else {
        expect(await authCode(gateway().refreshSession(second.refresh_token))).toBe('refresh_token_reused');
        fixture().advance(2 * 60 * 60_000);
        await expect(gateway().getUser(second.access_token)).rejects.toThrow(AuthError);
      }
    });

    it('signs out this session (local), every session (global) or the others', async () => {
      await addAdmin();
      const [a, b, c] = [await signIn(), await signIn(), await signIn()];
      await gateway().signOut(a.access_token, 'others');
      expect((await gateway().getUser(a.access_token)).email).toBe(CONTRACT_ADMIN.email);
      await expect(gateway().getUser(b.access_token)).rejects.toThrow(AuthError);
      await gateway().signOut(a.access_token, 'local');
      await expect(gateway().getUser(a.access_token)).rejects.toThrow(AuthError);
      const d = await signIn();
      const e = await signIn();
      await gateway().signOut(d.access_token, 'global');
      for (const ended of [c, d, e]) {
        await expect(gateway().getUser(ended.access_token)).rejects.toThrow(AuthError);
        await expect(gateway().refreshSession(ended.refresh_token)).rejects.toThrow(AuthError);
      }
    });

    it('answers the same successor to a refresh token presented again within the grace period', async () => {
      await addAdmin();
      const first = await signIn();
      const second = await gateway().refreshSession(first.refresh_token);
      fixture().advance((REFRESH_REUSE_GRACE_S - 2) * 1000);
      const again = await gateway().refreshSession(first.refresh_token);
      expect(again.refresh_token).toBe(second.refresh_token);
      expect((await gateway().getUser(again.access_token)).email).toBe(CONTRACT_ADMIN.email);
      const third = await gateway().refreshSession(second.refresh_token);
      expect(third.refresh_token).not.toBe(second.refresh_token);
      expect((await gateway().getUser(third.access_token)).email).toBe(CONTRACT_ADMIN.email);
    });

    it('ends a session 30 days after sign-in however often it was refreshed', async () => {
      await addAdmin();
      let session = await signIn();
      for (let day = 0; day < 29; day++) {
        fixture().advance(24 * HOUR_MS);
        session = await gateway().refreshSession(session.refresh_token);
      }
      fixture().advance(SESSION_LIFETIME_S * 1000 - 29 * 24 * HOUR_MS - 10 * 60_000);
      session = await gateway().refreshSession(session.refresh_token);
      expect((await gateway().getUser(session.access_token)).email).toBe(CONTRACT_ADMIN.email);
      fixture().advance(20 * 60_000);
      await expect(gateway().getUser(session.access_token)).rejects.toThrow(AuthError);
      expect(await authCode(gateway().refreshSession(session.refresh_token))).toBe('session_expired');
      expect((await gateway().getUser((await signIn()).access_token)).email).toBe(CONTRACT_ADMIN.email);
    });

    it('asks for the current password to change it, then ends every other session and keeps this one', async () => {
      await addAdmin();
      const [here, elsewhere] = [await signIn(), await signIn()];
      const change = (currentPassword?: string) =>
        gateway().updatePassword(here.access_token, { password: NEW_PASSWORD, currentPassword });
      expect(await authCode(change())).toBe('current_password_required');
      expect(await authCode(change('Wrong-Pass-2026'))).toBe('current_password_invalid');
      expect((await gateway().getUser(elsewhere.access_token)).email).toBe(CONTRACT_ADMIN.email);
      expect((await change(CONTRACT_ADMIN.password)).email).toBe(CONTRACT_ADMIN.email);
      await expect(gateway().getUser(elsewhere.access_token)).rejects.toThrow(AuthError);
      await expect(gateway().refreshSession(elsewhere.refresh_token)).rejects.toThrow(AuthError);
      expect((await gateway().getUser(here.access_token)).email).toBe(CONTRACT_ADMIN.email);
      expect((await gateway().refreshSession(here.refresh_token)).user.email).toBe(CONTRACT_ADMIN.email);
      expect(await authCode(signIn())).toBe('invalid_credentials');
      await gateway().signInWithPassword({ email: CONTRACT_ADMIN.email, password: NEW_PASSWORD }, CONTEXT);
    });

    it('mails a one-time reset link that signs in once and sets a password, ending every earlier session', async () => {
      await addAdmin();
      const before = await signIn();
      await gateway().requestPasswordReset('nobody@palmetto.example', RESET_PAGE);
      expect(await fixture().sentMail()).toEqual([]);
      await gateway().requestPasswordReset(CONTRACT_ADMIN.email.toUpperCase(), RESET_PAGE);
      const [mail] = await fixture().sentMail();
      expect(mail?.to).toBe(CONTRACT_ADMIN.email);
      const session = await gateway().exchangeCode(codeIn(mail));
      const updated = await gateway().updatePassword(session.access_token, { password: NEW_PASSWORD });
      expect(updated.email).toBe(CONTRACT_ADMIN.email);
      expect(await authCode(gateway().exchangeCode(codeIn(mail)))).toBe('pkce_exchange_failed');
      await expect(gateway().getUser(before.access_token)).rejects.toThrow(AuthError);
      await expect(gateway().refreshSession(before.refresh_token)).rejects.toThrow(AuthError);
      expect((await gateway().getUser(session.access_token)).email).toBe(CONTRACT_ADMIN.email);
      expect(await authCode(signIn())).toBe('invalid_credentials');
      await gateway().signInWithPassword({ email: CONTRACT_ADMIN.email, password: NEW_PASSWORD }, CONTEXT);
    });

    it('refuses a weak new password with every reason', async () => {
      await addAdmin();
      const { access_token } = await signIn();
      const error = await gateway()
        .updatePassword(access_token, { password: 'short', currentPassword: CONTRACT_ADMIN.password })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(WeakPasswordError);
      expect((error as WeakPasswordError).reasons.length).toBeGreaterThan(1);
    });

    it('lets an admin invite, change roles and delete accounts', async () => {
      const admin = fixture().admin;
      const invited = await admin.createUser({
        email: 'new.editor@palmetto.example',
        role: 'editor',
        redirectTo: RESET_PAGE,
      });
      expect(invited.role).toBe('editor');
      const [invite] = await fixture().sentMail();
      expect(invite?.to).toBe('new.editor@palmetto.example');
      await gateway().exchangeCode(codeIn(invite));
      await expect(
        admin.createUser({ email: 'NEW.editor@palmetto.example', role: 'admin', redirectTo: RESET_PAGE }),
      ).rejects.toThrow(/already exists/);
      expect((await admin.setRole(invited.id, null)).role).toBeNull();
      expect((await admin.listUsers()).map((user) => user.email)).toEqual(['new.editor@palmetto.example']);
      await admin.deleteUser(invited.id);
      expect(await admin.listUsers()).toEqual([]);
      await expect(admin.setRole('not-a-uuid', 'admin')).rejects.toThrow(/UUID/);
    });
  });
}
