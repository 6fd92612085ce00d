import { describe, expect, it } from 'vitest';
import type { Agent, Banner, ContactSubmission } from '@app/domain';
import { exampleAgentFields, exampleBannerFields, exampleContactSubmission } from '@app/testing';
import { MicroCache } from '../micro-cache.ts';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

type App = ReturnType<typeof createAdminTestApp>['app'];
type Outcome = { succeeded: string[]; failed: { id: string; reason: string }[] };
type Issues = { error: string; issues: { field: string; message: string }[] };

const UNKNOWN = '9b2f6a52-5d1c-4c4e-9a53-1d7f7b0e2a11';

async function send<T>(app: App, method: string, path: string, body?: unknown, status = 200): Promise<T> {
  // Footer links and the Activity page are admins' areas; the rest is an editor's work.
  const role = /footer-links|activity/.test(path) ? 'admin' : 'editor';
  const response = await app.request(
    path,
    body === undefined ? { method, headers: as(role) } : jsonAs(role, method, body),
  );
  expect(response.status, `${method} ${path}`).toBe(status);
  return (status === 204 ? undefined : await response.json()) as T;
}

const agentsOf = (app: App, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      send<Agent>(
        app,
        'POST',
        '/api/admin/agents',
        exampleAgentFields({
          name: `Agent ${String(index + 1)}`,
          slug: `agent-${String(index + 1)}`,
          email: `agent${String(index + 1)}@palmetto.example`,
          sortOrder: 100,
        }),
        201,
      ),
    ),
  );

describe('bulk content actions', () => {
  it('hide banners in one request, each through the single save: audited, versioned and gone from the site at once', async () => {
    const microCache = new MicroCache();
    const { app, auditLog } = createAdminTestApp({ microCache });
    const [first, second] = await Promise.all(
      ['Spring open houses', 'Waterfront week'].map((title, index) =>
        send<Banner>(app, 'POST', '/api/admin/banners', exampleBannerFields({ title, sortOrder: index }), 201),
      ),
    );
    const items = [first, second].map((banner) => ({ id: banner!.id, version: banner!.version }));

    const outcome = await send<Outcome>(app, 'POST', '/api/admin/banners/bulk', { action: 'hide', items });

    expect(outcome).toEqual({ succeeded: items.map((item) => item.id), failed: [] });
    const stored = await send<Banner>(app, 'GET', `/api/admin/banners/${first!.id}`);
    expect([stored.enabled, stored.version]).toEqual([false, first!.version + 1]);
    const updates = (await auditLog.list({ page: 1, perPage: 10 })).items.filter((entry) => entry.action === 'update');
    expect(updates).toHaveLength(2);
  });

  it('reports a record someone else saved since, and one that is gone, by id; the others change (never a 5xx)', async () => {
    const { app } = createAdminTestApp();
    const [fresh, stale] = await agentsOf(app, 2);
    await send(app, 'PUT', `/api/admin/agents/${stale!.id}`, { title: 'Broker Associate' });

    const outcome = await send<Outcome>(app, 'POST', '/api/admin/agents/bulk', {
      action: 'hide',
      items: [
        { id: fresh!.id, version: fresh!.version },
        { id: stale!.id, version: stale!.version },
        { id: UNKNOWN, version: 1 },
      ],
    });

    expect(outcome.succeeded).toEqual([fresh!.id]);
    expect(outcome.failed.map((failure) => failure.id)).toEqual([stale!.id, UNKNOWN]);
    expect(outcome.failed[0]?.reason).toMatch(/Someone else saved this agent/);
    expect(outcome.failed[1]?.reason).toMatch(/not found|no agent|does not exist/i);
  });

  it('delete many to the Trash', async () => {
    const { app } = createAdminTestApp();
    const agents = await agentsOf(app, 3);
    const ids = agents.map((agent) => agent.id);

    const outcome = await send<Outcome>(app, 'POST', '/api/admin/agents/bulk', {
      action: 'delete',
      items: ids.map((id) => ({ id })),
    });

    expect(outcome).toEqual({ succeeded: ids, failed: [] });
    const trash = await send<{ total: number }>(app, 'GET', '/api/admin/trash?kind=agents');
    expect(trash.total).toBe(3);
  });

  it('answers 400 naming the problem: bad ids, none, too many, an unknown action, a collection without a switch', async () => {
    const { app } = createAdminTestApp();
    const problem = async (path: string, body: unknown) =>
      (await send<Issues>(app, 'POST', path, body, 400)).issues.map((issue) => `${issue.field}: ${issue.message}`);

    expect(await problem('/api/admin/agents/bulk', { action: 'hide', items: [{ id: 'nope' }] })).toEqual([
      'items.0.id: must be an id (UUID)',
    ]);
    expect(await problem('/api/admin/agents/bulk', { action: 'hide', items: [] })).toEqual([
      'items: must name at least one record',
    ]);
    const many = Array.from({ length: 201 }, () => ({ id: UNKNOWN }));
    expect(await problem('/api/admin/agents/bulk', { action: 'delete', items: many })).toEqual([
      'items: must name at most 200 records',
    ]);
    expect(await problem('/api/admin/agents/bulk', { action: 'archive', items: [{ id: UNKNOWN }] })).toEqual([
      'action: must be hide, show or delete',
    ]);
    expect(await problem('/api/admin/articles/bulk', { action: 'hide', items: [{ id: UNKNOWN }] })).toEqual([
      'action: Article records have no on/off switch; change their status instead',
    ]);
  });
});

describe('reorder', () => {
  it('puts agents in the order given, bumps their versions, records one Activity entry and shows it at once', async () => {
    const microCache = new MicroCache();
    const { app, auditLog } = createAdminTestApp({ microCache });
    const agents = await agentsOf(app, 3);
    const order = [agents[2]!, agents[0]!, agents[1]!];
    await app.request('/api/agents');

    await send(app, 'POST', '/api/admin/agents/reorder', { ids: order.map((agent) => agent.id) }, 204);

    const listed = await send<{ items: Agent[] }>(app, 'GET', '/api/admin/agents?sort=sortOrder');
    expect(listed.items.map((agent) => [agent.name, agent.sortOrder, agent.version])).toEqual([
      ['Agent 3', 10, 2],
      ['Agent 1', 20, 2],
      ['Agent 2', 30, 2],
    ]);
    const [entry] = (await auditLog.list({ page: 1, perPage: 1 })).items;
    expect(entry).toMatchObject({ action: 'reorder', entity: 'agents', after: { order: expect.any(Array) } });
    const activity = await send<{ items: { sentence: string }[] }>(app, 'GET', '/api/admin/activity');
    expect(activity.items[0]?.sentence).toBe('Editor reordered the agents');
    const publicAgents = (await (await app.request('/api/agents')).json()) as { items: Agent[] } | Agent[];
    const names = (Array.isArray(publicAgents) ? publicAgents : publicAgents.items).map((agent) => agent.name);
    expect(names).toEqual(['Agent 3', 'Agent 1', 'Agent 2']);
  });

  it('answers 400 naming the ids for one given twice, an unknown one or none', async () => {
    const { app } = createAdminTestApp();
    const [agent] = await agentsOf(app, 1);
    const problem = async (ids: string[]) =>
      (await send<Issues>(app, 'POST', '/api/admin/agents/reorder', { ids }, 400)).issues;

    expect(await problem([agent!.id, agent!.id])).toEqual([{ field: 'ids', message: `names ${agent!.id} twice` }]);
    expect(await problem([agent!.id, UNKNOWN])).toEqual([
      { field: 'ids', message: `names ${UNKNOWN}, which is not stored` },
    ]);
    expect(await problem([])).toEqual([{ field: 'ids', message: 'must name at least one record' }]);
    expect((await problem(['x']))[0]?.field).toBe('ids.0');
  });

  it('puts the footer links of one column in order and refuses links of two columns', async () => {
    const { app } = createAdminTestApp();
    const link = (text: string, column: number) =>
      send<{ id: string }>(
        app,
        'POST',
        '/api/admin/footer-links',
        { link_text: text, link_url: '/about', column, sort_order: 5 },
        201,
      );
    const a = await link('About', 1);
    const b = await link('Team', 1);
    const other = await link('Blog', 2);

    await send(app, 'POST', '/api/admin/footer-links/reorder', { ids: [b.id, a.id] }, 204);
    const listed = await send<{ items: { link_text: string; sort_order: number }[] }>(
      app,
      'GET',
      '/api/admin/footer-links?orderBy=column',
    );
    expect(listed.items.map((item) => [item.link_text, item.sort_order])).toEqual([
      ['Team', 10],
      ['About', 20],
      ['Blog', 5],
    ]);
    const mixed = await send<Issues>(app, 'POST', '/api/admin/footer-links/reorder', { ids: [a.id, other.id] }, 400);
    expect(mixed.issues).toEqual([{ field: 'ids', message: 'must all be links of one footer column' }]);
  });
});

describe('bulk lead actions', () => {
  async function setup() {
    const kit = createAdminTestApp();
    const receive = (name: string) => kit.services.receiveContactSubmission(exampleContactSubmission({ name }));
    return { ...kit, receive };
  }

  it('close leads and assign them to an agent, each audited; an unknown lead is reported by id', async () => {
    const { app, receive, auditLog } = await setup();
    const [agent] = await agentsOf(app, 1);
    const first = await receive('Ana Gulf');
    const second = await receive('Bo Bay');

    const assigned = await send<Outcome>(app, 'POST', '/api/admin/contacts/bulk', {
      action: 'assign',
      ids: [first.id, second.id, 'gone'],
      agentId: agent!.id,
    });
    const closed = await send<Outcome>(app, 'POST', '/api/admin/contacts/bulk', { action: 'close', ids: [first.id] });

    expect(assigned.succeeded).toEqual([first.id, second.id]);
    expect(assigned.failed).toEqual([{ id: 'gone', reason: expect.any(String) }]);
    expect(closed).toEqual({ succeeded: [first.id], failed: [] });
    const stored = await send<ContactSubmission>(app, 'GET', `/api/admin/contacts/${first.id}`);
    expect([stored.status, stored.assignedAgentId]).toEqual(['closed', agent!.id]);
    const entries = (await auditLog.list({ page: 1, perPage: 10 })).items.filter(
      (entry) => entry.entity === 'contact_submissions',
    );
    expect(entries).toHaveLength(3);
  });

  it('answers 400 for an unknown agent before changing any lead, and for an assign without an agent', async () => {
    const { app, receive } = await setup();
    const lead = await receive('Ana Gulf');

    const unknown = await send<Issues>(
      app,
      'POST',
      '/api/admin/contacts/bulk',
      { action: 'assign', ids: [lead.id], agentId: UNKNOWN },
      400,
    );
    const missing = await send<Issues>(
      app,
      'POST',
      '/api/admin/contacts/bulk',
      { action: 'assign', ids: [lead.id] },
      400,
    );

    expect(unknown.issues).toEqual([{ field: 'agentId', message: 'Choose one of the agents' }]);
    expect(missing.error).toBe(
      'Invalid request: agentId: Choose the agent to assign the leads to (or null for nobody)',
    );
    expect((await send<ContactSubmission>(app, 'GET', `/api/admin/contacts/${lead.id}`)).assignedAgentId).toBeNull();
  });
});
