import {
  AuthError,
  ConflictError,
  NotFoundError,
  assertStrongPassword,
  inviteMail,
  isUuid,
  linkWithCode,
  recoveryMail,
  type AuthUser,
  type AuthUserAdmin,
  type Mailer,
  type SiteRole,
} from '@app/domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  allUsers,
  createAdminClient,
  unwrapAdmin as unwrap,
  type SupabaseUserAdminOptions,
} from './gotrue-admin-client.ts';
import { isVisitorUser, userFromGoTrue } from './gotrue-user.mapper.ts';

export type { SupabaseUserAdminOptions } from './gotrue-admin-client.ts';

function checkedId(userId: string): string {
  if (!isUuid(userId)) throw new AuthError('validation_failed', 'User ids must be UUIDs');
  return userId;
}

/**
 * User management over Supabase Auth's admin API (service role). The role lives in
 * `app_metadata.role`, which only the service role can write and which the database's row-level
 * policies read from the JWT. Invitations and resets an admin sends are links made with
 * `admin/generate_link` and mailed through the site's Mailer, so they work in any browser.
 */
export class SupabaseAuthUserAdmin implements AuthUserAdmin {
  private readonly client: SupabaseClient;

  constructor(
    options: SupabaseUserAdminOptions,
    private readonly mailer: Mailer,
  ) {
    this.client = createAdminClient(options);
  }

  /** The staff accounts: visitor accounts (role visitor, ADR 0028) are not users of the admin area. */
  async listUsers(): Promise<AuthUser[]> {
    return (await allUsers(this.client))
      .filter((user) => !isVisitorUser(user))
      .map(userFromGoTrue)
      .sort((a, b) => a.email.localeCompare(b.email));
  }

  /** A staff user by id: a visitor's id is answered like an unknown one. */
  private async staffUser(userId: string) {
    const { user } = await unwrap(() => this.client.auth.admin.getUserById(checkedId(userId)));
    if (isVisitorUser(user)) throw new NotFoundError('User not found');
    return user;
  }

  async createUser(input: { email: string; role: SiteRole; password?: string; redirectTo: string }): Promise<AuthUser> {
    const email = input.email.trim().toLowerCase();
    if (input.password !== undefined) assertStrongPassword(input.password, email);
    try {
      if (input.password !== undefined) {
        const attributes = { email, password: input.password, email_confirm: true, app_metadata: { role: input.role } };
        return userFromGoTrue((await unwrap(() => this.client.auth.admin.createUser(attributes))).user);
      }
      const link = await unwrap(() =>
        this.client.auth.admin.generateLink({ type: 'invite', email, options: { redirectTo: input.redirectTo } }),
      );
      // An address a visitor asked a sign-in link for is a visitor account: never turned into staff (ADR 0040).
      if (isVisitorUser(link.user)) throw new ConflictError(`An account for ${email} already exists`);
      const user = await this.setRole(link.user.id, input.role);
      await this.mailer.send(inviteMail(email, linkWithCode(input.redirectTo, link.properties.hashed_token)));
      return user;
    } catch (error) {
      throw error instanceof ConflictError ? new ConflictError(`An account for ${email} already exists`) : error;
    }
  }

  async setRole(userId: string, role: SiteRole | null): Promise<AuthUser> {
    const { id } = await this.staffUser(userId);
    return userFromGoTrue(
      (await unwrap(() => this.client.auth.admin.updateUserById(id, { app_metadata: { role } }))).user,
    );
  }

  async sendPasswordReset(userId: string, redirectTo: string): Promise<void> {
    const email = (await this.staffUser(userId)).email ?? '';
    const link = await unwrap(() =>
      this.client.auth.admin.generateLink({ type: 'recovery', email, options: { redirectTo } }),
    );
    await this.mailer.send(recoveryMail(email, linkWithCode(redirectTo, link.properties.hashed_token)));
  }

  async deleteUser(userId: string): Promise<void> {
    const { id } = await this.staffUser(userId);
    await unwrap(() => this.client.auth.admin.deleteUser(id));
  }
}
