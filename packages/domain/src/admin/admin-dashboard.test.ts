import {
  createInMemoryContentRepositories,
  FixedClock,
  InMemoryAnalyticsSink,
  InMemoryAuditLog,
  InMemoryContactInbox,
  InMemoryListingStore,
  exampleContactSubmission,
  exampleListing,
} from '@app/testing';
import { describe, expect, it } from 'vitest';
import { createSummarizePageViews } from '../analytics/page-view-summary.ts';
import { createGetAdminDashboard } from './admin-dashboard.ts';

async function setup() {
  const clock = new FixedClock(Date.parse('2026-03-10T12:00:00Z'));
  const contacts = new InMemoryContactInbox(clock);
  const audit = new InMemoryAuditLog();
  const listings = new InMemoryListingStore([exampleListing()]);
  const pageViews = createSummarizePageViews(new InMemoryAnalyticsSink(), clock, listings);
  const content = createInMemoryContentRepositories(clock);
  return {
    clock,
    contacts,
    audit,
    content,
    dashboard: createGetAdminDashboard({ listings, contacts, audit, pageViews: () => pageViews(), clock }),
  };
}

describe(createGetAdminDashboard, () => {
  it('counts, lists the newest new submissions and the recent changes, sign-ins left out', async () => {
    const { contacts, audit, content, dashboard } = await setup();
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five', 'Six'])
      await contacts.receive(exampleContactSubmission({ name }));
    const first = contacts.all()[0];
    await contacts.setStatus(first?.id ?? '', 'closed');
    await audit.record({
      actorId: null,
      actorEmail: 'maria@palmetto.example',
      action: 'update',
      entity: 'contact_submissions',
      entityId: first?.id ?? null,
      summary: 'One',
      before: { status: 'new' },
      after: { status: 'closed' },
    });

    await audit.record({
      actorId: null,
      actorEmail: 'maria@palmetto.example',
      action: 'sign-in',
      entity: 'users',
      entityId: null,
      summary: 'signed in',
      before: null,
      after: null,
    });

    const result = await dashboard(content, { withChanges: true });

    expect(result.counts).toEqual({ listings: 1, agents: 0, articles: 0, communities: 0, newContactSubmissions: 5 });
    expect(result.contactStatusCounts).toEqual({ new: 5, contacted: 0, closed: 1 });
    expect(result.newestContactSubmissions).toHaveLength(5);
    expect(result.newestContactSubmissions.every((item) => item.status === 'new')).toBe(true);
    expect(result.recentChanges?.map((entry) => entry.summary)).toEqual(['One']);
    expect(result.pageViews.days).toHaveLength(30);
    expect(result.listingData.count).toBe(1);
  });

  it('counts the leads of the last 30 days by source, older ones left out', async () => {
    const { clock, contacts, content, dashboard } = await setup();
    const ad = { source: 'google', medium: 'cpc', campaign: null, referrerHost: null, landingPath: '/', clickId: null };
    clock.set(Date.parse('2026-01-15T12:00:00Z'));
    await contacts.receive(exampleContactSubmission({ attribution: ad }));
    clock.set(Date.parse('2026-03-09T12:00:00Z'));
    await contacts.receive(exampleContactSubmission({ attribution: ad }));
    await contacts.receive(exampleContactSubmission());
    clock.set(Date.parse('2026-03-10T12:00:00Z'));

    const { leadsBySource } = await dashboard(content, { withChanges: false });

    expect(leadsBySource.since).toBe('2026-02-08T12:00:00.000Z');
    expect(leadsBySource.counts).toMatchObject({ 'paid-search': 1, unknown: 1, direct: 0 });
  });

  it('leaves the changes out when the user may not read them', async () => {
    const { content, dashboard } = await setup();
    expect((await dashboard(content, { withChanges: false })).recentChanges).toBeNull();
  });
});
