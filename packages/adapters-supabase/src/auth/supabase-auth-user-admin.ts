import {
  AuthError,
  ConflictError,
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
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { toDomainAdminError } from './supabase-auth-errors.ts';
import { userFromGoTrue } from './gotrue-user.mapper.ts';

/** The admin API's client: the service role's key, never sent to a browser. */
export interface SupabaseUserAdminOptions {
  readonly url: string;
  readonly serviceRoleKey: string;
  readonly fetch?: typeof fetch;
}

/** Users listed per admin API page. */
const LIST_PAGE_SIZE = 1000;

type Answer = { data: unknown; error: unknown };
/** The data of an answer that carries no error. */
type DataOf<R extends Answer> = Extract<R, { error: null }>['data'];

async function unwrap<R extends Answer>(call: () => Promise<R>): Promise<DataOf<R>> {
  const answer: Answer = await call().catch((error: unknown) => ({ data: null, error }));
  if (answer.error) throw toDomainAdminError(answer.error);
  return answer.data;
}

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
    this.client = createClient(options.url, options.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: options.fetch ? { fetch: options.fetch } : {},
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
  }

  async listUsers(): Promise<AuthUser[]> {
    const users: User[] = [];
    for (let page = 1; ; page++) {
      const batch = (await unwrap(() => this.client.auth.admin.listUsers({ page, perPage: LIST_PAGE_SIZE }))).users;
      users.push(...batch);
      if (batch.length < LIST_PAGE_SIZE) break;
    }
    return users.map(userFromGoTrue).sort((a, b) => a.email.localeCompare(b.email));
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
      const user = await this.setRole(link.user.id, input.role);
      await this.mailer.send(inviteMail(email, linkWithCode(input.redirectTo, link.properties.hashed_token)));
      return user;
    } catch (error) {
      throw error instanceof ConflictError ? new ConflictError(`An account for ${email} already exists`) : error;
    }
  }

  async setRole(userId: string, role: SiteRole | null): Promise<AuthUser> {
    const id = checkedId(userId);
    return userFromGoTrue(
      (await unwrap(() => this.client.auth.admin.updateUserById(id, { app_metadata: { role } }))).user,
    );
  }

  async sendPasswordReset(userId: string, redirectTo: string): Promise<void> {
    const { user } = await unwrap(() => this.client.auth.admin.getUserById(checkedId(userId)));
    const email = user.email ?? '';
    const link = await unwrap(() =>
      this.client.auth.admin.generateLink({ type: 'recovery', email, options: { redirectTo } }),
    );
    await this.mailer.send(recoveryMail(email, linkWithCode(redirectTo, link.properties.hashed_token)));
  }

  async deleteUser(userId: string): Promise<void> {
    const id = checkedId(userId);
    await unwrap(() => this.client.auth.admin.getUserById(id));
    await unwrap(() => this.client.auth.admin.deleteUser(id));
  }
}
