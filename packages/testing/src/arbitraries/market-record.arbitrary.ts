import fc from 'fast-check';
import type { MarketRecord } from '@app/domain';
import { standardStatusArbitrary } from './listing.arbitrary.ts';

const DAY_MS = 86_400_000;
const FIRST_DAY_MS = Date.UTC(2025, 0, 1);

/** A day `YYYY-MM-DD` in 2025 or 2026 (two years, so months of supply and year-before comparisons have data). */
export const marketDayArbitrary: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 729 })
  .map((day) => new Date(FIRST_DAY_MS + day * DAY_MS).toISOString().slice(0, 10));

/** A price or area that may be missing, zero or negative (bad data the metrics must skip). */
function amount(min: number, max: number): fc.Arbitrary<number | null> {
  return fc.oneof({ weight: 6, arbitrary: fc.integer({ min, max }) }, fc.constant(null), fc.constantFrom(0, -1));
}

/** The cities market records are drawn from; in several letter cases, as listing data may spell them. */
export const MARKET_ARBITRARY_CITIES = ['Naples', 'Fort Myers', 'Estero', 'NAPLES'] as const;

/**
 * Any market record: dates in any order (even a contract before the listing), any status, prices
 * and areas that may be missing or nonsense; mostly in the order real listings have.
 */
export function marketRecordArbitrary(): fc.Arbitrary<MarketRecord> {
  return fc.record({
    city: fc.constantFrom(...MARKET_ARBITRARY_CITIES),
    status: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('Active' as const, 'Pending' as const, 'Closed' as const) },
      standardStatusArbitrary,
    ),
    listedOn: fc.option(marketDayArbitrary, { nil: null, freq: 8 }),
    underContractOn: fc.option(marketDayArbitrary, { nil: null }),
    closedOn: fc.option(marketDayArbitrary, { nil: null }),
    modifiedOn: marketDayArbitrary,
    listPrice: amount(50_000, 9_000_000),
    originalListPrice: amount(50_000, 9_000_000),
    closePrice: amount(50_000, 9_000_000),
    livingArea: amount(400, 12_000),
  });
}
