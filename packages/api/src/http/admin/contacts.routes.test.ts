import { describe, expect, it } from 'vitest';
import type { ContactNote, ContactSubmission } from '@app/domain';
import { exampleContactSubmission } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

const PATH = '/api/admin/contacts';

async function setup() {
  const kit = createAdminTestApp();
  const receive = (overrides: Parameters<typeof exampleContactSubmission>[0] = {}) =>
    kit.services.receiveContactSubmission(exampleContactSubmission(overrides));
  return { ...kit, receive };
}

describe('admin contact routes', () => {
  it('refuse a visitor with 401 and let an editor in', async () => {
    const { app, receive } = await setup();
    const { id } = await receive();

    for (const [path, init] of [
      [PATH, {}],
      [`${PATH}/export.csv`, {}],
      [`${PATH}/${id}`, {}],
      [`${PATH}/${id}`, { method: 'PUT' }],
      [`${PATH}/${id}/notes`, { method: 'POST' }],
      [`${PATH}/${id}`, { method: 'DELETE' }],
    ] as const)
      expect((await app.request(path, { ...init, headers: as(null) })).status).toBe(401);
    expect((await app.request(PATH, { headers: as('editor') })).status).toBe(200);
  });

  it('list by status and kind, with search, sort and the exact count', async () => {
    const { app, receive } = await setup();
    await receive({ name: 'Ana Gulf' });
    await receive({ name: 'Bo', topic: 'selling', listingId: null });
    const closed = await receive({ name: 'Cy Gulf' });
    await app.request(`${PATH}/${closed.id}`, jsonAs('editor', 'PUT', { status: 'closed' }));

    const gulf = (await (
      await app.request(`${PATH}?search=gulf&sort=name&direction=desc`, { headers: as('editor') })
    ).json()) as { items: ContactSubmission[]; total: number; page: number; perPage: number };
    const selling = (await (
      await app.request(`${PATH}?topic=selling&status=new`, { headers: as('editor') })
    ).json()) as { total: number };
    const bad = await app.request(`${PATH}?status=archived&sort=phone`, { headers: as('editor') });

    expect([gulf.total, gulf.page, gulf.perPage, gulf.items.map((item) => item.name)]).toEqual([
      2,
      1,
      10,
      ['Cy Gulf', 'Ana Gulf'],
    ]);
    expect(selling.total).toBe(1);
    expect(bad.status).toBe(400);
  });

  it('move a submission to another status and record it in the audit log', async () => {
    const { app, receive, auditLog } = await setup();
    const { id } = await receive({ name: 'Maria Lopez', email: 'maria@example.com' });

    const response = await app.request(`${PATH}/${id}`, jsonAs('editor', 'PUT', { status: 'contacted' }));

    expect(response.status).toBe(200);
    expect(((await response.json()) as ContactSubmission).status).toBe('contacted');
    const [entry] = (await auditLog.list({ page: 1, perPage: 1 })).items;
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'contact_submissions',
      entityId: id,
      summary: 'Maria Lopez <maria@example.com>',
      before: { status: 'new' },
      after: { status: 'contacted' },
      actorEmail: 'editor@palmetto.example',
    });
    expect((await app.request(`${PATH}/${id}`, jsonAs('editor', 'PUT', { status: 'archived' }))).status).toBe(400);
    expect(
      (await app.request(`${PATH}/00000000-0000-4000-8000-000000000000`, jsonAs('editor', 'PUT', { status: 'closed' })))
        .status,
    ).toBe(404);
  });

  it('keep a note with its author, refuse an empty one naming the field, and show notes with the submission', async () => {
    const { app, receive } = await setup();
    const { id } = await receive();

    const empty = await app.request(`${PATH}/${id}/notes`, jsonAs('admin', 'POST', { text: '   ' }));
    const created = await app.request(
      `${PATH}/${id}/notes`,
      jsonAs('admin', 'POST', { text: '  Called back, showing Saturday  ' }),
    );
    const detail = (await (
      await app.request(`${PATH}/${id}`, { headers: as('admin') })
    ).json()) as ContactSubmission & { notes: ContactNote[] };

    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { issues: unknown[] }).issues).toEqual([
      { field: 'text', message: 'Please write the note' },
    ]);
    expect(created.status).toBe(201);
    expect(detail.notes).toEqual([
      expect.objectContaining({ text: 'Called back, showing Saturday', authorEmail: 'admin@palmetto.example' }),
    ]);
  });

  it('export the filtered submissions as CSV (with a byte-order mark for spreadsheets), formulas defused', async () => {
    const { app, receive } = await setup();
    await receive({ name: '=HYPERLINK("http://evil.example","x")', message: 'Line one\nline "two", end' });
    await receive({ name: 'Closed one', topic: 'general', listingId: null });

    const response = await app.request(`${PATH}/export.csv?topic=showing-request`, { headers: as('editor') });
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    const text = await response.text();

    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith('Received (ET),Status,Topic,Name,Email')).toBe(true);
    expect(text).toContain(`,Showing request,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    expect(text).toContain('"Line one\nline ""two"", end"');
    expect(text).not.toContain('Closed one');
  });

  it('delete a submission after recording what it was, then answer 404', async () => {
    const { app, receive, auditLog } = await setup();
    const { id } = await receive({ name: 'Spam Bot' });

    expect((await app.request(`${PATH}/${id}`, { method: 'DELETE', headers: as('admin') })).status).toBe(204);
    expect((await app.request(`${PATH}/${id}`, { headers: as('admin') })).status).toBe(404);
    expect((await app.request(`${PATH}/${id}`, { method: 'DELETE', headers: as('admin') })).status).toBe(404);
    expect((await auditLog.list({ page: 1, perPage: 1 })).items[0]).toMatchObject({
      action: 'delete',
      entityId: id,
      after: null,
      before: expect.objectContaining({ name: 'Spam Bot' }),
    });
  });
});
