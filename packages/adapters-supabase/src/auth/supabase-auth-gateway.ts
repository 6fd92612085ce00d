import {
  assertPasswordCredentials,
  assertStrongPassword,
  isUuid,
  sessionMissingError,
  type AuthGateway,
  type AuthRequestContext,
  type AuthSession,
  type AuthUser,
  type SignOutScope,
} from '@app/domain';
import type { Session, User } from '@supabase/supabase-js';
import { createMemoryFlowCookies, type FlowCookies } from './flow-cookies.ts';
import { createAuthCall, type SupabaseAuthOptions } from './supabase-auth-client.ts';
import { toDomainAuthError } from './supabase-auth-errors.ts';
import { sessionFromGoTrue, userFromGoTrue } from './gotrue-user.mapper.ts';

type Answer = { data: unknown; error: unknown };
/** The data of an answer that carries no error. */
type DataOf<R extends Answer> = Extract<R, { error: null }>['data'];

/** The data of a supabase-js answer, or its error as the domain's. */
async function unwrap<R extends Answer>(call: () => Promise<R>): Promise<DataOf<R>> {
  let answer: R;
  try {
    answer = await call();
  } catch (error) {
    throw toDomainAuthError(error);
  }
  if (answer.error) throw toDomainAuthError(answer.error);
  return answer.data;
}

function sessionOf(data: { session: Session | null }): AuthSession {
  if (data.session === null) throw sessionMissingError();
  return sessionFromGoTrue(data.session);
}

function expiryOf(accessToken: string): number {
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp : 0;
  } catch {
    return 0;
  }
}

/**
 * The AuthGateway over Supabase Auth (GoTrue), through @supabase/ssr's server client: password
 * sign-in, refresh-token rotation, sign-out by scope, and password recovery by PKCE (the code
 * verifier waits in the requesting browser's cookies, see FlowCookies). Links an admin mails
 * (invitations, resets sent for someone else) carry a token hash instead, verified by `exchangeCode`.
 */
export class SupabaseAuthGateway implements AuthGateway {
  constructor(
    private readonly options: SupabaseAuthOptions,
    private readonly flowCookies: FlowCookies = createMemoryFlowCookies(),
  ) {}

  /** The same gateway, keeping PKCE verifiers in the given browser's cookies. */
  withFlowCookies(cookies: FlowCookies): SupabaseAuthGateway {
    return new SupabaseAuthGateway(this.options, cookies);
  }

  private call() {
    return createAuthCall(this.options, this.flowCookies);
  }

  async signInWithPassword(
    input: { email: string; password: string },
    _context: AuthRequestContext,
  ): Promise<AuthSession> {
    assertPasswordCredentials(input);
    const { client } = this.call();
    return sessionOf(
      await unwrap(() => client.auth.signInWithPassword({ email: input.email.trim(), password: input.password })),
    );
  }

  async refreshSession(refreshToken: string): Promise<AuthSession> {
    if (refreshToken.trim() === '') throw sessionMissingError();
    const { client } = this.call();
    return sessionOf(await unwrap(() => client.auth.refreshSession({ refresh_token: refreshToken })));
  }

  private async gotrueUser(accessToken: string): Promise<User> {
    if (accessToken.trim() === '') throw sessionMissingError();
    const { client } = this.call();
    return (await unwrap(() => client.auth.getUser(accessToken))).user;
  }

  async getUser(accessToken: string): Promise<AuthUser> {
    return userFromGoTrue(await this.gotrueUser(accessToken));
  }

  async signOut(accessToken: string, scope: SignOutScope): Promise<void> {
    if (accessToken.trim() === '') throw sessionMissingError();
    const { client } = this.call();
    await unwrap(() => client.auth.admin.signOut(accessToken, scope));
  }

  /** GoTrue answers the same whether or not the address has an account; a reset asked again within its mail interval is
   * dropped too. */
  async requestPasswordReset(email: string, redirectTo: string): Promise<void> {
    const { client } = this.call();
    try {
      await unwrap(() => client.auth.resetPasswordForEmail(email.trim(), { redirectTo }));
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'over_request_rate_limit')) throw error;
    }
  }

  /** A PKCE auth code (a UUID, from GoTrue's redirect) or the token hash of a link an admin mailed. */
  async exchangeCode(code: string): Promise<AuthSession> {
    const { client } = this.call();
    if (isUuid(code)) return sessionOf(await unwrap(() => client.auth.exchangeCodeForSession(code)));
    return sessionOf(await unwrap(() => client.auth.verifyOtp({ token_hash: code, type: 'email' })));
  }

  async updatePassword(accessToken: string, password: string): Promise<AuthUser> {
    const user = userFromGoTrue(await this.gotrueUser(accessToken));
    assertStrongPassword(password, user.email);
    const { client, seedSession } = this.call();
    seedSession({ access_token: accessToken, expires_at: expiryOf(accessToken) });
    return userFromGoTrue((await unwrap(() => client.auth.updateUser({ password }))).user);
  }
}
