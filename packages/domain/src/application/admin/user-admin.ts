import type { AuthUserAdmin } from '../../auth/auth-gateway.port.ts';
import type { AuthFactorAdmin } from '../../auth/auth-factors.port.ts';
import { AuthError, WeakPasswordError } from '../../auth/auth-errors.ts';
import type { AuthUser, SiteRole } from '../../auth/auth-user.ts';
import { assertUserChangeAllowed, newUserIssues, pageOfUsers, type UserListQuery } from '../../auth/user-management.ts';
import { DataUnavailableError, NotFoundError, ValidationError } from '../../errors/domain-error.ts';
import { isUuid } from '../../auth/auth-validation.ts';
import type { SentMail } from './admin-ports.ts';
import type { ChangeLog } from './change-log.ts';

/** The admin users area (admins only). `resetPage` is where mailed links lead (the site's reset-password page). */
export interface UserAdmin {
  list(query: UserListQuery): Promise<{ items: AuthUser[]; total: number }>;
  /** Adds an account with a password, or invites the address by mail to choose one. */
  create(input: { email: string; role: string; password?: string }, resetPage: string): Promise<AuthUser>;
  /** Never your own role, never the last admin's. */
  setRole(id: string, role: SiteRole | null): Promise<AuthUser>;
  sendPasswordReset(id: string, resetPage: string): Promise<void>;
  /**
   * Turns off another user's two-step sign-in (a lost phone): every factor removed, their password alone signs in
   * again. Never your own (turn yours off on My account, with a code). Answers how many factors were removed.
   */
  removeTwoStep(id: string): Promise<number>;
  /** Never your own account, never the last admin. */
  remove(id: string): Promise<void>;
  invitations(limit: number): Promise<SentMail[]>;
}

/** Auth failures of the user admin as the domain's errors (a weak password names the field). */
async function adminCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof WeakPasswordError) throw new ValidationError([{ field: 'password', message: error.message }]);
    if (error instanceof AuthError && error.code === 'retryable_fetch_error')
      throw new DataUnavailableError(error.message, { cause: error });
    if (error instanceof AuthError) throw new ValidationError([{ field: 'email', message: error.message }]);
    throw error;
  }
}

export function createUserAdmin(
  users: AuthUserAdmin,
  actor: Pick<AuthUser, 'id'>,
  sentInvitations: (limit: number) => Promise<SentMail[]>,
  changes: ChangeLog,
  factorAdmin: AuthFactorAdmin | null = null,
): UserAdmin {
  const everyone = () => adminCall(() => users.listUsers());
  const withTarget = async (id: string): Promise<{ all: AuthUser[]; target: AuthUser }> => {
    const all = await everyone();
    const target = isUuid(id) ? all.find((user) => user.id === id) : undefined;
    if (target === undefined) throw new NotFoundError('No account has this id');
    return { all, target };
  };
  const entry = (
    action: 'create' | 'role-change' | 'password-reset' | 'delete' | 'update',
    target: AuthUser,
    summary: string,
    before: unknown,
    after: unknown,
  ) => changes.record({ action, entity: 'users', entityId: target.id, summary, before, after });
  return {
    list: async (query) => pageOfUsers(await everyone(), query),
    async create(input, resetPage) {
      const issues = newUserIssues(input);
      if (issues.length > 0) throw new ValidationError(issues);
      const password = input.password === '' ? undefined : input.password;
      const created = await adminCall(() =>
        users.createUser({ email: input.email.trim(), role: input.role as SiteRole, password, redirectTo: resetPage }),
      );
      await entry(
        'create',
        created,
        `${created.email} ${password === undefined ? 'invited' : 'added'} as ${created.role}`,
        null,
        created,
      );
      return created;
    },
    async setRole(id, role) {
      const { all, target } = await withTarget(id);
      assertUserChangeAllowed({ actorId: actor.id, target, change: { kind: 'set-role', role }, users: all });
      const updated = await adminCall(() => users.setRole(target.id, role));
      await entry(
        'role-change',
        target,
        `${target.email}: ${target.role ?? 'no role'} → ${role ?? 'no role'}`,
        target,
        updated,
      );
      return updated;
    },
    async sendPasswordReset(id, resetPage) {
      const { target } = await withTarget(id);
      await adminCall(() => users.sendPasswordReset(target.id, resetPage));
      await entry('password-reset', target, `Reset link mailed to ${target.email}`, null, null);
    },
    async removeTwoStep(id) {
      const { target } = await withTarget(id);
      if (target.id === actor.id)
        throw new ValidationError([
          { field: 'id', message: 'Turn off your own two-step sign-in on My account, with a code from your app.' },
        ]);
      if (factorAdmin === null)
        throw new ValidationError([
          { field: 'id', message: 'Two-step sign-in is not offered with this sign-in service.' },
        ]);
      const removed = await factorAdmin.removeFactors(target.id);
      await entry('update', target, `Two-step sign-in turned off for ${target.email} (lost phone)`, null, null);
      return removed;
    },
    async remove(id) {
      const { all, target } = await withTarget(id);
      assertUserChangeAllowed({ actorId: actor.id, target, change: { kind: 'remove' }, users: all });
      await adminCall(() => users.deleteUser(target.id));
      await entry('delete', target, `${target.email} removed`, target, null);
    },
    invitations: sentInvitations,
  };
}
