import { describe, expect, it } from 'vitest';
import type { Agent, SitePage, Testimonial } from '@app/domain';
import {
  exampleAgentFields,
  exampleArticleFields,
  exampleBannerFields,
  exampleCommunityFields,
  exampleSalesResultFields,
  exampleSitePageFields,
  exampleTestimonialFields,
} from '@app/testing';
import { MicroCache } from '../micro-cache.ts';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';
import { CONTENT_AREAS } from './content-areas.ts';

type App = ReturnType<typeof createAdminTestApp>['app'];
type Page<T> = { items: T[]; total: number; page: number; perPage: number };

async function post<T>(app: App, path: string, body: unknown): Promise<T> {
  const response = await app.request(`/api/admin/${path}`, jsonAs('editor', 'POST', body));
  expect(response.status).toBe(201);
  return (await response.json()) as T;
}

const getAs = async <T>(app: App, path: string): Promise<T> =>
  (await (await app.request(path, { headers: as('editor') })).json()) as T;

const EXAMPLES: Record<string, unknown> = {
  agents: exampleAgentFields(),
  communities: exampleCommunityFields(),
  articles: exampleArticleFields(),
  banners: exampleBannerFields(),
  testimonials: exampleTestimonialFields(),
  'sales-results': exampleSalesResultFields(),
  pages: exampleSitePageFields(),
};

describe('admin content routes', () => {
  it('refuse a visitor with 401 on every collection, and let an editor create, read, change and delete in each', async () => {
    const { app } = createAdminTestApp();
    for (const area of CONTENT_AREAS) {
      const path = `/api/admin/${area.path}`;
      expect((await app.request(path, { headers: as(null) })).status, path).toBe(401);
      expect((await app.request(path, jsonAs(null, 'POST', EXAMPLES[area.path]))).status, path).toBe(401);
      const created = await post<{ id: string }>(app, area.path, EXAMPLES[area.path]);
      expect((await app.request(`${path}/${created.id}`, { headers: as('editor') })).status, path).toBe(200);
      expect((await app.request(`${path}/${created.id}`, jsonAs('editor', 'PUT', {}))).status, path).toBe(200);
      expect((await getAs<Page<unknown>>(app, path)).total, path).toBe(1);
      expect(
        (await app.request(`${path}/${created.id}`, { method: 'DELETE', headers: as('editor') })).status,
        path,
      ).toBe(204);
      expect((await app.request(`${path}/${created.id}`, { headers: as('editor') })).status, path).toBe(404);
    }
  });

  it('answers 400 naming every field the domain rules refuse, and stores nothing', async () => {
    const { app } = createAdminTestApp();
    const response = await app.request(
      '/api/admin/agents',
      jsonAs('editor', 'POST', exampleAgentFields({ name: ' ', email: 'not-an-address' })),
    );
    const body = (await response.json()) as { error: string; issues: { field: string; message: string }[] };

    expect(response.status).toBe(400);
    expect(body.issues).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Enter an email address, e.g. name@example.com' },
    ]);
    expect((await getAs<Page<Agent>>(app, '/api/admin/agents')).total).toBe(0);
  });

  it('answers 400 with issues for a body of the wrong shape or an unknown field', async () => {
    const { app } = createAdminTestApp();
    const response = await app.request(
      '/api/admin/testimonials',
      jsonAs('editor', 'POST', { ...exampleTestimonialFields(), rating: 'five', color: 'red' }),
    );
    const body = (await response.json()) as { issues: { field: string }[] };

    expect(response.status).toBe(400);
    expect(body.issues.map((issue) => issue.field)).toEqual(expect.arrayContaining(['rating']));
  });

  it('lists hidden records too, with search, filters, sort, direction and pages', async () => {
    const { app } = createAdminTestApp();
    for (const [index, name] of ['Cora Diaz', 'Abe Stone', 'Bea Marsh'].entries())
      await post(
        app,
        'agents',
        exampleAgentFields({
          name,
          slug: name.toLowerCase().replace(' ', '-'),
          visible: index !== 1,
          languages: index === 2 ? ['German'] : ['English'],
        }),
      );

    const byName = await getAs<Page<Agent>>(app, '/api/admin/agents?sort=name&direction=desc&perPage=2');
    const hidden = await getAs<Page<Agent>>(app, '/api/admin/agents?visible=false');
    const german = await getAs<Page<Agent>>(app, '/api/admin/agents?languages=German&search=MARSH');

    expect(byName).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect(byName.items.map((agent) => agent.name)).toEqual(['Cora Diaz', 'Bea Marsh']);
    expect(hidden.items.map((agent) => agent.name)).toEqual(['Abe Stone']);
    expect(german.items.map((agent) => agent.name)).toEqual(['Bea Marsh']);
    expect((await app.request('/api/admin/agents?sort=photo', { headers: as('editor') })).status).toBe(400);
    expect((await app.request('/api/admin/agents?perPage=101', { headers: as('editor') })).status).toBe(400);
  });

  it('sanitizes rich text on write and records the change with before and after', async () => {
    const { app, auditLog } = createAdminTestApp();
    const page = await post<SitePage>(
      app,
      'pages',
      exampleSitePageFields({ body: '<p onclick="steal()">Hello<script>alert(1)</script></p>' }),
    );
    const response = await app.request(`/api/admin/pages/${page.id}`, jsonAs('admin', 'PUT', { title: 'About us' }));
    const updated = (await response.json()) as SitePage;

    expect(page.body).toBe('<p>Hello</p>');
    expect(updated).toMatchObject({ title: 'About us', body: '<p>Hello</p>' });
    const [update, create] = (await auditLog.list({ page: 1, perPage: 5 })).items;
    expect(create).toMatchObject({
      action: 'create',
      entity: 'site_pages',
      entityId: page.id,
      actorEmail: 'editor@palmetto.example',
      before: null,
    });
    expect(update).toMatchObject({
      action: 'update',
      entity: 'site_pages',
      summary: 'About us (about)',
      before: page,
      after: updated,
      actorEmail: 'admin@palmetto.example',
    });
  });

  it('refuses a testimonial about an agent that does not exist, and a taken slug as a field issue', async () => {
    const { app } = createAdminTestApp();
    const agent = await post<Agent>(app, 'agents', exampleAgentFields());
    const stray = await app.request(
      '/api/admin/testimonials',
      jsonAs('editor', 'POST', exampleTestimonialFields({ agentId: '9b2f6a52-5d1c-4c4e-9a53-1d7f7b0e2a11' })),
    );
    const taken = await app.request(
      '/api/admin/agents',
      jsonAs('editor', 'POST', exampleAgentFields({ slug: agent.slug })),
    );

    expect(stray.status).toBe(400);
    expect(((await stray.json()) as { issues: unknown[] }).issues).toEqual([
      { field: 'agentId', message: 'The agent must be chosen from the list' },
    ]);
    expect(((await taken.json()) as { issues: unknown[] }).issues).toEqual([
      { field: 'slug', message: `Another agent already uses the slug "${agent.slug}"` },
    ]);
  });

  it('shows a change on the public site at once (the micro-cache is dropped)', async () => {
    const microCache = new MicroCache();
    const { app } = createAdminTestApp({ microCache });
    const testimonial = await post<Testimonial>(
      app,
      'testimonials',
      exampleTestimonialFields({ quote: 'First words.' }),
    );
    expect(((await (await app.request('/api/testimonials')).json()) as Page<Testimonial>).items[0]?.quote).toBe(
      'First words.',
    );

    await app.request(`/api/admin/testimonials/${testimonial.id}`, jsonAs('editor', 'PUT', { quote: 'Better words.' }));
    expect(((await (await app.request('/api/testimonials')).json()) as Page<Testimonial>).items[0]?.quote).toBe(
      'Better words.',
    );

    await app.request(`/api/admin/testimonials/${testimonial.id}`, { method: 'DELETE', headers: as('editor') });
    expect(((await (await app.request('/api/testimonials')).json()) as Page<Testimonial>).total).toBe(0);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const { app } = createAdminTestApp();
    expect(
      (
        await app.request(
          '/api/admin/agents/9b2f6a52-5d1c-4c4e-9a53-1d7f7b0e2a11',
          jsonAs('editor', 'PUT', { name: 'X' }),
        )
      ).status,
    ).toBe(404);
    expect((await app.request('/api/admin/agents/nope', { headers: as('editor') })).status).toBe(400);
  });
});
