import { z } from '@hono/zod-openapi';
import { USER_SORT_KEYS } from '@app/domain';
import { authUserSchema } from '../auth/auth-answers.ts';
import { adminPageSchema, queryPage } from './admin-schemas.ts';

export const adminUserSchema = authUserSchema.openapi('AdminUser');

export const userListQuery = z.strictObject({
  search: z.string().max(200).optional(),
  role: z.enum(['admin', 'editor', 'none']).optional(),
  sort: z.enum(USER_SORT_KEYS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  page: queryPage,
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});

export const userPageSchema = adminPageSchema(adminUserSchema, 'AdminUserPage');

/** A new account: with a password it can sign in at once, without one it is invited by mail. */
export const newUserSchema = z
  .strictObject({ email: z.string().max(254), role: z.string(), password: z.string().max(200).optional() })
  .openapi('NewAdminUser');

export const roleChangeSchema = z
  .strictObject({ role: z.enum(['admin', 'editor']).nullable() })
  .openapi('AdminUserRole');
