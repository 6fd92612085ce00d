import { describe, expect, it } from 'vitest';
import type { Agent, Article } from '@app/domain';
import { exampleAgentFields, exampleArticleFields } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

type App = ReturnType<typeof createAdminTestApp>['app'];

async function send<T>(app: App, method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const response =
    body === undefined
      ? await app.request(path, { method, headers: as('editor') })
      : await app.request(path, jsonAs('editor', method, body));
  expect(response.status, `${method} ${path}`).toBe(status);
  return (status === 204 ? null : await response.json()) as T;
}

const newArticle = (app: App) =>
  send<Article>(app, 'POST', '/api/admin/articles', exampleArticleFields({ title: 'Who pays at closing' }), 201);

describe('versions and 409 conflicts', () => {
  it('answers a save based on the stored version, and refuses one based on an older version with 409 and the current record', async () => {
    const { app } = createAdminTestApp();
    const article = await newArticle(app);
    expect(article.version).toBe(1);
    const theirs = await send<Article>(app, 'PUT', `/api/admin/articles/${article.id}`, {
      title: 'Who pays what at a Florida closing',
      baseVersion: 1,
    });
    expect(theirs.version).toBe(2);

    const refused = await send<{ error: string; current: Article }>(
      app,
      'PUT',
      `/api/admin/articles/${article.id}`,
      { excerpt: 'Mine', baseVersion: 1 },
      409,
    );
    expect(refused.error).toMatch(/Someone else saved this article/);
    expect(refused.current).toEqual(theirs);
    expect((await send<Article>(app, 'GET', `/api/admin/articles/${article.id}`)).excerpt).toBe(theirs.excerpt);
  });

  it.each([0, -1, 1.5, 'two', null])('refuses the base version %j with 400 naming it', async (baseVersion) => {
    const { app } = createAdminTestApp();
    const article = await newArticle(app);
    const body = await send<{ issues: { field: string }[] }>(
      app,
      'PUT',
      `/api/admin/articles/${article.id}`,
      { title: 'x', baseVersion },
      400,
    );
    expect(body.issues.map((issue) => issue.field)).toContain('baseVersion');
  });
});

describe('history and restore', () => {
  it('lists each save with who and what changed, and a restore is a new, conflict-checked version', async () => {
    const { app } = createAdminTestApp();
    const article = await newArticle(app);
    await send(app, 'PUT', `/api/admin/articles/${article.id}`, { title: 'A new title', baseVersion: 1 });
    const history = await send<{ items: { version: number; authorName: string; kind: string; changes: unknown[] }[] }>(
      app,
      'GET',
      `/api/admin/articles/${article.id}/history`,
    );
    expect(history.items.map(({ version, kind, authorName }) => ({ version, kind, authorName }))).toEqual([
      { version: 2, kind: 'changed', authorName: 'editor@palmetto.example' },
      { version: 1, kind: 'created', authorName: 'editor@palmetto.example' },
    ]);
    expect(history.items[0]?.changes).toEqual([
      { field: 'title', label: 'Title', kind: 'value', before: 'Who pays at closing', after: 'A new title' },
    ]);

    await send(app, 'POST', `/api/admin/articles/${article.id}/history/1/restore`, { baseVersion: 1 }, 409);
    const restored = await send<Article>(app, 'POST', `/api/admin/articles/${article.id}/history/1/restore`, {
      baseVersion: 2,
    });
    expect({ title: restored.title, version: restored.version }).toEqual({ title: 'Who pays at closing', version: 3 });
    await send(app, 'POST', `/api/admin/articles/${article.id}/history/9/restore`, { baseVersion: 3 }, 404);
    await send(app, 'GET', '/api/admin/articles/00000000-0000-4000-8000-000000000000/history', undefined, 404);
    await send(app, 'GET', '/api/admin/articles/not-an-id/history', undefined, 400);
    await send(app, 'POST', `/api/admin/articles/${article.id}/history/x/restore`, { baseVersion: 3 }, 400);
  });
});

describe('the Trash', () => {
  it('keeps a deleted agent, lists it by kind, restores it with its id, and says when its slug is taken', async () => {
    const { app } = createAdminTestApp();
    const agent = await send<Agent>(
      app,
      'POST',
      '/api/admin/agents',
      exampleAgentFields({ slug: 'ana-ruiz', name: 'Ana Ruiz' }),
      201,
    );
    await send(app, 'DELETE', `/api/admin/agents/${agent.id}`, undefined, 204);
    const trash = await send<{
      items: { id: string; label: string; kind: string; deletedByName: string }[];
      total: number;
    }>(app, 'GET', '/api/admin/trash?kind=agents');
    expect(trash.total).toBe(1);
    expect(trash.items[0]).toMatchObject({
      label: 'Ana Ruiz',
      kind: 'agents',
      deletedByName: 'editor@palmetto.example',
    });
    expect((await send<{ total: number }>(app, 'GET', '/api/admin/trash?kind=articles')).total).toBe(0);
    await send(app, 'GET', '/api/admin/trash?kind=listings', undefined, 400);

    const takenBy = await send<Agent>(
      app,
      'POST',
      '/api/admin/agents',
      exampleAgentFields({ slug: 'ana-ruiz', name: 'Another Ana' }),
      201,
    );
    const refused = await send<{ error: string }>(
      app,
      'POST',
      `/api/admin/trash/${trash.items[0]?.id}/restore`,
      undefined,
      409,
    );
    expect(refused.error).toBe(
      "“Ana Ruiz” cannot be restored: another agent now uses the address “ana-ruiz”. Change or delete that agent's address first, then restore.",
    );
    await send(app, 'DELETE', `/api/admin/agents/${takenBy.id}`, undefined, 204);

    const restored = await send<Agent>(app, 'POST', `/api/admin/trash/${trash.items[0]?.id}/restore`);
    expect({ id: restored.id, name: restored.name, version: restored.version }).toEqual({
      id: agent.id,
      name: 'Ana Ruiz',
      version: 2,
    });
    expect((await send<Agent>(app, 'GET', `/api/admin/agents/${agent.id}`)).name).toBe('Ana Ruiz');
    await send(app, 'POST', `/api/admin/trash/${trash.items[0]?.id}/restore`, undefined, 404);
  });

  it('deletes an entry for good, and refuses a visitor', async () => {
    const { app } = createAdminTestApp();
    const agent = await send<Agent>(app, 'POST', '/api/admin/agents', exampleAgentFields(), 201);
    await send(app, 'DELETE', `/api/admin/agents/${agent.id}`, undefined, 204);
    const [entry] = (await send<{ items: { id: string }[] }>(app, 'GET', '/api/admin/trash')).items;
    expect((await app.request('/api/admin/trash', { headers: as(null) })).status).toBe(401);
    await send(app, 'DELETE', `/api/admin/trash/${entry?.id}`, undefined, 204);
    await send(app, 'DELETE', `/api/admin/trash/${entry?.id}`, undefined, 404);
    expect((await send<{ total: number }>(app, 'GET', '/api/admin/trash')).total).toBe(0);
  });
});
