import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  exampleListing,
  FixedClock,
  InMemoryListingAlertRecipients,
  InMemoryListingHistory,
  InMemoryListingStore,
} from '@app/testing';
import type { ListingChange } from '../listing/history/listing-change.ts';
import type { Listing } from '../listing/listing.ts';
import type { MailMessage } from '../mail/mailer.port.ts';
import { runAlertDigest, parseDigestState } from './alert-digest-job.ts';
import type { DigestFrequency } from './alert-digest-schedule.ts';
import type { SavedSearch } from './saved-search.ts';

const SITE = 'https://palmetto.example';
const HOUR = 7;
// Wednesday November 25, 2026, 10:00 in Naples (EST).
const START = Date.parse('2026-11-25T15:00:00Z');
const DAY = 86_400_000;

function search(id: string, visitorId: string, alertFrequency: SavedSearch['alertFrequency'], params = {}) {
  return {
    id,
    visitorId,
    name: id,
    view: 'list',
    params,
    alertFrequency,
    lastAlertedAt: null,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  } satisfies SavedSearch;
}

/** A world of one in-memory store, history and set of visitors, with the digests run as the server runs them. */
class DigestWorld {
  readonly clock = new FixedClock(START);
  readonly history = new InMemoryListingHistory();
  readonly listings = new InMemoryListingStore();
  readonly recipients = new InMemoryListingAlertRecipients();
  readonly sent: MailMessage[] = [];
  private readonly states = new Map<DigestFrequency, string | null>();
  private listingCount = 0;

  constructor() {
    for (const visitor of ['daily', 'weekly', 'instant']) this.recipients.emails.set(visitor, `${visitor}@example.com`);
    this.recipients.searches.set('all-daily', search('all-daily', 'daily', 'daily'));
    this.recipients.searches.set('cheap-weekly', search('cheap-weekly', 'weekly', 'weekly', { maxPrice: '600000' }));
    this.recipients.searches.set('all-instant', search('all-instant', 'instant', 'instantly'));
  }

  run(frequency: DigestFrequency) {
    let token = 0;
    return runAlertDigest({
      frequency,
      hour: HOUR,
      history: this.history,
      listings: this.listings,
      recipients: this.recipients,
      mailer: { send: (message) => Promise.resolve(void this.sent.push(message)) },
      clock: this.clock,
      siteUrl: SITE,
      newToken: () => `${frequency}-token-${String(++token).padStart(32, '0')}`,
      communities: () => Promise.resolve(new Map()),
      state: {
        get: () => Promise.resolve(this.states.get(frequency) ?? null),
        set: (value) => Promise.resolve(void this.states.set(frequency, value)),
      },
    });
  }

  async runBoth(): Promise<void> {
    await this.run('daily');
    await this.run('weekly');
  }

  /** A new listing at `price` and one change of it, recorded now. */
  async change(price: number, overrides: Partial<ListingChange> = {}): Promise<Listing> {
    this.listingCount += 1;
    const listing = exampleListing({
      ListingKey: `K${this.listingCount}`,
      ListingId: `${1000 + this.listingCount}`,
      ListPrice: price,
    });
    await this.listings.upsertMany([listing]);
    await this.history.append([
      {
        propertyKey: `listing:${listing.ListingKey}`,
        listingKey: listing.ListingKey,
        listingId: listing.ListingId,
        kind: 'listed',
        at: new Date(this.clock.now()).toISOString(),
        status: 'Active',
        listPrice: price,
        price,
        previousPrice: null,
        ...overrides,
      },
    ]);
    return listing;
  }

  /** The listing ids each address was mailed, one entry per card. */
  toldTo(email: string): string[] {
    return this.sent
      .filter((mail) => mail.to === email)
      .flatMap((mail) => mail.content?.listings?.map((card) => card.url.split('/').at(-1) ?? '') ?? []);
  }
}

describe('runAlertDigest', () => {
  let world: DigestWorld;

  beforeEach(async () => {
    world = new DigestWorld();
    await world.change(500_000);
    // The first runs only record where history ends: what happened before is not news.
    await world.runBoth();
  });

  it('sends nothing on its first run, then one digest the next morning with each matching change', async () => {
    expect(world.sent).toEqual([]);
    const cheap = await world.change(450_000);
    const dear = await world.change(900_000);
    await world.runBoth();
    expect(world.sent).toEqual([]);

    world.clock.set(Date.parse('2026-11-26T12:00:00Z')); // Thursday 7:00 in Naples
    expect(await world.run('daily')).toEqual({ changes: 2, mails: 1 });
    expect(world.toldTo('daily@example.com').sort()).toEqual([cheap.ListingId, dear.ListingId].sort());
    const mail = world.sent[0]!;
    expect(mail.subject).toBe('Your daily digest: 2 homes matching your saved searches');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/palmetto\.example\/api\/alerts\/unsubscribe\?token=/,
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.content?.unsubscribeUrl).toContain('/api/alerts/unsubscribe?token=daily-token-');
    expect(world.recipients.searches.get('all-daily')?.lastAlertedAt).toBe('2026-11-26T12:00:00.000Z');

    // Not again the same day, and the weekly one waits for Monday.
    world.clock.advance(3_600_000);
    expect(await world.run('daily')).toEqual({ changes: 0, mails: 0 });
    expect(await world.run('weekly')).toEqual({ changes: 0, mails: 0 });
    world.clock.set(Date.parse('2026-11-30T12:00:00Z')); // Monday 7:00
    expect(await world.run('weekly')).toEqual({ changes: 2, mails: 1 });
    expect(world.toldTo('weekly@example.com')).toEqual([cheap.ListingId]);
    expect(world.sent.at(-1)?.subject).toBe('Your weekly digest: a home matching your saved searches');
    expect(world.toldTo('instant@example.com')).toEqual([]);
  });

  it('sends no mail for a period without a matching change, and moves on', async () => {
    await world.change(700_000, { kind: 'pending', status: 'Pending' });
    world.clock.advance(DAY);
    expect(await world.run('daily')).toEqual({ changes: 1, mails: 0 });
    world.clock.advance(DAY);
    expect(await world.run('daily')).toEqual({ changes: 0, mails: 0 });
    expect(world.sent).toEqual([]);
  });

  it('tells a listing changed twice once, in its latest state', async () => {
    const listing = await world.change(650_000);
    await world.history.append([
      {
        propertyKey: `listing:${listing.ListingKey}`,
        listingKey: listing.ListingKey,
        listingId: listing.ListingId,
        kind: 'price_change',
        at: new Date(world.clock.now() + 60_000).toISOString(),
        status: 'Active',
        listPrice: 590_000,
        price: 590_000,
        previousPrice: 650_000,
      },
    ]);
    world.clock.set(Date.parse('2026-11-30T12:00:00Z'));
    await world.runBoth();
    for (const email of ['daily@example.com', 'weekly@example.com']) {
      const cards = world.sent.filter((mail) => mail.to === email).flatMap((mail) => mail.content?.listings ?? []);
      expect(cards.map((card) => [card.price, card.note])).toEqual([[590_000, 'Price reduced']]);
    }
  });

  it('does not tell a search what its instant alerts told earlier in the period', async () => {
    world.clock.advance(60_000);
    const toldInstantly = await world.change(400_000);
    world.clock.advance(60_000);
    // Alerted instantly now, then switched to daily.
    const before = world.recipients.searches.get('all-instant')!;
    world.recipients.searches.set('all-instant', {
      ...before,
      alertFrequency: 'daily',
      lastAlertedAt: new Date(world.clock.now()).toISOString(),
    });
    world.clock.advance(60_000);
    const later = await world.change(410_000);
    world.clock.advance(DAY);
    await world.run('daily');
    expect(world.toldTo('instant@example.com')).toEqual([later.ListingId]);
    expect(world.toldTo('daily@example.com').sort()).toEqual([toldInstantly.ListingId, later.ListingId].sort());
  });

  it('starts afresh at the end of history when its stored state is unreadable', () => {
    expect(parseDigestState('not json')).toBeNull();
    expect(parseDigestState('{"period":"yesterday","cursor":"1","ranAt":"2026-11-26T00:00:00Z"}')).toBeNull();
    expect(parseDigestState('{"period":"2026-11-26","cursor":"1","ranAt":"2026-11-26T00:00:00Z"}')).toEqual({
      period: '2026-11-26',
      cursor: '1',
      ranAt: '2026-11-26T00:00:00Z',
    });
  });

  it('mails each (visitor, change) at most once, and every alertable change by the end of its period', async () => {
    const step = fc.oneof(
      fc.record({ type: fc.constant('list' as const), price: fc.integer({ min: 300, max: 900 }) }),
      fc.record({ type: fc.constant('cut' as const), price: fc.integer({ min: 300, max: 900 }) }),
      fc.record({ type: fc.constant('pending' as const), price: fc.integer({ min: 300, max: 900 }) }),
      fc.record({ type: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 3 * 24 * 60 }) }),
      fc.constant({ type: 'run' as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const model = new DigestWorld();
        await model.runBoth();
        const alertable: { listingId: string; price: number }[] = [];
        for (const s of steps) {
          if (s.type === 'wait') model.clock.advance(s.minutes * 60_000);
          else if (s.type === 'run') await model.runBoth();
          else {
            const price = s.price * 1000;
            const overrides: Partial<ListingChange> =
              s.type === 'cut'
                ? { kind: 'price_change', previousPrice: price + 10_000 }
                : s.type === 'pending'
                  ? { kind: 'pending', status: 'Pending' }
                  : {};
            const listing = await model.change(price, overrides);
            if (s.type !== 'pending') alertable.push({ listingId: listing.ListingId, price });
          }
        }
        // A week and a day later both periods have ended: the next run tells the rest.
        model.clock.advance(8 * DAY);
        await model.runBoth();
        const daily = model.toldTo('daily@example.com');
        const weekly = model.toldTo('weekly@example.com');
        expect(new Set(daily).size).toBe(daily.length);
        expect(new Set(weekly).size).toBe(weekly.length);
        expect(daily.sort()).toEqual(alertable.map((change) => change.listingId).sort());
        expect(weekly.sort()).toEqual(
          alertable
            .filter((change) => change.price <= 600_000)
            .map((change) => change.listingId)
            .sort(),
        );
        expect(model.toldTo('instant@example.com')).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
