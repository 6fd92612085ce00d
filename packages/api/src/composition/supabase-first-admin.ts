import { randomBytes } from 'node:crypto';
import type { AuthUserAdmin } from '@app/domain';
import type { FirstAdminReport } from '@app/adapters-postgres';

/**
 * On a Supabase project where no account holds the admin role yet, makes ADMIN_EMAIL an admin:
 * a new account with ADMIN_PASSWORD (or a generated one, printed once), or the role added to an
 * existing account of that address (its password stays as it is).
 */
export async function ensureFirstSupabaseAdmin(
  userAdmin: AuthUserAdmin,
  input: { email: string; password?: string },
  redirectTo: string,
): Promise<FirstAdminReport> {
  const users = await userAdmin.listUsers();
  if (users.some((user) => user.role === 'admin')) return { created: false };
  const existing = users.find((user) => user.email.toLowerCase() === input.email.trim().toLowerCase());
  if (existing !== undefined) {
    await userAdmin.setRole(existing.id, 'admin');
    return { created: true, email: existing.email, generatedPassword: null };
  }
  const password = input.password ?? `Palm-${randomBytes(12).toString('base64url')}-7a`;
  await userAdmin.createUser({ email: input.email, role: 'admin', password, redirectTo });
  return {
    created: true,
    email: input.email.trim(),
    generatedPassword: input.password === undefined ? password : null,
  };
}
