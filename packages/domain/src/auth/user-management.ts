import { isEmailAddress } from '../content/content-field-rules.ts';
import { ConflictError, type ValidationIssue } from '../errors/domain-error.ts';
import { SITE_ROLES, type AuthUser, type SiteRole } from './auth-user.ts';
import { passwordWeaknesses } from './auth-validation.ts';

export const USER_SORT_KEYS = ['email', 'role', 'createdAt', 'lastSignInAt'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** A query of the admin user list. */
export interface UserListQuery {
  /** Case-insensitive "contains" on the email address. */
  readonly search?: string;
  readonly role?: SiteRole | 'none';
  readonly sort?: UserSortKey;
  readonly direction?: 'asc' | 'desc';
  readonly page: number;
  readonly perPage: number;
}

function compareUsers(a: AuthUser, b: AuthUser, key: UserSortKey): number {
  const left = a[key] ?? '';
  const right = b[key] ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * One page of users: filtered by address text and role, sorted (missing sign-in dates last,
 * the email as the tie-breaker), with the exact count before paging.
 */
export function pageOfUsers(users: readonly AuthUser[], query: UserListQuery): { items: AuthUser[]; total: number } {
  const search = query.search?.trim().toLowerCase() ?? '';
  const key = query.sort ?? 'email';
  const sign = query.direction === 'desc' ? -1 : 1;
  const matching = users.filter(
    (user) =>
      user.email.toLowerCase().includes(search) &&
      (query.role === undefined || (query.role === 'none' ? user.role === null : user.role === query.role)),
  );
  const sorted = [...matching].sort((a, b) => {
    const missing = Number(a[key] === null) - Number(b[key] === null);
    return missing !== 0 ? missing : sign * compareUsers(a, b, key) || compareUsers(a, b, 'email');
  });
  const start = (query.page - 1) * query.perPage;
  return { items: sorted.slice(start, start + query.perPage), total: matching.length };
}

/** What is wrong with a new account's fields (empty when nothing): the address, the role and, when given, the password.
 * */
export function newUserIssues(input: { email: string; role: string; password?: string }): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!isEmailAddress(input.email.trim())) issues.push({ field: 'email', message: 'Enter a valid email address' });
  if (!(SITE_ROLES as readonly string[]).includes(input.role))
    issues.push({ field: 'role', message: 'Choose the role: admin or editor' });
  if (input.password !== undefined && input.password !== '') {
    const reasons = passwordWeaknesses(input.password, input.email);
    if (reasons.length > 0) issues.push({ field: 'password', message: `Password is too weak: ${reasons.join('; ')}` });
  }
  return issues;
}

/** A change an admin makes to an account. */
export type UserChange = { readonly kind: 'remove' } | { readonly kind: 'set-role'; readonly role: SiteRole | null };

/**
 * Refuses a change that would lock the site's admins out: nobody removes their own account or
 * changes their own role, and the last admin is never removed or demoted.
 */
export function assertUserChangeAllowed(input: {
  actorId: string;
  target: AuthUser;
  change: UserChange;
  users: readonly AuthUser[];
}): void {
  const { actorId, target, change } = input;
  if (target.id === actorId)
    throw new ConflictError(
      change.kind === 'remove'
        ? 'You cannot remove your own account. Ask another admin.'
        : 'You cannot change your own role. Ask another admin.',
    );
  const losesAdmin = target.role === 'admin' && (change.kind === 'remove' || change.role !== 'admin');
  const admins = input.users.filter((user) => user.role === 'admin').length;
  if (losesAdmin && admins <= 1)
    throw new ConflictError(`${target.email} is the last admin: make another account admin first.`);
}
