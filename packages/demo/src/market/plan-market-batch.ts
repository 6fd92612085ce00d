import type { StandardStatus } from '@app/domain';
import { createRandom, hashString, type Random } from '../data/prng.ts';
import { DAILY_RATES, RELIST_WITHIN_DAYS, type MarketEventKind } from './market-rates.ts';

const DAY_MS = 86_400_000;

/** What the planner knows of each listing of the simulated market. */
export interface MarketEntry {
  readonly listingKey: string;
  readonly status: StandardStatus;
  /** Its last modification (epoch ms). */
  readonly modifiedMs: number;
  /** Whether the home has already been listed again under another key. */
  readonly relisted: boolean;
}

/** One event of a batch: what happens, to which listing (none for a new listing), when. */
export interface MarketEvent {
  readonly kind: MarketEventKind;
  /** The listing it happens to; null for a new listing. */
  readonly listingKey: string | null;
  /** Epoch ms, within the batch. */
  readonly atMs: number;
  /** A draw in [0, 1) that sizes the event (the price change, the sale price, Pending or Under Contract, ...). */
  readonly roll: number;
}

/** Options of {@link planMarketBatch}. */
export interface MarketBatch {
  readonly entries: readonly MarketEntry[];
  /** The batch covers [fromMs, toMs). */
  readonly fromMs: number;
  readonly toMs: number;
  readonly seed: number;
  /** Market days per real day (1 is a realistic pace; tests speed it up). */
  readonly speed: number;
}

const UNDER_CONTRACT: readonly StandardStatus[] = ['Active Under Contract', 'Pending'];
const OFF_MARKET: readonly StandardStatus[] = ['Withdrawn', 'Expired', 'Canceled'];

/** Which listings each kind of event may happen to. */
function eligible(kind: MarketEventKind, entry: MarketEntry, toMs: number): boolean {
  switch (kind) {
    case 'newListing':
      return false;
    case 'priceCut':
    case 'priceRaise':
    case 'underContract':
    case 'withdraw':
    case 'expire':
      return entry.status === 'Active';
    case 'pending':
      return entry.status === 'Active Under Contract';
    case 'close':
    case 'backOnMarket':
      return UNDER_CONTRACT.includes(entry.status);
    case 'goLive':
      return entry.status === 'Coming Soon';
    case 'relist':
      return (
        OFF_MARKET.includes(entry.status) && !entry.relisted && toMs - entry.modifiedMs < RELIST_WITHIN_DAYS * DAY_MS
      );
  }
}

/** A Poisson draw with mean `mean` (Knuth's method up to 30, a rounded normal beyond). */
export function poisson(mean: number, random: Random): number {
  if (mean <= 0) return 0;
  if (mean > 30) {
    const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal));
  }
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random.next();
  while (product > limit) {
    count += 1;
    product *= random.next();
  }
  return count;
}

/** The order events are drawn in: rarer, status-ending ones first so they win a listing drawn twice. */
const KINDS: readonly MarketEventKind[] = [
  'close',
  'pending',
  'backOnMarket',
  'underContract',
  'withdraw',
  'expire',
  'priceRaise',
  'priceCut',
  'goLive',
  'relist',
  'newListing',
];

/**
 * The events of one batch of the simulated market, deterministic for the same entries, window and
 * seed. For each kind, the count is a Poisson draw with mean rate × eligible listings (Active
 * listings for new ones) × market days in the window; the listings are drawn without repetition,
 * at most one event per listing per batch. Events are spread over the window and answered in time order.
 */
export function planMarketBatch(batch: MarketBatch): MarketEvent[] {
  const { fromMs, toMs } = batch;
  if (!(toMs > fromMs)) return [];
  const random = createRandom(hashString(`${batch.seed}:${fromMs}:${toMs}`));
  const days = ((toMs - fromMs) / DAY_MS) * batch.speed;
  const active = batch.entries.filter((entry) => entry.status === 'Active').length;
  const used = new Set<string>();
  const events: MarketEvent[] = [];
  const at = () => fromMs + Math.floor(random.next() * (toMs - fromMs));
  for (const kind of KINDS) {
    if (kind === 'newListing') {
      const count = poisson(DAILY_RATES.newListing * active * days, random);
      for (let index = 0; index < count; index += 1)
        events.push({ kind, listingKey: null, atMs: at(), roll: random.next() });
      continue;
    }
    const pool = batch.entries.filter((entry) => eligible(kind, entry, toMs) && !used.has(entry.listingKey));
    const count = Math.min(pool.length, poisson(DAILY_RATES[kind] * pool.length * days, random));
    for (let index = 0; index < count; index += 1) {
      const pick = index + Math.floor(random.next() * (pool.length - index));
      const chosen = pool[pick] as MarketEntry;
      pool[pick] = pool[index] as MarketEntry;
      pool[index] = chosen;
      used.add(chosen.listingKey);
      events.push({
        kind,
        listingKey: chosen.listingKey,
        atMs: Math.max(at(), chosen.modifiedMs + 1_000),
        roll: random.next(),
      });
    }
  }
  return events
    .map((event) => ({ ...event, atMs: Math.min(event.atMs, toMs - 1) }))
    .sort((a, b) => a.atMs - b.atMs || (a.listingKey ?? '').localeCompare(b.listingKey ?? ''));
}
