import { describe, expect, it } from 'vitest';
import {
  AuthError,
  ERROR_MESSAGES,
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
  reset(): Promise<void>;
  close?(): Promise<void>;
}

export const CONTRACT_ADMIN = { email: 'maria@palmetto.example', password: 'Gulf-Shore-2026' } as const;
const CONTEXT = { clientAddress: '127.0.0.1' };
const RESET_PAGE = 'http://127.0.0.1/reset-password';

function codeIn(mail: MailMessage | undefined): string {
  const code = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (code === undefined) throw new Error('The mail holds no link with a code');
  return code;
}

async function authCode(promise: Promise<unknown>): Promise<string> {
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
      await expect(gateway().getUser(e.access_token)).rejects.toThrow(AuthError);
      await expect(gateway().getUser(c.access_token)).rejects.toThrow(AuthError);
    });

    it('mails a one-time reset link that signs in once, and says nothing about unknown addresses', async () => {
      await addAdmin();
      await gateway().requestPasswordReset('nobody@palmetto.example', RESET_PAGE);
      expect(await fixture().sentMail()).toEqual([]);
      await gateway().requestPasswordReset(CONTRACT_ADMIN.email.toUpperCase(), RESET_PAGE);
      const [mail] = await fixture().sentMail();
      expect(mail?.to).toBe(CONTRACT_ADMIN.email);
      const session = await gateway().exchangeCode(codeIn(mail));
      const updated = await gateway().updatePassword(session.access_token, 'Sanibel-Sunset-77');
      expect(updated.email).toBe(CONTRACT_ADMIN.email);
      expect(await authCode(gateway().exchangeCode(codeIn(mail)))).toBe('pkce_exchange_failed');
      expect(await authCode(signIn())).toBe('invalid_credentials');
      await gateway().signInWithPassword({ email: CONTRACT_ADMIN.email, password: 'Sanibel-Sunset-77' }, CONTEXT);
    });

    it('refuses a weak new password with every reason', async () => {
      await addAdmin();
      const { access_token } = await signIn();
      const error = await gateway()
        .updatePassword(access_token, 'short')
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
