import type { StandardStatus } from '@app/domain';
import type { Random } from './prng.ts';

export const DAY_MS = 86_400_000;
/** How far back the demo listings reach: each was listed within this many days before the reference date. */
export const LISTING_WINDOW_DAYS = 730;

/** How a listing went through the market (instants in ms). */
export interface MarketPath {
  readonly status: StandardStatus;
  readonly listedMs: number;
  /** When an offer was accepted; null when none was. */
  readonly contractMs: number | null;
  readonly closeMs: number | null;
  /** When it stopped being for sale (under contract or taken off the market); null while still for sale. */
  readonly leftMs: number | null;
}

/** What a path is drawn for: any outcome, a home still for sale (Active or Active Under Contract), or a sale. */
export type PathWish = 'any' | 'for sale' | 'sold';

// New listings by month of the year (January first): most come before and during the winter season.
const LISTING_SEASON = [1.2, 1.05, 0.95, 0.85, 0.8, 0.75, 0.8, 0.9, 1, 1.15, 1.25, 1.15] as const;
// How long a home takes to find a buyer by the month it was listed: faster in winter, slower in summer.
const SELLING_PACE = [0.8, 0.8, 0.9, 1, 1.15, 1.25, 1.25, 1.2, 1.1, 1, 0.9, 0.8] as const;
const SOLD_SHARE = 0.68;
const OFF_MARKET = [
  ['Expired', 50],
  ['Withdrawn', 32],
  ['Canceled', 18],
] as const;

function listedAt(referenceMs: number, random: Random): number {
  for (;;) {
    const day = Math.floor((referenceMs - random.next() * LISTING_WINDOW_DAYS * DAY_MS) / DAY_MS) * DAY_MS;
    if (random.next() * 1.25 < (LISTING_SEASON[new Date(day).getUTCMonth()] as number))
      return day + random.int(8, 18) * 3_600_000;
  }
}

/** Days until an offer: log-normal around 62 days (less in season) with a long tail (a few homes wait over a year). */
function daysToContract(listedMs: number, random: Random): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  return Math.min(
    540,
    Math.max(2, Math.round(62 * (SELLING_PACE[new Date(listedMs).getUTCMonth()] as number) * Math.exp(normal))),
  );
}

/** Days until a listing left unsold: most expire with a six- or twelve-month listing agreement. */
function daysToLeave(status: StandardStatus, random: Random): number {
  if (status === 'Expired') return random.chance(0.55) ? random.int(170, 190) : random.int(350, 370);
  return status === 'Withdrawn' ? random.int(30, 330) : random.int(7, 120);
}

const forSale = (listedMs: number): MarketPath => ({
  status: 'Active',
  listedMs,
  contractMs: null,
  closeMs: null,
  leftMs: null,
});

function soldPath(listedMs: number, referenceMs: number, random: Random): MarketPath {
  const contractMs = listedMs + daysToContract(listedMs, random) * DAY_MS;
  if (contractMs >= referenceMs) return forSale(listedMs);
  const closeMs = contractMs + random.int(30, 70) * DAY_MS;
  if (closeMs < referenceMs) return { status: 'Closed', listedMs, contractMs, closeMs, leftMs: contractMs };
  return {
    status: random.chance(0.4) ? 'Active Under Contract' : 'Pending',
    listedMs,
    contractMs,
    closeMs: null,
    leftMs: contractMs,
  };
}

function unsoldPath(listedMs: number, referenceMs: number, random: Random): MarketPath {
  const status = random.weighted(OFF_MARKET);
  const leftMs = listedMs + daysToLeave(status, random) * DAY_MS;
  return leftMs >= referenceMs ? forSale(listedMs) : { status, listedMs, contractMs: null, closeMs: null, leftMs };
}

function fits(path: MarketPath, wish: PathWish): boolean {
  if (wish === 'sold') return path.status === 'Closed';
  return wish === 'any' || path.status === 'Active' || path.status === 'Active Under Contract';
}

/**
 * The path of a listing through a steady market: listed within {@link LISTING_WINDOW_DAYS} (more
 * in season); about two in three then sell (an offer, the closing 30 to 70 days later), the others
 * expire or are withdrawn or canceled. What has not happened by the reference instant has not
 * happened yet, so the homes for sale at past month ends are about as many as today.
 */
export function drawMarketPath(referenceMs: number, random: Random, wish: PathWish = 'any'): MarketPath {
  for (;;) {
    const listedMs = listedAt(referenceMs, random);
    const path = random.chance(SOLD_SHARE)
      ? soldPath(listedMs, referenceMs, random)
      : unsoldPath(listedMs, referenceMs, random);
    if (fits(path, wish)) return path;
  }
}
