import { describe, expect, it } from 'vitest';
import type { Article } from '@app/domain';
import { exampleAgentFields, exampleArticleFields } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

type ActivityPage = { items: { sentence: string; actorName: string }[]; total: number };

describe('the Activity API', () => {
  it('tells admins what happened in sentences, filtered by kind and day, and refuses editors', async () => {
    const { app } = createAdminTestApp();
    const created = await app.request(
      '/api/admin/articles',
      jsonAs('editor', 'POST', exampleArticleFields({ title: 'Who pays' })),
    );
    const article = (await created.json()) as Article;
    await app.request(
      `/api/admin/articles/${article.id}`,
      jsonAs('editor', 'PUT', { title: 'Who pays what at a Florida closing', baseVersion: 1 }),
    );
    const agent = (await (
      await app.request('/api/admin/agents', jsonAs('admin', 'POST', exampleAgentFields({ name: 'Ana Ruiz' })))
    ).json()) as { id: string };
    await app.request(`/api/admin/agents/${agent.id}`, { method: 'DELETE', headers: as('admin') });

    const all = (await (await app.request('/api/admin/activity', { headers: as('admin') })).json()) as ActivityPage;
    expect(all.items.map((item) => item.sentence)).toEqual([
      'Admin moved the agent ‘Ana Ruiz’ to the Trash',
      'Admin added the agent ‘Ana Ruiz’',
      'Editor changed the title of the article ‘Who pays what at a Florida closing’',
      'Editor added the article ‘Who pays’',
    ]);
    const articles = (await (
      await app.request('/api/admin/activity?kind=articles', { headers: as('admin') })
    ).json()) as ActivityPage;
    expect(articles.total).toBe(2);
    const longAgo = (await (
      await app.request('/api/admin/activity?from=2001-01-01&to=2001-01-31', { headers: as('admin') })
    ).json()) as ActivityPage;
    expect(longAgo.total).toBe(0);

    expect((await app.request('/api/admin/activity', { headers: as('editor') })).status).toBe(403);
    expect((await app.request('/api/admin/activity?from=yesterday', { headers: as('admin') })).status).toBe(400);
    expect((await app.request('/api/admin/activity?kind=listings', { headers: as('admin') })).status).toBe(400);
    expect((await app.request('/api/admin/activity?person=me', { headers: as('admin') })).status).toBe(400);
  });
});
