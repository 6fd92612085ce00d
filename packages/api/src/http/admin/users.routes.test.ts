import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@app/domain';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';
import { TEST_SITE_URL } from '../test-app.ts';

const PATH = '/api/admin/users';

describe('admin user routes', () => {
  it('refuse a visitor with 401 and an editor with 403: users are an admin-only area', async () => {
    const { app, users } = createAdminTestApp();
    expect((await app.request(PATH, { headers: as(null) })).status).toBe(401);
    expect((await app.request(PATH, { headers: as('editor') })).status).toBe(403);
    expect((await app.request(`${PATH}/${users.admin.id}`, jsonAs('editor', 'PUT', { role: 'editor' }))).status).toBe(
      403,
    );
  });

  it('invite an editor by mail, list it by search, and record who did it', async () => {
    const { app, userAdmin, auditLog } = createAdminTestApp();
    const response = await app.request(
      PATH,
      jsonAs('admin', 'POST', { email: 'Lena@Palmetto.example', role: 'editor' }),
    );
    expect(response.status).toBe(201);
    const invited = (await response.json()) as AuthUser;
    expect(userAdmin.sent).toEqual([
      { kind: 'invite', to: 'lena@palmetto.example', redirectTo: `${TEST_SITE_URL}/reset-password` },
    ]);
    const page = (await (
      await app.request(`${PATH}?search=LENA&sort=email&direction=desc`, { headers: as('admin') })
    ).json()) as { items: AuthUser[]; total: number };
    expect(page).toMatchObject({ total: 1, items: [{ id: invited.id, role: 'editor' }] });
    const [entry] = (await auditLog.list({ page: 1, perPage: 5 })).items;
    expect(entry).toMatchObject({
      action: 'create',
      entity: 'users',
      entityId: invited.id,
      actorEmail: 'admin@palmetto.example',
      summary: 'lena@palmetto.example invited as editor',
    });
  });

  it('name each bad field of a new account, and refuse a taken address with 409', async () => {
    const { app } = createAdminTestApp();
    const bad = await app.request(PATH, jsonAs('admin', 'POST', { email: 'nope', role: 'owner', password: 'short' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { field: string }[] }).issues.map((issue) => issue.field)).toEqual([
      'email',
      'role',
      'password',
    ]);
    expect(
      (await app.request(PATH, jsonAs('admin', 'POST', { email: 'editor@palmetto.example', role: 'admin' }))).status,
    ).toBe(409);
  });

  it('change a role and mail a reset link, logging both', async () => {
    const { app, users, userAdmin, auditLog } = createAdminTestApp();
    const promoted = await app.request(`${PATH}/${users.editor.id}`, jsonAs('admin', 'PUT', { role: 'admin' }));
    expect(await promoted.json()).toMatchObject({ role: 'admin' });
    expect((await app.request(`${PATH}/${users.editor.id}/password-reset`, jsonAs('admin', 'POST', {}))).status).toBe(
      202,
    );
    expect(userAdmin.sent.at(-1)).toMatchObject({ kind: 'recovery', to: 'editor@palmetto.example' });
    expect((await auditLog.list({ page: 1, perPage: 5 })).items.map((entry) => entry.action)).toEqual([
      'password-reset',
      'role-change',
    ]);
  });

  it('never remove or demote yourself or the last admin, and remove anyone else', async () => {
    const { app, users } = createAdminTestApp();
    const self = await app.request(`${PATH}/${users.admin.id}`, jsonAs('admin', 'DELETE', {}));
    expect(self.status).toBe(409);
    expect(((await self.json()) as { error: string }).error).toMatch(/your own account/);
    expect((await app.request(`${PATH}/${users.admin.id}`, jsonAs('admin', 'PUT', { role: 'editor' }))).status).toBe(
      409,
    );
    expect((await app.request(`${PATH}/${users.editor.id}`, jsonAs('admin', 'DELETE', {}))).status).toBe(204);
    expect((await app.request(`${PATH}/${users.editor.id}`, jsonAs('admin', 'DELETE', {}))).status).toBe(404);
    expect((await app.request(`${PATH}/not-a-uuid`, jsonAs('admin', 'DELETE', {}))).status).toBe(404);
  });
});

describe("turning off another user's two-step sign-in", () => {
  it('removes their factors (a lost phone) and records it, but never your own, and only for admins', async () => {
    const { app, users, auditLog, factorRemovals } = createAdminTestApp();
    const removed = await app.request(`${PATH}/${users.editor.id}/factors`, { method: 'DELETE', headers: as('admin') });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ removed: 1 });
    expect(factorRemovals).toEqual([users.editor.id]);
    const [entry] = (await auditLog.list({ page: 1, perPage: 5 })).items;
    expect(entry).toMatchObject({
      action: 'update',
      entityId: users.editor.id,
      summary: 'Two-step sign-in turned off for editor@palmetto.example (lost phone)',
    });
    const own = await app.request(`${PATH}/${users.admin.id}/factors`, { method: 'DELETE', headers: as('admin') });
    expect(own.status).toBe(400);
    expect(
      (await app.request(`${PATH}/${users.admin.id}/factors`, { method: 'DELETE', headers: as('editor') })).status,
    ).toBe(403);
    expect((await app.request(`${PATH}/not-a-uuid/factors`, { method: 'DELETE', headers: as('admin') })).status).toBe(
      404,
    );
    expect(factorRemovals).toEqual([users.editor.id]);
  });
});
