import type { Context } from 'hono';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  AuthError,
  DataUnavailableError,
  NotFoundError,
  ValidationError,
  WeakPasswordError,
  assertUserChangeAllowed,
  isUuid,
  newUserIssues,
  pageOfUsers,
  type AuthUser,
  type AuthUserAdmin,
  type SiteRole,
} from '@app/domain';
import { RESET_PASSWORD_PATH } from '../auth/password.routes.ts';
import { rejectInvalidRequest } from '../validation.ts';
import type { SentMail } from '../auth/auth-deps.ts';
import type { AdminKit } from './admin-kit.ts';
import { adminFailures, idParams, jsonContent, notFoundAnswer } from './admin-schemas.ts';
import { adminUserSchema, newUserSchema, roleChangeSchema, userListQuery, userPageSchema } from './users.schema.ts';

const PATH = '/api/admin/users';
const conflict = { 409: { description: 'Refused: the account exists, or the change would lock the admins out', content: jsonContent(z.object({ error: z.string() })) } } as const;

const routes = {
  list: createRoute({ method: 'get', path: PATH, summary: 'Accounts of the admin area (search the address, filter by role, sort, pages)', request: { query: userListQuery }, responses: { 200: { description: 'One page', content: jsonContent(userPageSchema) }, ...adminFailures } }),
  create: createRoute({ method: 'post', path: PATH, summary: 'Adds an account with a password, or invites the address by mail to choose one', request: { body: { content: jsonContent(newUserSchema), required: true } }, responses: { 201: { description: 'The account', content: jsonContent(adminUserSchema) }, ...adminFailures, ...conflict } }),
  setRole: createRoute({ method: 'put', path: `${PATH}/{id}`, summary: "Changes an account's role (never your own, never the last admin's)", request: { params: idParams, body: { content: jsonContent(roleChangeSchema), required: true } }, responses: { 200: { description: 'The account', content: jsonContent(adminUserSchema) }, ...adminFailures, ...notFoundAnswer, ...conflict } }),
  reset: createRoute({ method: 'post', path: `${PATH}/{id}/password-reset`, summary: 'Mails the account a password-reset link', request: { params: idParams }, responses: { 202: { description: 'Mailed', content: jsonContent(z.object({ sent: z.literal(true) })) }, ...adminFailures, ...notFoundAnswer } }),
  invitations: createRoute({ method: 'get', path: `${PATH}/invitations`, summary: 'The newest invitation mails the site sent (to pass a link on where no mail is delivered)', responses: { 200: { description: 'Newest first', content: jsonContent(z.object({ items: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })) })) }, ...adminFailures } }),
  remove: createRoute({ method: 'delete', path: `${PATH}/{id}`, summary: 'Removes an account (never your own, never the last admin)', request: { params: idParams }, responses: { 204: { description: 'Removed' }, ...adminFailures, ...notFoundAnswer, ...conflict } }),
};

/** Auth failures of the user admin as the HTTP layer's domain errors (a weak password names the field). */
async function adminCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof WeakPasswordError) throw new ValidationError([{ field: 'password', message: error.message }]);
    if (error instanceof AuthError && error.code === 'retryable_fetch_error') throw new DataUnavailableError(error.message, { cause: error });
    if (error instanceof AuthError) throw new ValidationError([{ field: 'email', message: error.message }]);
    throw error;
  }
}

const resetPage = (c: Context) => new URL(RESET_PASSWORD_PATH, c.req.url).toString();

/**
 * `/api/admin/users` (admin-only): list, invite or add with a role, change a role, mail a reset
 * link, remove. Nobody removes or changes their own account, and the last admin stays an admin.
 */
export function userAdminRoutes(kit: AdminKit, userAdmin: AuthUserAdmin, sentInvitations: (limit: number) => Promise<SentMail[]> = async () => []) {
  const usersAndTarget = async (id: string): Promise<{ users: AuthUser[]; target: AuthUser }> => {
    const users = await adminCall(() => userAdmin.listUsers());
    const target = isUuid(id) ? users.find((user) => user.id === id) : undefined;
    if (target === undefined) throw new NotFoundError('No account has this id');
    return { users, target };
  };
  const app = new OpenAPIHono({ defaultHook: rejectInvalidRequest });
  app.openapi(routes.list, async (c) => {
    const { page = 1, perPage = 10, ...query } = c.req.valid('query');
    const result = pageOfUsers(await adminCall(() => userAdmin.listUsers()), { ...query, page, perPage });
    return c.json({ ...result, page, perPage }, 200);
  });
  app.openapi(routes.create, async (c) => {
    const input = c.req.valid('json');
    const issues = newUserIssues(input);
    if (issues.length > 0) throw new ValidationError(issues);
    const password = input.password === '' ? undefined : input.password;
    const created = await adminCall(() => userAdmin.createUser({ email: input.email.trim(), role: input.role as SiteRole, password, redirectTo: resetPage(c) }));
    const how = password === undefined ? 'invited' : 'added';
    await kit.recordChange(c, { action: 'create', entity: 'users', entityId: created.id, summary: `${created.email} ${how} as ${created.role}`, before: null, after: created });
    return c.json(created, 201);
  });
  app.openapi(routes.setRole, async (c) => {
    const { role } = c.req.valid('json');
    const { users, target } = await usersAndTarget(c.req.valid('param').id);
    assertUserChangeAllowed({ actorId: kit.user(c).id, target, change: { kind: 'set-role', role }, users });
    const updated = await adminCall(() => userAdmin.setRole(target.id, role));
    await kit.recordChange(c, { action: 'role-change', entity: 'users', entityId: target.id, summary: `${target.email}: ${target.role ?? 'no role'} → ${role ?? 'no role'}`, before: target, after: updated });
    return c.json(updated, 200);
  });
  app.openapi(routes.reset, async (c) => {
    const { target } = await usersAndTarget(c.req.valid('param').id);
    await adminCall(() => userAdmin.sendPasswordReset(target.id, resetPage(c)));
    await kit.recordChange(c, { action: 'password-reset', entity: 'users', entityId: target.id, summary: `Reset link mailed to ${target.email}`, before: null, after: null });
    return c.json({ sent: true as const }, 202);
  });
  app.openapi(routes.invitations, async (c) => c.json({ items: await sentInvitations(20) }, 200));
  app.openapi(routes.remove, async (c) => {
    const { users, target } = await usersAndTarget(c.req.valid('param').id);
    assertUserChangeAllowed({ actorId: kit.user(c).id, target, change: { kind: 'remove' }, users });
    await adminCall(() => userAdmin.deleteUser(target.id));
    await kit.recordChange(c, { action: 'delete', entity: 'users', entityId: target.id, summary: `${target.email} removed`, before: target, after: null });
    return c.body(null, 204);
  });
  return app;
}
