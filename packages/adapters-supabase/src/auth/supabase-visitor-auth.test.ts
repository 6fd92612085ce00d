import { AuthError, ConflictError } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goTrueFixture } from '../../test-support/gotrue-double/gotrue-test-fixture.ts';
import { passwordDigest } from '../../test-support/gotrue-double/gotrue-state.ts';
import { SupabaseAuthUserAdmin } from './supabase-auth-user-admin.ts';
import { SupabaseVisitorAuth } from './supabase-visitor-auth.ts';

type Fixture = Awaited<ReturnType<typeof goTrueFixture>>;
let fixture: Fixture;
const erased: string[] = [];
let eraseFails = false;
const BUYER = { email: 'dana.buyer@example.com', password: 'Tarpon-Bay-2031' };
const CONTEXT = { clientAddress: '127.0.0.1' };

function visitorAuth() {
  const { double } = fixture;
  return new SupabaseVisitorAuth(
    {
      url: double.url,
      anonKey: double.anonKey,
      serviceRoleKey: double.serviceRoleKey,
      eraseVisitorRows: async (visitorId) => {
        if (eraseFails) throw new Error('database down');
        erased.push(visitorId);
      },
    },
    fixture.mailer,
  );
}

beforeAll(async () => {
  fixture = await goTrueFixture();
});
afterAll(() => fixture.close?.());
beforeEach(async () => {
  await fixture.reset();
  erased.length = 0;
  eraseFails = false;
});

describe('SupabaseVisitorAuth', () => {
  it('writes the visitor role into app_metadata with the service key, never into user_metadata', async () => {
    const session = await visitorAuth().signUp(BUYER, CONTEXT);
    const user = fixture.double.state.users.get(session.visitor.id);
    expect(user?.appMetadata.role).toBe('visitor');
    expect(user?.userMetadata).toEqual({});
  });

  it('refuses an account whose user_metadata (which its holder can write) says visitor', async () => {
    fixture.double.state.addUser('self.made@example.com', {
      passwordHash: passwordDigest(BUYER.password),
      emailConfirmedAt: Date.now(),
      userMetadata: { role: 'visitor' },
    });
    const error = await visitorAuth()
      .signInWithPassword({ email: 'self.made@example.com', password: BUYER.password }, CONTEXT)
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).code).toBe('invalid_credentials');
    // The session GoTrue opened for the refused sign-in is ended at once.
    expect(fixture.double.state.sessions.size).toBe(0);
  });

  it('erases the visitor’s rows before deleting the user, and keeps the user when that fails', async () => {
    const session = await visitorAuth().signUp(BUYER, CONTEXT);
    eraseFails = true;
    await expect(visitorAuth().deleteAccount(session.accessToken)).rejects.toThrow('database down');
    expect(fixture.double.state.users.has(session.visitor.id)).toBe(true);
    eraseFails = false;
    await visitorAuth().deleteAccount(session.accessToken);
    expect(erased).toEqual([session.visitor.id]);
    expect(fixture.double.state.users.has(session.visitor.id)).toBe(false);
  });

  it('never turns a visitor into staff: inviting the address of a visitor who only asked for a link is refused', async () => {
    await visitorAuth().sendSignInLink('link.only@example.com', 'http://127.0.0.1/account/sign-in');
    const { double } = fixture;
    const admin = new SupabaseAuthUserAdmin({ url: double.url, serviceRoleKey: double.serviceRoleKey }, fixture.mailer);
    const invite = { email: 'link.only@example.com', role: 'admin' as const, redirectTo: 'http://127.0.0.1/reset' };
    await expect(admin.createUser(invite)).rejects.toBeInstanceOf(ConflictError);
    expect(double.state.userByEmail('link.only@example.com')?.appMetadata.role).toBe('visitor');
    expect((await admin.listUsers()).map((user) => user.email)).not.toContain('link.only@example.com');
  });
});
