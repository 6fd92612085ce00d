import { describe, expect, it } from 'vitest';
import { DEMO_SEO_SETTINGS } from '@app/demo';
import type { SeoSettings } from '@app/domain';
import { EXAMPLE_SEO_SETTINGS } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

const PATH = '/api/admin/seo';

describe('admin SEO routes', () => {
  it('refuse a visitor with 401 and an editor with 403: SEO is an admin-only area', async () => {
    const { app } = createAdminTestApp();

    expect((await app.request(PATH, { headers: as(null) })).status).toBe(401);
    expect((await app.request(PATH, { headers: as('editor') })).status).toBe(403);
    expect((await app.request(PATH, jsonAs('editor', 'PUT', EXAMPLE_SEO_SETTINGS))).status).toBe(403);
  });

  it('answer the stored settings', async () => {
    const { app } = createAdminTestApp();

    const response = await app.request(PATH, { headers: as('admin') });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...DEMO_SEO_SETTINGS, updatedAt: expect.any(String) });
  });

  it('save valid settings, record before and after, and show them on public answers at once', async () => {
    const { app, auditLog } = createAdminTestApp();
    await app.request('/robots.txt');
    await app.request('/api/site/seo');
    const changed = { ...EXAMPLE_SEO_SETTINGS, siteSummary: '  Palmetto sells homes in Naples.  ' };

    const response = await app.request(PATH, jsonAs('admin', 'PUT', changed));
    const saved = (await response.json()) as SeoSettings;

    expect(response.status).toBe(200);
    expect(saved).toEqual({
      ...EXAMPLE_SEO_SETTINGS,
      siteSummary: 'Palmetto sells homes in Naples.',
      updatedAt: expect.any(String),
    });
    const [entry] = (await auditLog.list({ page: 1, perPage: 5 })).items;
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'seo_settings',
      actorEmail: 'admin@palmetto.example',
      before: { titleTemplate: DEMO_SEO_SETTINGS.titleTemplate },
      after: saved,
    });
    expect(await (await app.request('/robots.txt')).text()).toContain(
      'User-agent: GPTBot\nAllow: /resources\nDisallow: /search*\n',
    );
    expect(await (await app.request('/llms.txt')).text()).toContain('\n\nPalmetto sells homes in Naples.\n\n');
    expect(((await (await app.request('/api/site/seo')).json()) as SeoSettings).titleTemplate).toBe(
      EXAMPLE_SEO_SETTINGS.titleTemplate,
    );
  });

  it('refuse settings that break a rule with 400 naming every field, and store nothing', async () => {
    const { app, auditLog } = createAdminTestApp();
    const bad = {
      ...EXAMPLE_SEO_SETTINGS,
      titleTemplate: 'No placeholder',
      faq: [{ question: '', answer: 'Naples' }],
      robots: [{ userAgent: '*', allow: ['search'], disallow: [] }],
    };

    const response = await app.request(PATH, jsonAs('admin', 'PUT', bad));

    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { field: string }[] };
    expect(body.issues.map((issue) => issue.field)).toEqual(['titleTemplate', 'robots.0.allow', 'faq.0.question']);
    expect(((await (await app.request(PATH, { headers: as('admin') })).json()) as SeoSettings).titleTemplate).toBe(
      DEMO_SEO_SETTINGS.titleTemplate,
    );
    expect((await auditLog.list({ page: 1, perPage: 5 })).total).toBe(0);
  });

  it('refuse a body of the wrong shape with 400', async () => {
    const { app } = createAdminTestApp();

    const response = await app.request(
      PATH,
      jsonAs('admin', 'PUT', { ...EXAMPLE_SEO_SETTINGS, faq: 'none', extra: true }),
    );

    expect(response.status).toBe(400);
  });
});
