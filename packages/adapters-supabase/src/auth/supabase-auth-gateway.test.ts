import { AuthError, WeakPasswordError } from '@app/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessTokenClaims } from './access-token-claims.ts';
import type { FlowCookieOptions } from './flow-cookies.ts';
import { goTrueFixture } from '../../test-support/gotrue-double/gotrue-test-fixture.ts';
import { SupabaseAuthGateway } from './supabase-auth-gateway.ts';

type Fixture = Awaited<ReturnType<typeof goTrueFixture>>;
let fixture: Fixture;
const RESET_PAGE = 'http://127.0.0.1/reset-password';
const ADMIN = {
  email: 'maria@palmetto.example',
  password: 'Gulf-Shore-2026',
  role: 'admin' as const,
  redirectTo: RESET_PAGE,
};

/** A browser's cookie jar as the API hands it to the gateway, remembering the attributes set. */
function browser() {
  const cookies = new Map<string, { value: string; options: FlowCookieOptions }>();
  return {
    cookies,
    jar: {
      getAll: () => [...cookies].map(([name, { value }]) => ({ name, value })),
      set: (name: string, value: string, options: FlowCookieOptions) =>
        value === '' ? cookies.delete(name) : cookies.set(name, { value, options }),
    },
  };
}

const DAY_MS = 24 * 60 * 60_000;

const codeOf = (text: string | undefined) => /[?&]code=([0-9a-f-]{36})/.exec(text ?? '')?.[1] ?? '';

beforeAll(async () => {
  fixture = await goTrueFixture({ passwordMinLength: 16 });
});
afterAll(() => fixture.close?.());
beforeEach(() => fixture.reset());

describe('SupabaseAuthGateway', () => {
  it('keeps the PKCE verifier of a reset in the asking browser (httpOnly, SameSite lax, path /), so only that browser can use the link', async () => {
    await fixture.admin.createUser({ ...ADMIN, password: 'Gulf-Shore-2026-Naples' });
    const asking = browser();
    await fixture.gateway.withFlowCookies(asking.jar).requestPasswordReset(ADMIN.email, RESET_PAGE);

    const [flow] = fixture.double.state.flowStates.values();
    expect(flow?.method).toBe('s256');
    const verifier = [...asking.cookies].find(([name]) => name === 'sb-palmetto-auth-code-verifier');
    expect(verifier?.[1].options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    const [mail] = await fixture.sentMail();
    expect(mail?.text).toMatch(/landed on http:\/\/127\.0\.0\.1\/reset-password\?(?:sb_flow_id=\w+&)?code=/);

    const other = fixture.gateway.withFlowCookies(browser().jar);
    const refused = await other.exchangeCode(codeOf(mail?.text)).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'pkce_exchange_failed' });
  });

  it("reports GoTrue's own weak_password reasons in words when its policy is stricter than the site's", async () => {
    const error = await fixture.admin
      .createUser({ ...ADMIN, password: 'Gulf-Shore-2026' })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(WeakPasswordError);
    expect((error as WeakPasswordError).reasons).toEqual(['use a longer password']);
  });

  it('ends a session 30 days after sign-in by its amr timestamp, even in a project that does not time-box sessions', async () => {
    const password = 'Gulf-Shore-2026-Naples';
    await fixture.admin.createUser({ ...ADMIN, password });
    const first = await fixture.gateway.signInWithPassword({ email: ADMIN.email, password }, { clientAddress: '' });
    fixture.advance(29 * DAY_MS);
    const refreshed = await fixture.gateway.refreshSession(first.refresh_token);
    expect(accessTokenClaims(refreshed.access_token).signedInAt).toBe(accessTokenClaims(first.access_token).signedInAt);
    fixture.advance(DAY_MS + 60_000);
    expect(
      await fixture.gateway.refreshSession(refreshed.refresh_token).catch((error: unknown) => error),
    ).toMatchObject({
      code: 'session_expired',
    });
    expect(fixture.double.state.sessions.size).toBe(0);
  });

  it('refuses a password change without the current password even in a project that does not ask for it', async () => {
    const password = 'Gulf-Shore-2026-Naples';
    await fixture.admin.createUser({ ...ADMIN, password });
    const { access_token } = await fixture.gateway.signInWithPassword(
      { email: ADMIN.email, password },
      { clientAddress: '' },
    );
    const refused = await fixture.gateway
      .updatePassword(access_token, { password: 'Sanibel-Sunset-2026-Gulf' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'current_password_required' });
    expect(fixture.double.state.userByEmail(ADMIN.email)?.updatedAt).toBe(
      fixture.double.state.userByEmail(ADMIN.email)?.createdAt,
    );
  });

  it('answers a retryable fetch error when Supabase Auth is down or unreachable', async () => {
    const down = setupServer(
      http.get('https://down.supabase.co/auth/v1/user', () =>
        HttpResponse.json({ message: 'upstream' }, { status: 503 }),
      ),
    );
    void fixture.close?.();
    down.listen();
    try {
      const gateway = new SupabaseAuthGateway({ url: 'https://down.supabase.co', anonKey: fixture.double.anonKey });
      const unreachable = new SupabaseAuthGateway({ url: 'http://127.0.0.1:9', anonKey: fixture.double.anonKey });
      await expect(gateway.getUser('a.b.c')).rejects.toMatchObject({ code: 'retryable_fetch_error', status: 503 });
      down.close();
      const error = await unreachable.getUser('a.b.c').catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(AuthError);
      expect(error).toMatchObject({ code: 'retryable_fetch_error' });
    } finally {
      down.close();
      fixture = await goTrueFixture({ passwordMinLength: 16 });
    }
  });
});
