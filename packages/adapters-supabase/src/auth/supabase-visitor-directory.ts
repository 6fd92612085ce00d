import { isUuid, NotFoundError, type VisitorDirectory } from '@app/domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createAdminClient, unwrapAdmin, type SupabaseUserAdminOptions } from './gotrue-admin-client.ts';
import { isVisitorUser } from './gotrue-user.mapper.ts';

/** Admin API reads in flight at once. */
const PARALLEL_READS = 8;

/**
 * The addresses of visitor accounts on Supabase Auth (ADR 0040): each user read with the admin API
 * (`GET /admin/users/{id}`, service role), kept only when its app_metadata.role is visitor; a deleted user is absent.
 */
export class SupabaseVisitorDirectory implements VisitorDirectory {
  private readonly admin: SupabaseClient;

  constructor(options: SupabaseUserAdminOptions) {
    this.admin = createAdminClient(options);
  }

  private async emailOf(id: string): Promise<string | null> {
    try {
      const { user } = await unwrapAdmin(() => this.admin.auth.admin.getUserById(id));
      return isVisitorUser(user) && user.email ? user.email : null;
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  async emailsOf(visitorIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(visitorIds.filter(isUuid))];
    const emails = new Map<string, string>();
    for (let start = 0; start < ids.length; start += PARALLEL_READS) {
      const batch = ids.slice(start, start + PARALLEL_READS);
      const found = await Promise.all(batch.map((id) => this.emailOf(id)));
      batch.forEach((id, index) => {
        const email = found[index];
        if (email !== null && email !== undefined) emails.set(id, email);
      });
    }
    return emails;
  }
}
