import { describe, expect, it } from 'vitest';
import type { FooterLink } from '@app/domain';
import { MicroCache } from '../micro-cache.ts';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

const PATH = '/api/admin/footer-links';

async function createLink(
  app: ReturnType<typeof createAdminTestApp>['app'],
  fields: Partial<FooterLink>,
): Promise<FooterLink> {
  const response = await app.request(
    PATH,
    jsonAs('admin', 'POST', { link_text: 'Search', link_url: '/search', ...fields }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as FooterLink;
}

describe('admin footer-link routes', () => {
  it('refuse a visitor with 401 and an editor with 403: footer links are an admin-only area', async () => {
    const { app } = createAdminTestApp();

    expect((await app.request(PATH, { headers: as(null) })).status).toBe(401);
    expect((await app.request(PATH, { headers: as('editor') })).status).toBe(403);
    expect((await app.request(PATH, jsonAs('editor', 'POST', { link_text: 'x', link_url: '/x' }))).status).toBe(403);
  });

  it('create a link with the spec defaults (enabled, column 1, sort_order 999) and record who did it', async () => {
    const { app, auditLog } = createAdminTestApp();

    const link = await createLink(app, {});

    expect(link).toMatchObject({ enabled: true, column: 1, sort_order: 999, link_text: 'Search' });
    const [entry] = (await auditLog.list({ page: 1, perPage: 5 })).items;
    expect(entry).toMatchObject({
      action: 'create',
      entity: 'footer_links',
      entityId: link.id,
      actorEmail: 'admin@palmetto.example',
      before: null,
      after: link,
    });
  });

  it('list with the exact count, case-insensitive search on link_text, enabled-only filter and pages of 10', async () => {
    const { app } = createAdminTestApp();
    for (let index = 0; index < 12; index += 1)
      await createLink(app, { link_text: `Naples guide ${index}`, sort_order: index, enabled: index % 2 === 0 });
    await createLink(app, { link_text: 'Privacy' });

    const first = (await (await app.request(`${PATH}?search=NAPLES`, { headers: as('admin') })).json()) as {
      items: FooterLink[];
      total: number;
      perPage: number;
    };
    const enabled = (await (
      await app.request(`${PATH}?search=naples&enabledOnly=true&page=1`, { headers: as('admin') })
    ).json()) as { total: number };
    const second = (await (await app.request(`${PATH}?search=naples&page=2`, { headers: as('admin') })).json()) as {
      items: FooterLink[];
    };

    expect(first.total).toBe(12);
    expect(first.perPage).toBe(10);
    expect(first.items.map((link) => link.sort_order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(enabled.total).toBe(6);
    expect(second.items.map((link) => link.sort_order)).toEqual([10, 11]);
  });

  it('update a link, set updated_at, log before and after, and show it on the public footer at once', async () => {
    const microCache = new MicroCache();
    const { app, auditLog } = createAdminTestApp({ microCache });
    const link = await createLink(app, { link_text: 'Old text' });
    await app.request('/api/footer/links');

    const response = await app.request(`${PATH}/${link.id}`, jsonAs('admin', 'PUT', { link_text: 'New text' }));
    const updated = (await response.json()) as FooterLink;
    const publicLinks = (await (await app.request('/api/footer/links')).json()) as { data: FooterLink[] };

    expect(response.status).toBe(200);
    expect(updated.link_text).toBe('New text');
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(link.updated_at));
    expect(publicLinks.data.map((item) => item.link_text)).toEqual(['New text']);
    expect((await auditLog.list({ page: 1, perPage: 1 })).items[0]).toMatchObject({
      action: 'update',
      before: { link_text: 'Old text' },
      after: { link_text: 'New text' },
    });
  });

  it('answer 400 naming the field for bad input, and keep the stored link', async () => {
    const { app } = createAdminTestApp();
    const link = await createLink(app, {});

    const created = await app.request(PATH, jsonAs('admin', 'POST', { link_text: '', link_url: '/x' }));
    const updated = await app.request(`${PATH}/${link.id}`, jsonAs('admin', 'PUT', { column: 'two' }));

    expect(created.status).toBe(400);
    expect(((await created.json()) as { issues: { field: string }[] }).issues.map((issue) => issue.field)).toContain(
      'link_text',
    );
    expect(updated.status).toBe(400);
    expect(
      ((await (await app.request(PATH, { headers: as('admin') })).json()) as { items: FooterLink[] }).items,
    ).toEqual([link]);
  });

  it('delete a link (204), then 404 for it', async () => {
    const { app, auditLog } = createAdminTestApp();
    const link = await createLink(app, {});

    expect((await app.request(`${PATH}/${link.id}`, { method: 'DELETE', headers: as('admin') })).status).toBe(204);
    expect((await app.request(`${PATH}/${link.id}`, { method: 'DELETE', headers: as('admin') })).status).toBe(404);
    expect((await auditLog.list({ page: 1, perPage: 1 })).items[0]).toMatchObject({
      action: 'delete',
      before: link,
      after: null,
    });
  });

  it('show the audit log to admins only', async () => {
    const { app } = createAdminTestApp();
    await createLink(app, {});

    const page = (await (
      await app.request('/api/admin/audit-log?entity=footer_links', { headers: as('admin') })
    ).json()) as { total: number };

    expect(page.total).toBe(1);
    expect((await app.request('/api/admin/audit-log', { headers: as('editor') })).status).toBe(403);
  });
});
