import { DataUnavailableError, type Clock } from '@app/domain';
import type { Sleep } from './sleep.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** Share of an announced quota the client allows itself, leaving room for other callers and clock skew. */
const SAFETY = 0.95;

/** Queries a client may start per rolling minute and per rolling hour. */
export interface QueryBudget {
  readonly perMinute: number;
  readonly perHour: number;
}

/** Under Trestle's default quota of 180 queries a minute and 7,200 an hour. */
export const DEFAULT_QUERY_BUDGET: QueryBudget = { perMinute: 170, perHour: 6_800 };

/**
 * Paces queries so they stay inside the connection's quota instead of running into HTTP 429:
 * remembers when each query started and, before the next, waits until the rolling minute and
 * hour have room. The budget shrinks to the `Minute-Quota-Limit` / `Hour-Quota-Limit` headers
 * Trestle sends on every answer. A wait longer than `maxWaitMs` fails the query instead.
 */
export class TrestleQuotaThrottle {
  private readonly starts: number[] = [];
  private perMinute: number;
  private perHour: number;

  constructor(
    private readonly clock: Clock,
    private readonly sleep: Sleep,
    private readonly budget: QueryBudget = DEFAULT_QUERY_BUDGET,
    private readonly maxWaitMs: number = 5 * MINUTE_MS,
  ) {
    this.perMinute = budget.perMinute;
    this.perHour = budget.perHour;
  }

  /** Waits until one more query fits the budget, then counts it as started. */
  async acquire(): Promise<void> {
    for (let wait = this.waitMs(); wait > 0; wait = this.waitMs()) {
      if (wait > this.maxWaitMs)
        throw new DataUnavailableError(
          `Trestle query quota used up: the next query fits in ${Math.ceil(wait / 1_000)} s`,
        );
      await this.sleep(wait);
    }
    this.starts.push(this.clock.now());
  }

  /** Learns the connection's quota from the headers of an answer. */
  observe(headers: Headers): void {
    this.perMinute = allowance(headers.get('Minute-Quota-Limit'), this.budget.perMinute);
    this.perHour = allowance(headers.get('Hour-Quota-Limit'), this.budget.perHour);
  }

  private waitMs(): number {
    const now = this.clock.now();
    while (this.starts.length > 0 && (this.starts[0] ?? now) <= now - HOUR_MS) this.starts.shift();
    const inMinute = this.starts.filter((start) => start > now - MINUTE_MS);
    return Math.max(
      untilRoom(inMinute, this.perMinute, MINUTE_MS, now),
      untilRoom(this.starts, this.perHour, HOUR_MS, now),
    );
  }
}

function untilRoom(starts: readonly number[], limit: number, windowMs: number, now: number): number {
  const blocking = starts[starts.length - limit];
  return starts.length < limit || blocking === undefined ? 0 : blocking + windowMs - now;
}

function allowance(header: string | null, configured: number): number {
  const announced = header === null ? Number.NaN : Number.parseFloat(header);
  if (!Number.isFinite(announced) || announced <= 0) return configured;
  return Math.max(1, Math.min(configured, Math.floor(announced * SAFETY)));
}
