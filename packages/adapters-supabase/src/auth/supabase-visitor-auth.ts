import {
  ConflictError,
  VISITOR_ROLE,
  assertPasswordCredentials,
  assertStrongPassword,
  assertVisitorEmail,
  emailExistsError,
  hasSessionExpired,
  invalidCredentialsError,
  linkWithCode,
  sessionExpiredError,
  sessionMissingError,
  visitorSignInMail,
  type AuthError,
  type AuthRequestContext,
  type Mailer,
  type Visitor,
  type VisitorAuth,
  type VisitorSession,
} from '@app/domain';
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { accessTokenClaims } from './access-token-claims.ts';
import { createMemoryFlowCookies } from './flow-cookies.ts';
import { allUsers, createAdminClient, unwrapAdmin, type SupabaseUserAdminOptions } from './gotrue-admin-client.ts';
import { isVisitorUser, visitorFromGoTrue } from './gotrue-user.mapper.ts';
import { createAuthCall, type SupabaseAuthOptions } from './supabase-auth-client.ts';
import { linkFailedError, unwrapAuth } from './supabase-auth-errors.ts';

/** What the visitor sign-in needs of the project: its public key for the user's calls, the service key for the rest. */
export interface SupabaseVisitorAuthOptions extends SupabaseAuthOptions {
  readonly serviceRoleKey: string;
  /**
   * Deletes every row the site keeps for a visitor (saved homes and searches, alert settings and tokens, shares),
   * before their Supabase user is deleted; the server passes a transaction over its database (ADR 0040).
   */
  readonly eraseVisitorRows: (visitorId: string) => Promise<void>;
}

/**
 * Visitor accounts on Supabase Auth (GoTrue), ADR 0040: users whose `app_metadata.role` is `visitor`, a claim only the
 * server writes (with the service key: sign-up and the first sign-in link make the user through the admin API, never
 * through the public /signup, whose user_metadata anyone could fill). Password sign-in and refresh use GoTrue's token
 * endpoint; the sign-in link is GoTrue's magic link (`admin/generate_link`, redeemed with `POST /verify`), mailed
 * through the site's Mailer as the admin invitations are, so it works in any browser. A staff account is unknown here,
 * as a visitor is to SupabaseAuthGateway.
 */
export class SupabaseVisitorAuth implements VisitorAuth {
  private readonly admin: SupabaseClient;

  constructor(
    private readonly options: SupabaseVisitorAuthOptions,
    private readonly mailer: Mailer,
  ) {
    const adminOptions: SupabaseUserAdminOptions = {
      url: options.url,
      serviceRoleKey: options.serviceRoleKey,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    };
    this.admin = createAdminClient(adminOptions);
  }

  private client(): SupabaseClient {
    return createAuthCall(this.options, createMemoryFlowCookies()).client;
  }

  /** A visitor's session; another account's session ends at once and is refused as `refusal`. */
  private async visitorSession(data: { session: Session | null }, refusal: () => AuthError): Promise<VisitorSession> {
    const { session } = data;
    if (session === null) throw sessionMissingError();
    if (!isVisitorUser(session.user)) {
      await this.admin.auth.admin.signOut(session.access_token, 'local').catch(() => undefined);
      throw refusal();
    }
    return {
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
      expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
      visitor: visitorFromGoTrue(session.user),
    };
  }

  /** A new visitor user (role visitor in app_metadata); null when the address has an account already. */
  private async newVisitorUser(email: string, password?: string): Promise<User | null> {
    const attributes = {
      email,
      email_confirm: password !== undefined,
      app_metadata: { role: VISITOR_ROLE },
      ...(password === undefined ? {} : { password }),
    };
    try {
      return (await unwrapAdmin(() => this.admin.auth.admin.createUser(attributes))).user;
    } catch (error) {
      if (error instanceof ConflictError) return null;
      throw error;
    }
  }

  async signUp(input: { email: string; password: string }, context: AuthRequestContext): Promise<VisitorSession> {
    assertPasswordCredentials(input);
    const email = input.email.trim().toLowerCase();
    assertVisitorEmail(email);
    assertStrongPassword(input.password, email);
    if ((await this.newVisitorUser(email, input.password)) === null) throw emailExistsError();
    return this.signInWithPassword({ email, password: input.password }, context);
  }

  async signInWithPassword(
    input: { email: string; password: string },
    _context: AuthRequestContext,
  ): Promise<VisitorSession> {
    assertPasswordCredentials(input);
    const client = this.client();
    const answer = await unwrapAuth(() =>
      client.auth.signInWithPassword({ email: input.email.trim(), password: input.password }),
    );
    return this.visitorSession(answer, invalidCredentialsError);
  }

  /** Makes the visitor user on the first request for the address; mails nothing to a staff address. */
  async sendSignInLink(email: string, redirectTo: string): Promise<void> {
    const address = email.trim().toLowerCase();
    assertVisitorEmail(address);
    const user =
      (await this.newVisitorUser(address)) ??
      (await allUsers(this.admin)).find((candidate) => candidate.email === address);
    if (user === undefined || !isVisitorUser(user)) return;
    const link = await unwrapAdmin(() =>
      this.admin.auth.admin.generateLink({ type: 'magiclink', email: address, options: { redirectTo } }),
    );
    await this.mailer.send(visitorSignInMail(address, linkWithCode(redirectTo, link.properties.hashed_token)));
  }

  async exchangeSignInCode(code: string): Promise<VisitorSession> {
    if (code.trim() === '') throw linkFailedError();
    const client = this.client();
    const answer = await unwrapAuth(() => client.auth.verifyOtp({ token_hash: code, type: 'magiclink' }));
    return this.visitorSession(answer, linkFailedError);
  }

  async refresh(refreshToken: string): Promise<VisitorSession> {
    if (refreshToken.trim() === '') throw sessionMissingError();
    const client = this.client();
    const answer = await unwrapAuth(() => client.auth.refreshSession({ refresh_token: refreshToken }));
    return this.visitorSession(answer, sessionMissingError);
  }

  /** The visitor of a live token: a staff token, or one past the session lifetime, is refused. */
  async visitorOf(accessToken: string): Promise<Visitor> {
    if (accessToken.trim() === '') throw sessionMissingError();
    const client = this.client();
    const { user } = await unwrapAuth(() => client.auth.getUser(accessToken));
    if (!isVisitorUser(user)) throw sessionMissingError();
    const { signedInAt } = accessTokenClaims(accessToken);
    if (signedInAt !== null && hasSessionExpired(signedInAt * 1000, (this.options.nowMs ?? Date.now)()))
      throw sessionExpiredError();
    return visitorFromGoTrue(user);
  }

  async signOut(accessToken: string): Promise<void> {
    await this.visitorOf(accessToken);
    await unwrapAuth(() => this.admin.auth.admin.signOut(accessToken, 'local'));
  }

  /** The visitor's rows first, then their user (GoTrue ends its sessions with it). */
  async deleteAccount(accessToken: string): Promise<void> {
    const visitor = await this.visitorOf(accessToken);
    await this.options.eraseVisitorRows(visitor.id);
    await unwrapAdmin(() => this.admin.auth.admin.deleteUser(visitor.id));
  }
}
