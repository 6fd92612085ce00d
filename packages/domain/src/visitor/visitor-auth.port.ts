import type { AuthRequestContext } from '../auth/auth-gateway.port.ts';

/** A visitor account: a buyer who saves homes and searches. Never a user of the admin area. */
export interface Visitor {
  readonly id: string;
  readonly email: string;
  readonly createdAt: string;
}

/** A visitor's session: its tokens (kept by the server in the visitor cookie) and when the access token expires. */
export interface VisitorSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
  readonly visitor: Visitor;
}

/**
 * Sign-up, sign-in and account deletion for visitors (role `visitor`), over the same accounts,
 * sessions, password hashing and lock-out as the admin sign-in but never answering or accepting a
 * staff account: an admin address cannot sign in here, and a visitor's session is refused by the
 * admin gateway (ADR 0028). Failures are AuthErrors.
 */
export interface VisitorAuth {
  /** A new account with a password (weak_password, email_exists), signed in. */
  signUp(input: { email: string; password: string }, context: AuthRequestContext): Promise<VisitorSession>;
  /** invalid_credentials for a wrong password, an unknown address or a staff address. */
  signInWithPassword(input: { email: string; password: string }, context: AuthRequestContext): Promise<VisitorSession>;
  /**
   * Mails a one-time sign-in link (the account is made on first use when the address has none);
   * resolves the same whatever the address, and sends nothing to a staff address.
   */
  sendSignInLink(email: string, redirectTo: string): Promise<void>;
  /** Trades a sign-in link's code for a session. */
  exchangeSignInCode(code: string): Promise<VisitorSession>;
  /** A new session for a refresh token (rotation, as the admin sessions). */
  refresh(refreshToken: string): Promise<VisitorSession>;
  /** The visitor of a valid access token; an AuthError otherwise (also for a staff token). */
  visitorOf(accessToken: string): Promise<Visitor>;
  /** Ends this session. */
  signOut(accessToken: string): Promise<void>;
  /** Deletes the account of the token and every session of it. */
  deleteAccount(accessToken: string): Promise<void>;
}
