import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryNewsletterSubscribers } from '@app/testing';
import { ValidationError } from '../errors/domain-error.ts';
import type { MailMessage } from '../mail/mailer.port.ts';
import type { MarketActivity } from '../market/market-activity.ts';
import { createMarketUpdates } from './market-update-sender.ts';
import {
  createConfirmNewsletter,
  createNewsletterSignUp,
  createNewsletterUnsubscribe,
} from './newsletter-use-cases.ts';

const SITE = 'https://www.palmetto.example';
const CITIES = ['Bonita Springs', 'Naples'];

function activity(city: string): MarketActivity {
  return {
    city,
    area: city,
    cities: CITIES,
    months: [],
    yearBefore: null,
    summary: [],
    dataAsOf: null,
    soldDataPublic: true,
  };
}

/** The newsletter over the in-memory store, a clock that can move, and a mailer that keeps what it was given. */
function harness() {
  const subscribers = new InMemoryNewsletterSubscribers();
  const sent: MailMessage[] = [];
  const clock = { ms: Date.parse('2026-11-02T16:00:00Z'), now: () => clock.ms };
  let tokens = 0;
  const deps = {
    subscribers,
    mailer: { send: async (message: MailMessage) => void sent.push(message) },
    clock,
    siteUrl: SITE,
    newToken: () => `token-${String((tokens += 1)).padStart(30, '0')}`,
    hashToken: (token: string) => `h${token}`.padEnd(64, '0'),
    cities: async () => CITIES,
  };
  const updates = createMarketUpdates({
    ...deps,
    marketActivity: async (r) => activity(r.city ?? ''),
    timeZone: 'America/New_York',
  });
  const tokenOf = (mail: MailMessage | undefined) => /token=([\w-]+)/.exec(mail?.content?.action?.url ?? '')?.[1] ?? '';
  return {
    subscribers,
    sent,
    clock,
    updates,
    signUp: createNewsletterSignUp(deps),
    confirm: createConfirmNewsletter(deps),
    unsubscribe: createNewsletterUnsubscribe(deps),
    tokenOf,
  };
}

const isUpdate = (mail: MailMessage) => mail.category === 'newsletter';

describe(createNewsletterSignUp, () => {
  it('names each bad field and stores nothing', async () => {
    const h = harness();
    const error = await h.signUp({ email: 'nope', cities: ['Atlantis'], consent: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.field)).toEqual(['email', 'cities', 'consent']);
    expect(h.subscribers.all()).toEqual([]);
    expect(h.sent).toEqual([]);
  });

  it('mails only a confirmation link; the same answer and mail whether or not the address is known', async () => {
    const h = harness();
    await h.signUp({ email: ' Ann@Example.com ', cities: ['naples'], consent: true });
    await h.signUp({ email: 'ann@example.com', cities: ['Naples'], consent: true });
    expect(h.sent.map((m) => [m.to, m.subject])).toEqual([
      ['ann@example.com', 'Confirm your Palmetto Realty Group market update'],
      ['ann@example.com', 'Confirm your Palmetto Realty Group market update'],
    ]);
    expect(h.subscribers.all()).toMatchObject([{ email: 'ann@example.com', cities: ['Naples'], status: 'pending' }]);
  });

  it('a link works within 48 hours, once', async () => {
    const h = harness();
    await h.signUp({ email: 'a@example.com', cities: ['Naples'], consent: true });
    await h.signUp({ email: 'b@example.com', cities: ['Naples'], consent: true });
    h.clock.ms += 47 * 3_600_000;
    expect(await h.confirm(h.tokenOf(h.sent[0]))).toMatchObject({ status: 'confirmed' });
    expect(await h.confirm(h.tokenOf(h.sent[0]))).toBeNull();
    h.clock.ms += 2 * 3_600_000;
    expect(await h.confirm(h.tokenOf(h.sent[1]))).toBeNull();
  });
});

type Step =
  | { kind: 'sign-up'; who: number }
  | { kind: 'confirm'; link: number }
  | { kind: 'unsubscribe'; who: number }
  | { kind: 'send' }
  | { kind: 'next-month' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('sign-up' as const), who: fc.nat(2) }),
  fc.record({ kind: fc.constant('confirm' as const), link: fc.nat(5) }),
  fc.record({ kind: fc.constant('unsubscribe' as const), who: fc.nat(2) }),
  fc.record({ kind: fc.constant('send' as const) }),
  fc.record({ kind: fc.constant('next-month' as const) }),
);

describe('the double opt-in, as a state machine', () => {
  it('property: an update goes only to an address confirmed and not unsubscribed since, at most once a month', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const h = harness();
        const state = new Map<string, 'confirmed' | 'other'>();
        const monthsSent = new Set<string>();
        let month = 0;
        const links: MailMessage[] = [];
        for (const s of steps) {
          const before = h.sent.length;
          if (s.kind === 'sign-up') {
            await h.signUp({ email: `p${s.who}@example.com`, cities: ['Naples'], consent: true });
            links.push(...h.sent.slice(before));
          } else if (s.kind === 'confirm' && links[s.link] !== undefined) {
            const done = await h.confirm(h.tokenOf(links[s.link]));
            if (done !== null) state.set(done.email, 'confirmed');
          } else if (s.kind === 'unsubscribe') {
            const row = h.subscribers.all().find((r) => r.email === `p${s.who}@example.com`);
            if (row !== undefined) await h.unsubscribe(row.unsubscribeToken);
            if (row !== undefined) state.set(row.email, 'other');
          } else if (s.kind === 'send') await h.updates.sendNow();
          else {
            month += 1;
            h.clock.ms += 31 * 86_400_000;
          }
          for (const mail of h.sent.slice(before).filter(isUpdate)) {
            expect(state.get(mail.to)).toBe('confirmed');
            const key = `${mail.to} ${String(month)}`;
            expect(monthsSent.has(key)).toBe(false);
            monthsSent.add(key);
            expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
