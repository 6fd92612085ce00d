import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryContactInbox } from '@app/testing';
import { ValidationError } from '../errors/domain-error.ts';
import type { SavedSearch } from '../visitor/saved-search.ts';
import { createVisitorLeads } from '../visitor/visitor-leads.ts';
import { createLeadIntake } from './lead-intake.ts';
import { SITE_LEAD_TOPICS } from './contact-submission.ts';

const visitor = (email: string) => ({ id: 'v1', email, createdAt: '2026-11-02T12:00:00Z' });
const search: SavedSearch = {
  id: 's',
  visitorId: 'v1',
  name: 'Naples condos',
  view: 'list',
  params: {},
  alertFrequency: 'daily',
  createdAt: '',
  updatedAt: '',
  lastAlertedAt: null,
};

describe(createLeadIntake, () => {
  it('checks and stores a visitor message as a new lead', async () => {
    const inbox = new InMemoryContactInbox();
    const intake = createLeadIntake(inbox);
    const bad = intake({
      kind: 'message',
      submission: {
        topic: 'general',
        name: '',
        email: 'x',
        phone: null,
        message: '',
        listingId: null,
        preferredTime: null,
        consent: false,
        sourcePath: '/',
      },
    });
    await expect(bad).rejects.toBeInstanceOf(ValidationError);
    expect(inbox.all()).toEqual([]);
  });

  it('a visitor who makes an account, then saves three searches and a home, is one lead with five activities', async () => {
    const inbox = new InMemoryContactInbox();
    const leads = createVisitorLeads(createLeadIntake(inbox));
    const first = await leads.accountMade(visitor('Buyer@Example.com'));
    for (const name of ['A', 'B', 'C']) await leads.searchSaved(visitor('buyer@example.com'), { ...search, name });
    await leads.homeSaved(visitor('buyer@example.com'), '226000001');
    expect(first.isNew).toBe(true);
    expect(inbox.all()).toHaveLength(1);
    expect(inbox.all()[0]).toMatchObject({ topic: 'account', email: 'buyer@example.com', status: 'new' });
    expect((await inbox.activity(first.lead.id)).map((a) => a.text)).toEqual([
      'Made an account',
      'Saved the search “A” (alerts: daily)',
      'Saved the search “B” (alerts: daily)',
      'Saved the search “C” (alerts: daily)',
      'Saved the home 226000001',
    ]);
  });

  it('property: site leads make exactly one lead per address, and every step is its activity', async () => {
    const step = fc.record({
      who: fc.constantFrom('a@example.com', 'B@example.com', 'b@example.com', 'c@example.com'),
      topic: fc.constantFrom(...SITE_LEAD_TOPICS),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 15 }), async (steps) => {
        const inbox = new InMemoryContactInbox();
        const intake = createLeadIntake(inbox);
        const newOnes: string[] = [];
        for (const { who, topic } of steps) {
          const result = await intake({
            kind: 'site',
            lead: { topic, email: who, activity: `${topic} step`, sourcePath: '/' },
          });
          if (result.isNew) newOnes.push(result.lead.email);
        }
        const people = new Set(steps.map((s) => s.who.toLowerCase()));
        expect(
          inbox
            .all()
            .map((lead) => lead.email)
            .sort(),
        ).toEqual([...people].sort());
        expect(newOnes.sort()).toEqual([...people].sort());
        const activity = await Promise.all(inbox.all().map((lead) => inbox.activity(lead.id)));
        expect(activity.flat()).toHaveLength(steps.length);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a site lead without an address or activity', async () => {
    const intake = createLeadIntake(new InMemoryContactInbox());
    await expect(
      intake({ kind: 'site', lead: { topic: 'account', email: 'nope', activity: ' ', sourcePath: '/' } }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
