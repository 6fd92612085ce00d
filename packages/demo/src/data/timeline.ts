import type { StandardStatus } from '@app/domain';
import { DAY_MS, type MarketPath } from './market-path.ts';
import type { Random } from './prng.ts';
import { marketPrice } from './price.ts';

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
  readonly PurchaseContractDate: string | null;
  readonly ModificationTimestamp: string;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function isoSecond(ms: number): string {
  return new Date(Math.floor(ms / 1_000) * 1_000).toISOString();
}

function modifiedAt(path: MarketPath, changeMs: number | null, referenceMs: number, random: Random): number {
  if (path.closeMs !== null) return Math.min(referenceMs, path.closeMs + random.int(0, 3) * DAY_MS);
  if (path.contractMs !== null) return random.int(path.contractMs, referenceMs);
  return path.leftMs ?? random.int(Math.max(path.listedMs, changeMs ?? 0), referenceMs);
}

/**
 * The dates and prices of a listing that followed the path: about a quarter of the listings on
 * the market for more than ten days had a price cut (before any offer), and sales close at 93% to
 * 101% of the last asking price. The last change comes after every other date.
 */
export function drawTimeline(
  path: MarketPath,
  askingPrice: number,
  referenceMs: number,
  random: Random,
): ListingTimeline {
  const onMarketUntil = path.leftMs ?? referenceMs;
  const reduced = onMarketUntil - path.listedMs > 10 * DAY_MS && random.chance(0.26);
  const previous = reduced
    ? Math.max(marketPrice(askingPrice * random.float(1.03, 1.1), random), askingPrice + 1_000)
    : null;
  const original =
    previous !== null && random.chance(0.3)
      ? marketPrice(previous * random.float(1.02, 1.06), random)
      : (previous ?? askingPrice);
  const changeMs = reduced ? random.int(path.listedMs + 7 * DAY_MS, onMarketUntil - DAY_MS) : null;
  return {
    StandardStatus: path.status,
    ListPrice: askingPrice,
    OriginalListPrice: original,
    PreviousListPrice: previous,
    PriceChangeTimestamp: changeMs === null ? null : isoSecond(changeMs),
    ClosePrice: path.closeMs === null ? null : marketPrice(askingPrice * random.float(0.93, 1.01), random),
    CloseDate: path.closeMs === null ? null : isoDate(path.closeMs),
    ListingContractDate: isoDate(path.listedMs),
    PurchaseContractDate: path.contractMs === null ? null : isoDate(path.contractMs),
    ModificationTimestamp: isoSecond(modifiedAt(path, changeMs, referenceMs, random)),
  };
}
