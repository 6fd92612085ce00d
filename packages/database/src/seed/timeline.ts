import type { StandardStatus } from '@app/domain';
import type { Random } from './prng.ts';
import { marketPrice } from './price.ts';

const DAY_MS = 86_400_000;

/** Status, dates and price history of a listing. */
export interface ListingTimeline {
  readonly StandardStatus: StandardStatus;
  readonly ListPrice: number;
  readonly OriginalListPrice: number;
  readonly PreviousListPrice: number | null;
  readonly PriceChangeTimestamp: string | null;
  readonly ClosePrice: number | null;
  readonly CloseDate: string | null;
  readonly ListingContractDate: string;
  readonly ModificationTimestamp: string;
}

const STATUS_MIX: readonly (readonly [StandardStatus, number])[] = [
  ['Active', 70], ['Active Under Contract', 7], ['Pending', 10], ['Closed', 13],
];

/** A status from the usual mix of a live MLS: mostly Active. */
export function drawStatus(random: Random): StandardStatus {
  return random.weighted(STATUS_MIX);
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function isoSecond(ms: number): string {
  return new Date(Math.floor(ms / 1_000) * 1_000).toISOString();
}

/**
 * Dates within the last 18 months before the reference instant, in a consistent order:
 * listed, price changed, closed, last modified. About a quarter of the listings had a price cut.
 */
export function drawTimeline(status: StandardStatus, askingPrice: number, referenceMs: number, random: Random): ListingTimeline {
  const closed = status === 'Closed';
  const daysOnMarket = closed ? random.int(40, 540) : status === 'Active' ? Math.floor(random.next() ** 2 * 240) + 1 : random.int(15, 300);
  const listedMs = referenceMs - daysOnMarket * DAY_MS + random.int(8, 18) * 3_600_000;
  const closeMs = closed ? Math.min(referenceMs - DAY_MS, listedMs + random.int(25, 150) * DAY_MS) : null;
  const lastEventMs = closeMs ?? referenceMs;
  const reduced = lastEventMs - listedMs > 10 * DAY_MS && random.chance(0.26);
  const previous = reduced ? Math.max(marketPrice(askingPrice * random.float(1.03, 1.1), random), askingPrice + 1_000) : null;
  const original = previous !== null && random.chance(0.3) ? marketPrice(previous * random.float(1.02, 1.06), random) : (previous ?? askingPrice);
  const changeMs = reduced ? random.int(listedMs + 7 * DAY_MS, lastEventMs - DAY_MS) : null;
  const modifiedMs = Math.min(referenceMs, random.int(Math.max(listedMs, changeMs ?? 0, closeMs ?? 0), lastEventMs + (closed ? 3 * DAY_MS : 0)));
  return {
    StandardStatus: status,
    ListPrice: askingPrice,
    OriginalListPrice: original,
    PreviousListPrice: previous,
    PriceChangeTimestamp: changeMs === null ? null : isoSecond(changeMs),
    ClosePrice: closed ? marketPrice(askingPrice * random.float(0.9, 1.01), random) : null,
    CloseDate: closeMs === null ? null : isoDate(closeMs),
    ListingContractDate: isoDate(listedMs),
    ModificationTimestamp: isoSecond(modifiedMs),
  };
}
