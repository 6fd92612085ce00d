import {
  AuthError,
  ConflictError,
  currentPasswordInvalidError,
  emailTakenError,
  type ProfileChange,
  validProfileChange,
  assertPasswordCredentials,
  assertStrongPassword,
  currentPasswordRequiredError,
  invalidCredentialsError,
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
import { linkFailedError, unwrapAuth as unwrap } from './supabase-auth-errors.ts';
import { isVisitorUser, sessionFromGoTrue, userFromGoTrue } from './gotrue-user.mapper.ts';

function sessionOf(data: { session: Session | null }): AuthSession {
  if (data.session === null) throw sessionMissingError();
  return sessionFromGoTrue(data.session);
}

/** The session of a staff account; a visitor's (role visitor, ADR 0028) is refused as `refusal`. */
function staffSessionOf(data: { session: Session | null }, refusal: () => AuthError): AuthSession {
  if (data.session !== null && isVisitorUser(data.session.user)) throw refusal();
  return sessionOf(data);
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
    const answer = await unwrap(() =>
      client.auth.signInWithPassword({ email: input.email.trim(), password: input.password }),
    );
    // A visitor's password does not open the admin area: their new session ends at once, answered as a wrong password.
    if (answer.session !== null && isVisitorUser(answer.session.user))
      await this.signOut(answer.session.access_token, 'local').catch(() => undefined);
    return staffSessionOf(answer, invalidCredentialsError);
  }

  async refreshSession(refreshToken: string): Promise<AuthSession> {
    if (refreshToken.trim() === '') throw sessionMissingError();
    const { client } = this.call();
    const session = staffSessionOf(
      await unwrap(() => client.auth.refreshSession({ refresh_token: refreshToken })),
      sessionMissingError,
    );
    if (!this.pastLifetime(session.access_token)) return session;
    await this.signOut(session.access_token, 'local').catch(() => undefined);
    throw sessionExpiredError();
  }

  private async gotrueUser(accessToken: string): Promise<User> {
    if (accessToken.trim() === '') throw sessionMissingError();
    const { client } = this.call();
    return (await unwrap(() => client.auth.getUser(accessToken))).user;
  }

  /** The staff user of a token; a visitor's token is refused as a missing session. */
  async getUser(accessToken: string): Promise<AuthUser> {
    const gotrueUser = await this.gotrueUser(accessToken);
    if (isVisitorUser(gotrueUser)) throw sessionMissingError();
    const user = userFromGoTrue(gotrueUser);
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
    if (isUuid(code))
      return staffSessionOf(await unwrap(() => client.auth.exchangeCodeForSession(code)), linkFailedError);
    return staffSessionOf(
      await unwrap(() => client.auth.verifyOtp({ token_hash: code, type: 'email' })),
      linkFailedError,
    );
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

  /**
   * The name goes to `user_metadata.name`; a new address through PUT /user, after the current password is proven by
   * a password sign-in (GoTrue asks for none to change an address): GoTrue mails a confirmation link to the new
   * address and changes it once the link is opened.
   */
  async updateProfile(accessToken: string, change: ProfileChange): Promise<AuthUser> {
    const user = await this.getUser(accessToken);
    const valid = validProfileChange(change, user.email);
    if (valid.email !== undefined) await this.proveCurrentPassword(user.email, valid.currentPassword);
    const claims = accessTokenClaims(accessToken);
    const { client, seedSession } = this.call();
    seedSession({ access_token: accessToken, expires_at: claims.exp });
    const attributes = {
      ...(valid.name === undefined ? {} : { data: { name: valid.name } }),
      ...(valid.email === undefined ? {} : { email: valid.email }),
    };
    try {
      return userFromGoTrue((await unwrap(() => client.auth.updateUser(attributes))).user);
    } catch (error) {
      throw error instanceof ConflictError ? emailTakenError() : error;
    }
  }

  /** Signs in with the password in a session of its own, ended at once; current_password_invalid when wrong. */
  private async proveCurrentPassword(email: string, password: string): Promise<void> {
    try {
      const proof = await this.signInWithPassword({ email, password }, { clientAddress: '' });
      await this.signOut(proof.access_token, 'local').catch(() => undefined);
    } catch (error) {
      if (error instanceof AuthError && error.code === 'invalid_credentials')
        throw currentPasswordInvalidError('email address');
      throw error;
    }
  }
}
