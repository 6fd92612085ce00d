import {
  AuthError,
  ConflictError,
  NotFoundError,
  assertStrongPassword,
  isUuid,
  type AuthUser,
  type AuthUserAdmin,
  type SiteRole,
} from '@app/domain';

/** What the fake "mailed": an invitation or a reset, to whom and where the link leads. */
export interface SentUserMail {
  readonly kind: 'invite' | 'recovery';
  readonly to: string;
  readonly redirectTo: string;
}

/** AuthUserAdmin in memory, for route tests: accounts, roles and the mails it would send. */
export class InMemoryAuthUserAdmin implements AuthUserAdmin {
  private readonly users = new Map<string, AuthUser>();
  readonly sent: SentUserMail[] = [];

  constructor(initial: readonly AuthUser[] = []) {
    for (const user of initial) this.users.set(user.id, user);
  }

  async listUsers(): Promise<AuthUser[]> {
    return [...this.users.values()].sort((a, b) => a.email.localeCompare(b.email));
  }

  async createUser(input: { email: string; role: SiteRole; password?: string; redirectTo: string }): Promise<AuthUser> {
    const email = input.email.trim().toLowerCase();
    if ([...this.users.values()].some((user) => user.email === email))
      throw new ConflictError(`An account for ${email} already exists`);
    if (input.password !== undefined) assertStrongPassword(input.password, email);
    const user: AuthUser = {
      id: crypto.randomUUID(),
      email,
      role: input.role,
      createdAt: new Date().toISOString(),
      lastSignInAt: null,
    };
    this.users.set(user.id, user);
    if (input.password === undefined) this.sent.push({ kind: 'invite', to: email, redirectTo: input.redirectTo });
    return user;
  }

  private found(userId: string): AuthUser {
    if (!isUuid(userId)) throw new AuthError('validation_failed', 'User ids must be UUIDs');
    const user = this.users.get(userId);
    if (user === undefined) throw new NotFoundError('User not found');
    return user;
  }

  async setRole(userId: string, role: SiteRole | null): Promise<AuthUser> {
    const user = { ...this.found(userId), role };
    this.users.set(userId, user);
    return user;
  }

  async sendPasswordReset(userId: string, redirectTo: string): Promise<void> {
    this.sent.push({ kind: 'recovery', to: this.found(userId).email, redirectTo });
  }

  async deleteUser(userId: string): Promise<void> {
    this.found(userId);
    this.users.delete(userId);
  }
}
