import {
  assertPasswordCredentials,
  assertStrongPassword,
  currentPasswordRequiredError,
  hasSessionExpired,
  isUuid,
  sessionExpiredError,
  sessionMissingError,
  type PasswordChange,
  type AuthGateway,
  type AuthRequestContext,
  type AuthSession,
  type AuthUser,
  type SignOutScope,
} from '@app/domain';
import type { Session, User } from '@supabase/supabase-js';
import { accessTokenClaims, openedByLink } from './access-token-claims.ts';
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

  private nowMs(): number {
    return (this.options.nowMs ?? Date.now)();
  }

  /**
   * Whether the session of a token is past SESSION_LIFETIME_S since its sign-in (the `amr` timestamp):
   * enforced here whatever the project's GOTRUE_SESSIONS_TIMEBOX, which should say the same.
   */
  private pastLifetime(accessToken: string): boolean {
    const { signedInAt } = accessTokenClaims(accessToken);
    return signedInAt !== null && hasSessionExpired(signedInAt * 1000, this.nowMs());
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
    const session = sessionOf(await unwrap(() => client.auth.refreshSession({ refresh_token: refreshToken })));
    if (!this.pastLifetime(session.access_token)) return session;
    await this.signOut(session.access_token, 'local').catch(() => undefined);
    throw sessionExpiredError();
  }

  private async gotrueUser(accessToken: string): Promise<User> {
    if (accessToken.trim() === '') throw sessionMissingError();
    const { client } = this.call();
    return (await unwrap(() => client.auth.getUser(accessToken))).user;
  }

  async getUser(accessToken: string): Promise<AuthUser> {
    const user = userFromGoTrue(await this.gotrueUser(accessToken));
    if (this.pastLifetime(accessToken)) throw sessionExpiredError();
    return user;
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

  /**
   * GoTrue checks `current_password` (with "Require current password when updating" on, see the
   * README) and ends the user's other sessions; a missing one is refused here already, outside a
   * session a mailed link opened.
   */
  async updatePassword(accessToken: string, change: PasswordChange): Promise<AuthUser> {
    const user = await this.getUser(accessToken);
    const claims = accessTokenClaims(accessToken);
    const currentPassword = change.currentPassword ?? '';
    if (!openedByLink(claims) && currentPassword === '') throw currentPasswordRequiredError();
    assertStrongPassword(change.password, user.email);
    const { client, seedSession } = this.call();
    seedSession({ access_token: accessToken, expires_at: claims.exp });
    const attributes = currentPassword === '' ? {} : { current_password: currentPassword };
    return userFromGoTrue(
      (await unwrap(() => client.auth.updateUser({ password: change.password, ...attributes }))).user,
    );
  }
}
