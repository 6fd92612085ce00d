import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresContentRepositories,
  openEmbeddedDatabase,
  prepareDatabase,
  type Database,
} from '@app/adapters-postgres';
import { exampleAgentFields, exampleArticleFields, exampleSitePageFields } from '@app/testing';
import { loadConfig } from '../config/config.ts';
import { createHttpApp } from '../http/app.ts';
import { composeServer, type ServerComposition } from './server-container.ts';

// The embedded configuration end to end: the content API over PostgresContentRepository on PGlite.
describe('the content API on the embedded database', () => {
  let database: Database;
  let app: ReturnType<typeof createHttpApp>;
  let composition: ServerComposition;

  beforeAll(async () => {
    database = await openEmbeddedDatabase();
    await prepareDatabase(database, { seed: false });
    const repositories = createPostgresContentRepositories(database);
    for (const table of ['articles', 'site_pages', 'agents']) await database.exec(`delete from ${table}`);
    const agent = await repositories.agents.create(exampleAgentFields({ slug: 'composition-agent' }));
    await repositories.agents.create(exampleAgentFields({ slug: 'hidden-agent', visible: false }));
    await repositories.articles.create(exampleArticleFields({ slug: 'composition-article', authorAgentId: agent.id }));
    await repositories.articles.create(
      exampleArticleFields({ slug: 'future-article', publishedAt: '2999-01-01T00:00:00.000Z' }),
    );
    await repositories.sitePages.create(exampleSitePageFields({ slug: 'composition-page' }));
    composition = await composeServer(loadConfig({}), database, null, { auth: false });
    app = createHttpApp(composition.services);
  });

  afterAll(async () => {
    await Promise.all(composition.jobs.map((job) => job.stop()));
    await database.close();
  });

  it('answers the records visible now, read from the database', async () => {
    const agents = (await (await app.request('/api/agents')).json()) as { items: { slug: string }[]; total: number };
    expect(agents.items.map((agent) => agent.slug)).toEqual(['composition-agent']);
    const articles = (await (await app.request('/api/articles?category=local-history')).json()) as {
      items: { slug: string }[];
    };
    expect(articles.items.map((article) => article.slug)).toEqual(['composition-article']);
    expect((await app.request('/api/articles/future-article')).status).toBe(404);
    expect(((await (await app.request('/api/pages/composition-page')).json()) as { title: string }).title).toBe(
      'About The Palmetto Team',
    );
  });
});
