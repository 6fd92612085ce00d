import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A user row as GoTrue keeps it (auth.users), with only the columns the double needs. */
export interface DoubleUser {
  readonly id: string;
  email: string;
  /** SHA-256 of the password (GoTrue keeps bcrypt; the double only compares). */
  passwordHash: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  readonly createdAt: number;
  updatedAt: number;
  lastSignInAt: number | null;
  emailConfirmedAt: number | null;
  invitedAt: number | null;
  recoverySentAt: number | null;
  /** A new address waiting for its confirmation link (auth.users.email_change), or null. */
  emailChange: string | null;
  /** The user's second factors (auth.mfa_factors), loaded with the user as GoTrue does. */
  factors: DoubleFactor[];
}

/** A TOTP factor (auth.mfa_factors): unverified from enrolment until its first code is verified. */
export interface DoubleFactor {
  readonly id: string;
  readonly friendlyName: string;
  /** The base32 secret (GoTrue may encrypt it at rest; the double keeps it plain). */
  readonly secret: string;
  status: 'unverified' | 'verified';
  readonly createdAt: number;
  updatedAt: number;
  lastChallengedAt: number | null;
  /** Its challenges (auth.mfa_challenges), each verified at most once, from the address that asked for it. */
  challenges: DoubleChallenge[];
}

/** A challenge of a factor (auth.mfa_challenges). */
export interface DoubleChallenge {
  readonly id: string;
  readonly ipAddress: string;
  readonly createdAt: number;
  verifiedAt: number | null;
}

/** The second-factor claim of a session (its `totp` row in auth.mfa_amr_claims and the session's aal and factor_id). */
export interface DoubleMfaClaim {
  readonly factorId: string;
  readonly timestamp: number;
}

/**
 * A session (auth.sessions) with the one authentication-method claim (auth.mfa_amr_claims) its
 * sign-in recorded: every access token of the session carries it, refreshed or not.
 */
export interface DoubleSession {
  readonly id: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly amr: { readonly method: string; readonly timestamp: number };
  /** Set when a code was verified in the session (aal2); null at aal1. */
  mfa: DoubleMfaClaim | null;
}

/** A refresh token (auth.refresh_tokens): revoked when used, with its parent for reuse detection. */
export interface DoubleRefreshToken {
  readonly token: string;
  readonly sessionId: string;
  readonly parent: string | null;
  revoked: boolean;
  updatedAt: number;
}

/** A PKCE flow (auth.flow_state): the challenge sent with the request, the code given at /verify. */
export interface DoubleFlowState {
  readonly id: string;
  readonly authCode: string;
  readonly codeChallenge: string;
  readonly method: 's256' | 'plain';
  readonly userId: string;
  readonly authenticationMethod: 'recovery' | 'invite';
  readonly createdAt: number;
}

/** A one-time token of a mailed link (auth.one_time_tokens). */
export interface DoubleOneTimeToken {
  readonly hash: string;
  readonly kind: 'confirmation' | 'recovery' | 'email_change_new';
  readonly userId: string;
  readonly createdAt: number;
}

/** A mail GoTrue sent through its SMTP server. */
export interface DoubleMail {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  /** The link of the mail ({{ .ConfirmationURL }}). */
  readonly confirmationUrl: string;
}

/** Everything the double remembers; `reset()` forgets it. */
export class GoTrueState {
  users = new Map<string, DoubleUser>();
  sessions = new Map<string, DoubleSession>();
  refreshTokens = new Map<string, DoubleRefreshToken>();
  flowStates = new Map<string, DoubleFlowState>();
  oneTimeTokens = new Map<string, DoubleOneTimeToken>();
  mailbox: DoubleMail[] = [];
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.users.clear();
    this.sessions.clear();
    this.refreshTokens.clear();
    this.flowStates.clear();
    this.oneTimeTokens.clear();
    this.mailbox = [];
    this.offsetMs = 0;
  }

  userByEmail(email: string): DoubleUser | undefined {
    const wanted = email.trim().toLowerCase();
    return [...this.users.values()].find((user) => user.email === wanted);
  }

  addUser(email: string, fields: Partial<DoubleUser> = {}): DoubleUser {
    const now = this.now();
    const user: DoubleUser = {
      id: randomUUID(),
      email: email.trim().toLowerCase(),
      passwordHash: null,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: {},
      createdAt: now,
      updatedAt: now,
      lastSignInAt: null,
      emailConfirmedAt: null,
      invitedAt: null,
      recoverySentAt: null,
      emailChange: null,
      factors: [],
      ...fields,
    };
    this.users.set(user.id, user);
    return user;
  }

  /** Opens a session signed in by `method` (password, otp, recovery, invite…). */
  openSession(userId: string, method: string): { session: DoubleSession; refreshToken: DoubleRefreshToken } {
    const now = this.now();
    const session: DoubleSession = {
      id: randomUUID(),
      userId,
      createdAt: now,
      amr: { method, timestamp: Math.floor(now / 1000) },
      mfa: null,
    };
    this.sessions.set(session.id, session);
    return { session, refreshToken: this.addRefreshToken(session.id, null) };
  }

  addRefreshToken(sessionId: string, parent: string | null): DoubleRefreshToken {
    const token: DoubleRefreshToken = {
      token: randomBytes(9).toString('base64url'),
      sessionId,
      parent,
      revoked: false,
      updatedAt: this.now(),
    };
    this.refreshTokens.set(token.token, token);
    return token;
  }

  /** The session's authenticator assurance level (GoTrue's sessions.aal). */
  aalOf(session: DoubleSession): 'aal1' | 'aal2' {
    return session.mfa === null ? 'aal1' : 'aal2';
  }

  /** The active (newest unrevoked) refresh token of a session. */
  activeRefreshToken(sessionId: string): DoubleRefreshToken | undefined {
    return [...this.refreshTokens.values()].filter((token) => token.sessionId === sessionId && !token.revoked).at(-1);
  }

  /** Deletes sessions and, with them, their refresh tokens (as GoTrue's foreign keys cascade). */
  deleteSessions(ids: readonly string[]): void {
    for (const id of ids) this.sessions.delete(id);
    for (const [key, token] of this.refreshTokens) if (ids.includes(token.sessionId)) this.refreshTokens.delete(key);
  }

  deleteUser(id: string): void {
    this.deleteSessions(
      [...this.sessions.values()].filter((session) => session.userId === id).map((session) => session.id),
    );
    for (const [key, flow] of this.flowStates) if (flow.userId === id) this.flowStates.delete(key);
    for (const [key, token] of this.oneTimeTokens) if (token.userId === id) this.oneTimeTokens.delete(key);
    this.users.delete(id);
  }

  /** A new one-time token for a link: the hash GoTrue stores and mails (`pkce_` first for a PKCE flow). */
  addOneTimeToken(userId: string, kind: DoubleOneTimeToken['kind'], pkce: boolean): string {
    for (const [key, token] of this.oneTimeTokens)
      if (token.userId === userId && token.kind === kind) this.oneTimeTokens.delete(key);
    const hash = `${pkce ? 'pkce_' : ''}${createHash('sha224').update(randomBytes(16)).digest('hex')}`;
    this.oneTimeTokens.set(hash, { hash, kind, userId, createdAt: this.now() });
    return hash;
  }
}

/** How the double stores a password. */
export function passwordDigest(password: string): string {
  return createHash('sha256').update(password).digest('hex');
}
