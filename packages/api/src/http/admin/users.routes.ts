import type { Context } from 'hono';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { resetPageUrl } from '../auth/password.routes.ts';
import { rejectInvalidRequest } from '../validation.ts';
import type { AdminEnv } from './admin-env.ts';
import { adminFailures, idParams, jsonContent, notFoundAnswer } from './admin-schemas.ts';
import { adminUserSchema, newUserSchema, roleChangeSchema, userListQuery, userPageSchema } from './users.schema.ts';

const PATH = '/api/admin/users';
const conflict = {
  409: {
    description: 'Refused: the account exists, or the change would lock the admins out',
    content: jsonContent(z.object({ error: z.string() })),
  },
} as const;

const routes = {
  list: createRoute({
    method: 'get',
    path: PATH,
    summary: 'Accounts of the admin area (search the address, filter by role, sort, pages)',
    request: { query: userListQuery },
    responses: { 200: { description: 'One page', content: jsonContent(userPageSchema) }, ...adminFailures },
  }),
  create: createRoute({
    method: 'post',
    path: PATH,
    summary: 'Adds an account with a password, or invites the address by mail to choose one',
    request: { body: { content: jsonContent(newUserSchema), required: true } },
    responses: {
      201: { description: 'The account', content: jsonContent(adminUserSchema) },
      ...adminFailures,
      ...conflict,
    },
  }),
  setRole: createRoute({
    method: 'put',
    path: `${PATH}/{id}`,
    summary: "Changes an account's role (never your own, never the last admin's)",
    request: { params: idParams, body: { content: jsonContent(roleChangeSchema), required: true } },
    responses: {
      200: { description: 'The account', content: jsonContent(adminUserSchema) },
      ...adminFailures,
      ...notFoundAnswer,
      ...conflict,
    },
  }),
  reset: createRoute({
    method: 'post',
    path: `${PATH}/{id}/password-reset`,
    summary: 'Mails the account a password-reset link',
    request: { params: idParams },
    responses: {
      202: { description: 'Mailed', content: jsonContent(z.object({ sent: z.literal(true) })) },
      ...adminFailures,
      ...notFoundAnswer,
    },
  }),
  removeTwoStep: createRoute({
    method: 'delete',
    path: `${PATH}/{id}/factors`,
    summary: "Turns off another user's two-step sign-in (a lost phone); audited",
    request: { params: idParams },
    responses: {
      200: { description: 'Removed', content: jsonContent(z.object({ removed: z.number() })) },
      ...adminFailures,
      ...notFoundAnswer,
    },
  }),
  invitations: createRoute({
    method: 'get',
    path: `${PATH}/invitations`,
    summary: 'The newest invitation mails the site sent (to pass a link on where no mail is delivered)',
    responses: {
      200: {
        description: 'Newest first',
        content: jsonContent(
          z.object({
            items: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })),
          }),
        ),
      },
      ...adminFailures,
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: `${PATH}/{id}`,
    summary: 'Removes an account (never your own, never the last admin)',
    request: { params: idParams },
    responses: { 204: { description: 'Removed' }, ...adminFailures, ...notFoundAnswer, ...conflict },
  }),
};

/**
 * `/api/admin/users` (admin-only): list, invite or add with a role, change a role, mail a reset
 * link, remove, through the signed-in admin's user admin. Nobody removes or changes their own
 * account, and the last admin stays an admin.
 */
export function userAdminRoutes(siteUrl: string) {
  const resetPage = resetPageUrl(siteUrl);
  const app = new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest });
  const users = (c: Context<AdminEnv>) => {
    const admin = c.var.admin.users;
    if (admin === null) throw new Error('User management is not served');
    return admin;
  };
  app.openapi(routes.list, async (c) => {
    const { page = 1, perPage = 10, ...query } = c.req.valid('query');
    return c.json({ ...(await users(c).list({ ...query, page, perPage })), page, perPage }, 200);
  });
  app.openapi(routes.create, async (c) => c.json(await users(c).create(c.req.valid('json'), resetPage), 201));
  app.openapi(routes.setRole, async (c) =>
    c.json(await users(c).setRole(c.req.valid('param').id, c.req.valid('json').role), 200),
  );
  app.openapi(routes.reset, async (c) => {
    await users(c).sendPasswordReset(c.req.valid('param').id, resetPage);
    return c.json({ sent: true as const }, 202);
  });
  app.openapi(routes.removeTwoStep, async (c) =>
    c.json({ removed: await users(c).removeTwoStep(c.req.valid('param').id) }, 200),
  );
  app.openapi(routes.invitations, async (c) => c.json({ items: await users(c).invitations(20) }, 200));
  app.openapi(routes.remove, async (c) => {
    await users(c).remove(c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
