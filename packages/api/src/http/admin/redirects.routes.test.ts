import { describe, expect, it } from 'vitest';
import type { Article, Redirect } from '@app/domain';
import { exampleArticleFields } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

const PATH = '/api/admin/redirects';
type App = ReturnType<typeof createAdminTestApp>['app'];

const list = async (app: App) =>
  ((await (await app.request(PATH, { headers: as('admin') })).json()) as { data: Redirect[] }).data.map(
    ({ fromPath, toPath }) => ({ fromPath, toPath }),
  );

describe('admin redirect routes', () => {
  it('refuse a visitor with 401 and an editor with 403: the Redirects page is for administrators', async () => {
    const { app } = createAdminTestApp();
    expect((await app.request(PATH, { headers: as(null) })).status).toBe(401);
    expect((await app.request(PATH, { headers: as('editor') })).status).toBe(403);
    expect((await app.request(PATH, jsonAs('editor', 'POST', { fromPath: '/a', toPath: '/b' }))).status).toBe(403);
  });

  it('add a redirect by hand, collapse a chain, and remove one; each change is audited', async () => {
    const { app, auditLog } = createAdminTestApp();
    expect((await app.request(PATH, jsonAs('admin', 'POST', { fromPath: '/blog/a/', toPath: '/b' }))).status).toBe(201);
    expect((await app.request(PATH, jsonAs('admin', 'POST', { fromPath: '/b', toPath: '/c' }))).status).toBe(201);
    expect(await list(app)).toEqual([
      { fromPath: '/b', toPath: '/c' },
      { fromPath: '/blog/a', toPath: '/c' },
    ]);
    const removed = await app.request(`${PATH}?fromPath=${encodeURIComponent('/b')}`, {
      method: 'DELETE',
      headers: as('admin'),
    });
    expect(removed.status).toBe(204);
    expect(await list(app)).toEqual([{ fromPath: '/blog/a', toPath: '/c' }]);
    const missing = await app.request(`${PATH}?fromPath=%2Fnever`, { method: 'DELETE', headers: as('admin') });
    expect(missing.status).toBe(404);
    const entries = await auditLog.list({ entity: 'redirects', page: 1, perPage: 10 });
    expect(entries.items.map((entry) => entry.summary)).toEqual(['/b → /c', '/b → /c', '/blog/a → /b']);
  });

  it('answer 400 naming each field for a bad redirect, and store nothing', async () => {
    const { app } = createAdminTestApp();
    const response = await app.request(PATH, jsonAs('admin', 'POST', { fromPath: 'https://x.example/a', toPath: '' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { field: string }[] };
    expect(body.issues.map((issue) => issue.field)).toEqual(['fromPath', 'toPath']);
    expect(await list(app)).toEqual([]);
  });

  it('import a CSV whole, or refuse it whole naming each bad line', async () => {
    const { app } = createAdminTestApp();
    const bad = await app.request(`${PATH}/import`, jsonAs('admin', 'POST', { csv: 'old,new\n/a,/b\n/c\n/d,d' }));
    expect(bad.status).toBe(400);
    const refused = (await bad.json()) as { issues: { field: string }[] };
    expect(refused.issues.map((issue) => issue.field)).toEqual(['line 3', 'line 4']);
    expect(await list(app)).toEqual([]);

    const good = await app.request(`${PATH}/import`, jsonAs('admin', 'POST', { csv: 'old,new\n/a,/b\n/old/c,/d\n' }));
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ imported: 2 });
    expect(await list(app)).toEqual([
      { fromPath: '/a', toPath: '/b' },
      { fromPath: '/old/c', toPath: '/d' },
    ]);
  });

  it('a published article whose slug changes leaves a redirect from its old address; a draft’s does not', async () => {
    const { app } = createAdminTestApp();
    const created = (await (
      await app.request('/api/admin/articles', jsonAs('editor', 'POST', exampleArticleFields()))
    ).json()) as Article;
    const moved = await app.request(
      `/api/admin/articles/${created.id}`,
      jsonAs('editor', 'PUT', { slug: 'the-naples-pier-through-the-years' }),
    );
    expect(moved.status).toBe(200);
    expect(await list(app)).toEqual([
      {
        fromPath: '/resources/local-history/the-history-of-the-naples-pier',
        toPath: '/resources/local-history/the-naples-pier-through-the-years',
      },
    ]);

    const draft = (await (
      await app.request(
        '/api/admin/articles',
        jsonAs('editor', 'POST', exampleArticleFields({ slug: 'a-draft', status: 'draft', publishedAt: null })),
      )
    ).json()) as Article;
    await app.request(`/api/admin/articles/${draft.id}`, jsonAs('editor', 'PUT', { slug: 'a-draft-renamed' }));
    expect(await list(app)).toHaveLength(1);
  });
});
