import { describe, expect, it } from 'vitest';
import { exampleArticleFields } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

const DAY = 24 * 60 * 60 * 1000;

async function issuedFor(kind: string, id: string, role: 'admin' | 'editor' | null = 'editor') {
  const kit = createAdminTestApp();
  return { kit, answer: await kit.app.request('/api/admin/preview-links', jsonAs(role, 'POST', { kind, id })) };
}

describe('admin preview-link route', () => {
  it('refuses a visitor with 401, and a bad kind or id with 400', async () => {
    expect((await issuedFor('article', 'x', null)).answer.status).toBe(401);
    expect((await issuedFor('testimonial', 'x')).answer.status).toBe(400);
    expect((await issuedFor('article', '')).answer.status).toBe(400);
    const { kit } = await issuedFor('article', 'x');
    const extra = await kit.app.request('/api/admin/preview-links', {
      method: 'POST',
      headers: as('editor', { 'content-type': 'application/json' }),
      body: '{"kind":"article","id":"x","more":1}',
    });
    expect(extra.status).toBe(400);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await issuedFor('article', '00000000-0000-4000-8000-000000000000')).answer.status).toBe(404);
  });

  it('issues a 7-day token for a draft that opens it; a tampered token is invalid, an old one expired', async () => {
    const kit = createAdminTestApp();
    const draft = await kit.content.articles.create(exampleArticleFields({ status: 'draft', publishedAt: null }));
    const answer = await kit.app.request(
      '/api/admin/preview-links',
      jsonAs('editor', 'POST', { kind: 'article', id: draft.id }),
    );
    expect(answer.status).toBe(201);
    const { token, expiresAt } = (await answer.json()) as { token: string; expiresAt: string };
    expect(Date.parse(expiresAt)).toBe(kit.clock.now() + 7 * DAY);
    const previews = kit.http.previews;

    expect(await previews?.open(token)).toEqual({ ok: true, preview: { kind: 'article', record: draft } });
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await previews?.open(tampered)).toEqual({ ok: false, refusal: 'invalid' });
    const otherRecord = token.replace(draft.id, '00000000-0000-4000-8000-000000000000');
    expect(await previews?.open(otherRecord)).toEqual({ ok: false, refusal: 'invalid' });
    kit.clock.advance(7 * DAY);
    expect(await previews?.open(token)).toEqual({ ok: false, refusal: 'expired' });
  });
});
