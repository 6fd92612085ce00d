import {
  exampleAgentFields,
  exampleContactSubmission,
  InMemoryContactInbox,
  InMemoryLeadRoutingStore,
} from '@app/testing';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../content/agent.ts';
import type { MailMessage } from '../../mail/mailer.port.ts';
import { createReceiveContactSubmission } from '../contact-use-cases.ts';
import { createRouteNewLead, type LeadListingFacts } from './route-new-lead.ts';

const SITE = 'https://www.palmetto.example';
const agent = (id: string, overrides: Partial<Agent> = {}): Agent => ({
  ...exampleAgentFields({ slug: id, name: `Agent ${id}`, email: `${id}@palmetto.example`, mlsMemberId: `MLS-${id}` }),
  id,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...overrides,
});
const LISTING: LeadListingFacts = {
  ListAgentMlsId: 'MLS-b',
  City: 'Naples',
  StreetNumber: '412',
  StreetDirPrefix: null,
  StreetName: 'Gulf Shore',
  StreetDirSuffix: null,
  StreetSuffix: 'Blvd',
  UnitNumber: null,
};

function setup(options: { failMail?: boolean; agents?: Agent[] } = {}) {
  const inbox = new InMemoryContactInbox();
  const routing = new InMemoryLeadRoutingStore();
  const sent: MailMessage[] = [];
  const reports: string[] = [];
  const route = createRouteNewLead({
    inbox,
    routing,
    agents: async () => options.agents ?? [agent('a'), agent('b'), agent('c', { visible: false })],
    listing: async (id) => (id === '226000501' ? LISTING : null),
    mailer: {
      send: async (message) => {
        if (options.failMail === true) throw new Error('the outbox table is gone');
        sent.push(message);
      },
    },
    siteUrl: SITE,
    report: (what) => reports.push(what),
  });
  return { inbox, routing, sent, reports, receive: createReceiveContactSubmission(inbox, route) };
}

describe('a new lead', () => {
  it("goes to the listing's agent under that rule, who and the office are mailed with the listing and a link", async () => {
    const { routing, receive, sent, inbox } = setup();
    await routing.save({ rule: 'listing-agent', officeEmail: 'office@palmetto.example', areas: [] });

    const lead = await receive(exampleContactSubmission({ topic: 'showing-request', listingId: '226000501' }));

    expect(lead.assignedAgentId).toBe('b');
    expect((await inbox.findById(lead.id))?.assignedAgentId).toBe('b');
    expect(sent.map((mail) => mail.to)).toEqual(['b@palmetto.example', 'office@palmetto.example']);
    const [mail] = sent;
    expect(mail?.category).toBe('lead');
    expect(mail?.subject).toContain('Showing request');
    expect(mail?.text).toContain('412 Gulf Shore Blvd');
    expect(mail?.text).toContain(`${SITE}/properties/226000501`);
    expect(mail?.text).toContain(lead.message);
    expect(mail?.text).toContain(' ET');
    expect(mail?.content?.action?.url).toBe(`${SITE}/admin/contacts?submission=${lead.id}`);
  });

  it('falls back to the rotation among active agents when the rule finds nobody', async () => {
    const { routing, receive } = setup();
    await routing.save({ rule: 'area', officeEmail: null, areas: [{ city: 'Estero', agentId: 'b' }] });

    const first = await receive(exampleContactSubmission({ topic: 'listing-inquiry', listingId: '226000501' }));
    const second = await receive(exampleContactSubmission({ topic: 'general', listingId: null }));
    const third = await receive(exampleContactSubmission({ topic: 'general', listingId: null }));

    expect([first, second, third].map((lead) => lead.assignedAgentId)).toEqual(['a', 'b', 'a']);
  });

  it('is kept, unassigned and unmailed, when there is no active agent and no office address', async () => {
    const { receive, sent, inbox } = setup({ agents: [agent('c', { visible: false })] });
    const lead = await receive(exampleContactSubmission());
    expect(lead.assignedAgentId).toBeNull();
    expect(inbox.all()).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('is never lost when its mail cannot be queued: stored, assigned, and the failure reported', async () => {
    const { routing, receive, inbox, reports } = setup({ failMail: true });
    await routing.save({ rule: 'round-robin', officeEmail: 'office@palmetto.example', areas: [] });

    const lead = await receive(exampleContactSubmission());

    expect(lead.assignedAgentId).toBe('a');
    expect(inbox.all().map((stored) => stored.id)).toEqual([lead.id]);
    expect(reports).toEqual(['queue a new-lead mail', 'queue a new-lead mail']);
  });

  it('is kept when the routing store fails: the defaults and no assignment, the failure reported', async () => {
    const { routing, receive, inbox, reports } = setup();
    routing.failNextWith(new Error('database down'));

    const lead = await receive(exampleContactSubmission());

    expect(inbox.all()).toHaveLength(1);
    expect(lead.assignedAgentId).toBe('a');
    expect(reports).toEqual(['read the lead routing settings']);
  });
});
