import { describe, expect, it } from 'vitest';
import type { NewsletterRequest, NewsletterSubscribers } from '@app/domain';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the newsletter store contract needs: the store, emptied by `reset`. */
export type NewsletterSubscribersFixture = ContractFixture<'subscribers', NewsletterSubscribers>;

const T0 = '2026-11-02T14:00:00.000Z';
const LATER = '2026-11-03T14:00:00.000Z';
const EXPIRES = '2026-11-04T14:00:00.000Z';
const AFTER_EXPIRY = '2026-11-05T14:00:00.000Z';

function request(email: string, hash: string, extra: Partial<NewsletterRequest> = {}): NewsletterRequest {
  return {
    email,
    cities: ['Naples'],
    tokenHash: hash.padEnd(64, '0'),
    expiresAt: EXPIRES,
    unsubscribeToken: `unsub-${email}`.replace(/[^A-Za-z0-9-]/g, '-').padEnd(40, 'x'),
    at: T0,
    ...extra,
  };
}
const hash = (text: string) => text.padEnd(64, '0');

/** The behaviour every NewsletterSubscribers must have: double opt-in, one-click unsubscribe, one update a month. */
export function newsletterSubscribersContract(name: string, setup: () => Promise<NewsletterSubscribersFixture>): void {
  describe(`NewsletterSubscribers contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const store = () => fixture().subscribers;

    it('a request is pending: nobody is confirmed until its link is used', async () => {
      await store().request(request('a@example.com', 'a1'));
      expect(await store().confirmed()).toEqual([]);
    });

    it('a link confirms once, with its cities; a second use, an unknown hash or an expired link does nothing', async () => {
      await store().request(request('a@example.com', 'a1', { cities: ['Naples', 'Bonita Springs'] }));
      const done = await store().confirm(hash('a1'), LATER);
      expect(done?.newlyConfirmed).toBe(true);
      expect(done?.subscriber).toMatchObject({
        email: 'a@example.com',
        cities: ['Naples', 'Bonita Springs'],
        status: 'confirmed',
        lastUpdateMonth: null,
      });
      expect(new Date(done?.subscriber.confirmedAt ?? '').toISOString()).toBe(LATER);
      expect(await store().confirm(hash('a1'), LATER)).toBeNull();
      expect(await store().confirm(hash('zz'), LATER)).toBeNull();
      await store().request(request('b@example.com', 'b1'));
      expect(await store().confirm(hash('b1'), AFTER_EXPIRY)).toBeNull();
      expect((await store().confirmed()).map((s) => s.email)).toEqual(['a@example.com']);
    });

    it('asking again for a confirmed address keeps it confirmed; its new link changes the cities, not newly', async () => {
      await store().request(request('a@example.com', 'a1'));
      await store().confirm(hash('a1'), LATER);
      await store().request(request('a@example.com', 'a2', { cities: ['Estero'], unsubscribeToken: 'y'.repeat(40) }));
      const [kept] = await store().confirmed();
      expect(kept?.cities).toEqual(['Naples']);
      expect(kept?.unsubscribeToken).toBe(request('a@example.com', 'a1').unsubscribeToken);
      const again = await store().confirm(hash('a2'), LATER);
      expect(again).toMatchObject({ newlyConfirmed: false, subscriber: { cities: ['Estero'] } });
    });

    it('unsubscribe by token is idempotent and stops the subscriber; a new confirmed link subscribes it again', async () => {
      await store().request(request('a@example.com', 'a1'));
      await store().confirm(hash('a1'), LATER);
      const token = request('a@example.com', 'a1').unsubscribeToken;
      expect(await store().unsubscribe(token, LATER)).toMatchObject({ status: 'unsubscribed' });
      expect(await store().unsubscribe(token, AFTER_EXPIRY)).toMatchObject({ status: 'unsubscribed' });
      expect(await store().unsubscribe('n'.repeat(40), LATER)).toBeNull();
      expect(await store().confirmed()).toEqual([]);
      await store().request(request('a@example.com', 'a3', { at: LATER }));
      expect(await store().confirm(hash('a3'), LATER)).toMatchObject({ newlyConfirmed: true });
    });

    it('claims a month once per confirmed subscriber, never an earlier month after a later one', async () => {
      await store().request(request('a@example.com', 'a1'));
      await store().request(request('p@example.com', 'p1'));
      const done = await store().confirm(hash('a1'), LATER);
      const id = done?.subscriber.id ?? '';
      const pending = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
      expect(await store().claimMonth(id, '2026-11')).toBe(true);
      expect(await store().claimMonth(id, '2026-11')).toBe(false);
      expect(await store().claimMonth(id, '2026-10')).toBe(false);
      expect(await store().claimMonth(pending, '2026-11')).toBe(false);
      expect((await store().confirmed())[0]?.lastUpdateMonth).toBe('2026-11');
      const claims = await Promise.all([store().claimMonth(id, '2026-12'), store().claimMonth(id, '2026-12')]);
      expect(claims.filter(Boolean)).toHaveLength(1);
    });

    it('never lets an unsubscribed address claim a month', async () => {
      await store().request(request('a@example.com', 'a1'));
      const done = await store().confirm(hash('a1'), LATER);
      await store().unsubscribe(request('a@example.com', 'a1').unsubscribeToken, LATER);
      expect(await store().claimMonth(done?.subscriber.id ?? '', '2026-11')).toBe(false);
    });
  });
}
