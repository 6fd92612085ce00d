import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_STATUSES, type Listing, type StandardStatus } from '@app/domain';
import { demoListingGenerator } from '../data/generate-demo-listings.ts';
import { applyMarketBatch, marketEntryOf } from './apply-market-batch.ts';
import { DAILY_RATES, LEGAL_TRANSITIONS, RELIST_WITHIN_DAYS } from './market-rates.ts';
import { planMarketBatch, type MarketEntry } from './plan-market-batch.ts';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-26T12:00:00Z');
const generator = demoListingGenerator({ count: 400 });
const HOMES: Listing[] = Array.from({ length: 400 }, (_, index) => generator.at(index));

/** Any status, Active most often (most events happen to Active listings). */
const statusArbitrary: fc.Arbitrary<StandardStatus> = fc.oneof(
  { arbitrary: fc.constant<StandardStatus>('Active'), weight: 8 },
  { arbitrary: fc.constantFrom<StandardStatus>(...STANDARD_STATUSES), weight: 4 },
);

/** Demo homes in random states, modified within the last two years. */
const marketArbitrary = fc
  .array(fc.tuple(statusArbitrary, fc.integer({ min: 1, max: 730 }), fc.boolean()), { minLength: 1, maxLength: 400 })
  .map((states) =>
    states.map(([status, daysAgo, relisted], index) => {
      const home = HOMES[index] as Listing;
      const listing: Listing = {
        ...home,
        StandardStatus: status,
        ModificationTimestamp: new Date(NOW - daysAgo * DAY_MS).toISOString(),
      };
      return { listing, entry: marketEntryOf(listing, relisted) };
    }),
  );

const windowArbitrary = fc.record({
  minutes: fc.constantFrom(0.05, 1, 10, 60),
  speed: fc.constantFrom(1, 30, 300),
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
});

function run(
  market: { listing: Listing; entry: MarketEntry }[],
  window: { minutes: number; speed: number; seed: number },
) {
  const fromMs = NOW;
  const toMs = NOW + window.minutes * 60_000;
  const events = planMarketBatch({
    entries: market.map((item) => item.entry),
    fromMs,
    toMs,
    seed: window.seed,
    speed: window.speed,
  });
  const current = new Map(market.map((item) => [item.listing.ListingKey, item.listing]));
  const applied = applyMarketBatch(events, current, (sequence) => generator.at(sequence - 1), 1_000);
  return { events, applied, current, fromMs, toMs };
}

describe('the simulated market', () => {
  it('keeps every price positive and every status change legal; a Closed listing changes never', () => {
    fc.assert(
      fc.property(marketArbitrary, windowArbitrary, (market, window) => {
        const { applied, current, fromMs, toMs } = run(market, window);
        for (const listing of applied.listings) {
          expect(listing.ListPrice === null || listing.ListPrice > 0).toBe(true);
          expect(listing.ClosePrice === null || listing.ClosePrice > 0).toBe(true);
          const modified = Date.parse(listing.ModificationTimestamp);
          expect(modified >= fromMs && modified < toMs).toBe(true);
          const before = current.get(listing.ListingKey);
          if (before === undefined) {
            expect(['Active', 'Coming Soon']).toContain(listing.StandardStatus);
            expect(listing.ListingKey >= 'SWFL00001000').toBe(true);
            continue;
          }
          expect(before.StandardStatus).not.toBe('Closed');
          if (listing.StandardStatus !== before.StandardStatus)
            expect(LEGAL_TRANSITIONS[before.StandardStatus]).toContain(listing.StandardStatus);
          else expect(listing.StandardStatus === 'Active' && listing.ListPrice !== before.ListPrice).toBe(true);
          if (listing.ListPrice !== before.ListPrice) {
            expect(listing.PreviousListPrice).toBe(before.ListPrice);
            expect(listing.PriceChangeTimestamp).toBe(listing.ModificationTimestamp);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('relists only homes taken off the market within a year, once, as a new listing period of the same home', () => {
    fc.assert(
      fc.property(marketArbitrary, windowArbitrary, (market, window) => {
        const { events, applied, current, toMs } = run(market, window);
        for (const key of applied.relistedKeys) {
          const before = current.get(key) as Listing;
          const entry = market.find((item) => item.listing.ListingKey === key)?.entry as MarketEntry;
          expect(['Withdrawn', 'Expired', 'Canceled']).toContain(before.StandardStatus);
          expect(entry.relisted).toBe(false);
          expect(toMs - entry.modifiedMs).toBeLessThan(RELIST_WITHIN_DAYS * DAY_MS);
        }
        expect(new Set(applied.relistedKeys).size).toBe(applied.relistedKeys.length);
        const keys = events.flatMap((event) => (event.listingKey === null ? [] : [event.listingKey]));
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 60 },
    );
  });

  it('is the same batch for the same market, window and seed', () => {
    fc.assert(
      fc.property(marketArbitrary, windowArbitrary, (market, window) => {
        expect(run(market, window).applied).toEqual(run(market, window).applied);
      }),
      { numRuns: 20 },
    );
  });

  it('produces events at the Southwest Florida daily rates, scaled to the batch length', () => {
    const entries: MarketEntry[] = Array.from({ length: 2_400 }, (_, index) => ({
      listingKey: `K${index}`,
      status: index < 2_000 ? 'Active' : 'Pending',
      modifiedMs: NOW - 30 * DAY_MS,
      relisted: false,
    }));
    const counts = new Map<string, number>();
    // One market day in 10-minute batches, then in 0.2-minute batches of a sped-up market.
    for (const [batches, minutes, speed] of [
      [144, 10, 1],
      [50, 0.2, 144],
    ] as const) {
      counts.clear();
      for (let batch = 0; batch < batches; batch += 1) {
        const fromMs = NOW + batch * minutes * 60_000;
        for (const event of planMarketBatch({ entries, fromMs, toMs: fromMs + minutes * 60_000, seed: 7, speed }))
          counts.set(event.kind, (counts.get(event.kind) ?? 0) + 1);
      }
      const days = (batches * minutes * speed) / 1_440;
      const within = (kind: keyof typeof DAILY_RATES, population: number) => {
        const mean = DAILY_RATES[kind] * population * days;
        const count = counts.get(kind) ?? 0;
        expect(Math.abs(count - mean), `${kind}: ${count} for a mean of ${mean}`).toBeLessThanOrEqual(
          4 * Math.sqrt(mean) + 1,
        );
      };
      within('newListing', 2_000);
      within('priceCut', 2_000);
      within('underContract', 2_000);
      within('close', 400);
      within('withdraw', 2_000);
      expect(counts.get('priceCut') ?? 0).toBeGreaterThan((counts.get('priceRaise') ?? 0) * 5);
    }
  });

  it('produces nothing for an empty or backward window', () => {
    const entries = [{ listingKey: 'K', status: 'Active' as const, modifiedMs: NOW, relisted: false }];
    expect(planMarketBatch({ entries, fromMs: NOW, toMs: NOW, seed: 1, speed: 1e6 })).toEqual([]);
    expect(planMarketBatch({ entries, fromMs: NOW, toMs: NOW - 1, seed: 1, speed: 1e6 })).toEqual([]);
  });
});
