import { describe, expect, it } from 'vitest';
import { normalizeContactQuery, type SiteLead } from '@app/domain';
import { exampleContactSubmission } from './contact-inbox-example.ts';
import type { ContactInboxContractContext } from './contact-inbox-context.ts';
import { pause } from './contract-fixture.ts';

const lead = (extra: Partial<SiteLead> = {}): SiteLead => ({
  topic: 'account',
  email: 'buyer@example.com',
  activity: 'Made an account',
  sourcePath: '/account/sign-in',
  ...extra,
});

/** The site-lead part of the contact inbox contract: one person one lead, with its activity in order. */
export function describeContactInboxSiteLeads({ inbox }: ContactInboxContractContext): void {
  describe('leads the site makes', () => {
    it('the first makes a new lead; later ones (any kind, any letter case) join it as activity', async () => {
      const first = await inbox().receiveSiteLead(lead());
      expect(first.isNew).toBe(true);
      expect(first.lead).toMatchObject({
        topic: 'account',
        email: 'buyer@example.com',
        message: 'Made an account',
        status: 'new',
        channel: 'unknown',
      });
      await pause(3);
      const second = await inbox().receiveSiteLead(
        lead({ topic: 'saved-search', email: 'Buyer@Example.com', activity: 'Saved the search “Naples”' }),
      );
      await pause(3);
      const third = await inbox().receiveSiteLead(lead({ topic: 'newsletter', activity: 'Confirmed the newsletter' }));
      expect([second.isNew, third.isNew]).toEqual([false, false]);
      expect([second.lead.id, third.lead.id]).toEqual([first.lead.id, first.lead.id]);
      const activity = await inbox().activity(first.lead.id);
      expect(activity.map((a) => [a.topic, a.text])).toEqual([
        ['account', 'Made an account'],
        ['saved-search', 'Saved the search “Naples”'],
        ['newsletter', 'Confirmed the newsletter'],
      ]);
      const page = await inbox().list(normalizeContactQuery({ search: 'buyer@example.com' }));
      expect(page.total).toBe(1);
    });

    it('never joins a message of the same person, and a message has no activity', async () => {
      const message = await inbox().receive(exampleContactSubmission({ email: 'buyer@example.com' }));
      const site = await inbox().receiveSiteLead(lead());
      expect(site.isNew).toBe(true);
      expect(site.lead.id).not.toBe(message.id);
      expect(await inbox().activity(message.id)).toEqual([]);
      expect(await inbox().activity('not-a-uuid')).toEqual([]);
    });

    it('makes one lead of concurrent first activity of one person', async () => {
      const results = await Promise.all([1, 2, 3].map((n) => inbox().receiveSiteLead(lead({ activity: `Step ${n}` }))));
      expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
      expect(results.filter((r) => r.isNew)).toHaveLength(1);
      expect(await inbox().activity(results[0]?.lead.id ?? '')).toHaveLength(3);
    });

    it('drops the activity with its lead', async () => {
      const { lead: made } = await inbox().receiveSiteLead(lead());
      await inbox().delete(made.id);
      expect(await inbox().activity(made.id)).toEqual([]);
      expect((await inbox().receiveSiteLead(lead())).isNew).toBe(true);
    });
  });
}
