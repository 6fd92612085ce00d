import { describe, expect, it } from 'vitest';
import type { ContactSubmission, LeadRoutingSettings } from '@app/domain';
import { generateDemoListings } from '@app/demo';
import { exampleAgentFields, exampleContactSubmission } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

const CONTACTS = '/api/admin/contacts';
const ROUTING = '/api/admin/lead-routing';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const LISTINGS = generateDemoListings({ count: 3 }).map((listing, index) =>
  index === 0 ? { ...listing, ListAgentMlsId: 'PRG07' } : listing,
);

async function setup() {
  const kit = createAdminTestApp({ listings: LISTINGS });
  const maria = await kit.content.agents.create(exampleAgentFields());
  const leo = await kit.content.agents.create(
    exampleAgentFields({ slug: 'leo-park', name: 'Leo Park', email: 'leo@palmetto.example', mlsMemberId: 'PRG07' }),
  );
  const receive = (overrides: Parameters<typeof exampleContactSubmission>[0] = {}) =>
    kit.services.receiveContactSubmission(exampleContactSubmission(overrides));
  return { ...kit, maria, leo, receive };
}

const json = async <T>(response: Response) => (await response.json()) as T;

describe('lead routing settings', () => {
  it('only admins may read or save them (editors 403, visitors 401)', async () => {
    const { app } = await setup();
    const settings = { rule: 'round-robin', officeEmail: null, areas: [] };
    expect((await app.request(ROUTING, { headers: as(null) })).status).toBe(401);
    expect((await app.request(ROUTING, { headers: as('editor') })).status).toBe(403);
    expect((await app.request(ROUTING, jsonAs('editor', 'PUT', settings))).status).toBe(403);
    expect((await app.request(ROUTING, { headers: as('admin') })).status).toBe(200);
  });

  it('saves good settings, audited, and answers 400 naming each bad field, never a 5xx', async () => {
    const { app, maria, auditLog } = await setup();
    const good = {
      rule: 'area',
      officeEmail: ' Office@Palmetto.Example ',
      areas: [{ city: 'Naples', agentId: maria.id }],
    };

    const saved = await json<LeadRoutingSettings>(await app.request(ROUTING, jsonAs('admin', 'PUT', good)));
    expect(saved).toEqual({ ...good, officeEmail: 'office@palmetto.example' });
    expect((await auditLog.list({ page: 1, perPage: 1 })).items[0]).toMatchObject({ entity: 'lead_routing' });

    for (const bad of [
      { ...good, officeEmail: 'office@' },
      { ...good, rule: 'nearest' },
      { ...good, areas: [{ city: 'Naples', agentId: 'nobody' }] },
      { ...good, areas: [{ city: '', agentId: maria.id }] },
      { ...good, extra: true },
      { rule: 'area' },
      'not json',
      { ...good, areas: Array.from({ length: 201 }, (_, index) => ({ city: `City ${index}`, agentId: maria.id })) },
    ]) {
      const response = await app.request(ROUTING, jsonAs('admin', 'PUT', bad));
      expect(response.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
  });
});

describe('a new lead, assigned by the rule', () => {
  it("goes to the listing's agent under that rule, and the agent and the office get a mail at once", async () => {
    const { app, receive, leo, mail } = await setup();
    const listingId = LISTINGS[0]?.ListingId ?? '';
    await app.request(
      ROUTING,
      jsonAs('admin', 'PUT', { rule: 'listing-agent', officeEmail: 'office@palmetto.example', areas: [] }),
    );

    const lead = await receive({ topic: 'showing-request', listingId });

    expect(lead.assignedAgentId).toBe(leo.id);
    expect(mail.messages().map((message) => [message.to, message.category])).toEqual([
      ['leo@palmetto.example', 'lead'],
      ['office@palmetto.example', 'lead'],
    ]);
    expect(mail.messages()[0]?.content?.action?.url).toBe(
      `https://www.palmettorealtygroup.com/admin/contacts?submission=${lead.id}`,
    );
  });

  it('takes turns among the agents under the round robin rule (the default)', async () => {
    const { receive, maria, leo } = await setup();
    const leads = [await receive(), await receive(), await receive()];
    const first = [maria.id, leo.id].sort()[0];
    expect(leads[0]?.assignedAgentId).toBe(first);
    expect(new Set(leads.slice(0, 2).map((lead) => lead.assignedAgentId))).toEqual(new Set([maria.id, leo.id]));
    expect(leads[2]?.assignedAgentId).toBe(first);
  });
});

describe('assigning by hand and following up', () => {
  it('editors and admins reassign a lead and set its follow-up day; each change audited', async () => {
    const { app, receive, maria, auditLog } = await setup();
    const lead = await receive();

    const assigned = await app.request(
      `${CONTACTS}/${lead.id}/assignment`,
      jsonAs('editor', 'PUT', { agentId: maria.id }),
    );
    expect([assigned.status, (await json<ContactSubmission>(assigned)).assignedAgentId]).toEqual([200, maria.id]);
    expect((await auditLog.list({ page: 1, perPage: 1 })).items[0]).toMatchObject({
      after: { assignedAgentId: maria.id },
    });
    const followUp = await app.request(
      `${CONTACTS}/${lead.id}/follow-up`,
      jsonAs('admin', 'PUT', { followUpOn: '2026-10-30' }),
    );
    expect((await json<ContactSubmission>(followUp)).followUpOn).toBe('2026-10-30');
    const cleared = await app.request(`${CONTACTS}/${lead.id}/assignment`, jsonAs('admin', 'PUT', { agentId: null }));
    expect((await json<ContactSubmission>(cleared)).assignedAgentId).toBeNull();
  });

  it('refuses a visitor (401), a bad body or unknown agent (400) and an unknown lead (404)', async () => {
    const { app, receive, maria } = await setup();
    const lead = await receive();
    expect(
      (await app.request(`${CONTACTS}/${lead.id}/assignment`, jsonAs(null, 'PUT', { agentId: maria.id }))).status,
    ).toBe(401);
    for (const body of [{ agentId: 'nobody' }, { agentId: 'unassigned' }, { agentId: '' }, {}, { agentId: 7 }])
      expect((await app.request(`${CONTACTS}/${lead.id}/assignment`, jsonAs('editor', 'PUT', body))).status).toBe(400);
    for (const body of [{ followUpOn: '2026-02-30' }, { followUpOn: 'tomorrow' }, { followUpOn: 20261030 }, {}])
      expect((await app.request(`${CONTACTS}/${lead.id}/follow-up`, jsonAs('editor', 'PUT', body))).status).toBe(400);
    expect(
      (await app.request(`${CONTACTS}/${UNKNOWN}/assignment`, jsonAs('editor', 'PUT', { agentId: maria.id }))).status,
    ).toBe(404);
    expect(
      (await app.request(`${CONTACTS}/not-a-uuid/follow-up`, jsonAs('editor', 'PUT', { followUpOn: null }))).status,
    ).toBe(404);
  });

  it('the inbox filters by agent, by nobody, and by overdue (the day before today in office time)', async () => {
    const { app, receive, maria } = await setup();
    // The test clock is 2026-11-01T12:00Z: 07:00 on November 1 in Florida.
    const late = await receive({ name: 'Late Lead' });
    const due = await receive({ name: 'Due Today' });
    await app.request(`${CONTACTS}/${late.id}/follow-up`, jsonAs('editor', 'PUT', { followUpOn: '2026-10-31' }));
    await app.request(`${CONTACTS}/${due.id}/follow-up`, jsonAs('editor', 'PUT', { followUpOn: '2026-11-01' }));
    await app.request(`${CONTACTS}/${late.id}/assignment`, jsonAs('editor', 'PUT', { agentId: maria.id }));
    await app.request(`${CONTACTS}/${due.id}/assignment`, jsonAs('editor', 'PUT', { agentId: null }));
    const names = async (query: string) =>
      (
        await json<{ items: ContactSubmission[] }>(await app.request(`${CONTACTS}?${query}`, { headers: as('editor') }))
      ).items.map((item) => item.name);

    expect(await names('overdue=true')).toEqual(['Late Lead']);
    expect(await names(`agent=${maria.id}`)).toEqual(['Late Lead']);
    expect(await names('agent=unassigned')).toEqual(['Due Today']);
    expect(await names('overdue=false&sort=name')).toEqual(['Due Today', 'Late Lead']);
    expect((await app.request(`${CONTACTS}?overdue=yes`, { headers: as('editor') })).status).toBe(400);
  });

  it('the export names the assigned agent and the follow-up day, times in ET with their offset', async () => {
    const { app, receive, maria } = await setup();
    const lead = await receive();
    await app.request(`${CONTACTS}/${lead.id}/assignment`, jsonAs('editor', 'PUT', { agentId: maria.id }));
    await app.request(`${CONTACTS}/${lead.id}/follow-up`, jsonAs('editor', 'PUT', { followUpOn: '2026-11-03' }));

    const text = await (await app.request(`${CONTACTS}/export.csv`, { headers: as('editor') })).text();

    expect(text).toContain('Received (ET)');
    expect(text).toContain('2026-11-01T07:00:00-05:00');
    expect(text).toContain(',Maria Alvarez,2026-11-03');
  });
});
