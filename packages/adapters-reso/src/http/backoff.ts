/** How long retries wait when the upstream gives no `Retry-After`. */
export interface BackoffPolicy {
  /** The delay ceiling of the first retry; it doubles with each attempt. */
  readonly baseMs: number;
  /** No single delay goes above this. */
  readonly maxMs: number;
}

/** 1 s, 2 s, 4 s ... up to a minute, the schedule Trestle's quota guide suggests. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 60_000 };

/**
 * The wait before retry number `attempt` (0 for the first): exponential with "equal jitter",
 * half the ceiling fixed and half random, so clients that failed together do not retry together.
 */
export function backoffDelayMs(attempt: number, random: () => number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * The wait a `Retry-After` header asks for (delay-seconds or an HTTP-date), in milliseconds;
 * null when the header is absent or unreadable.
 */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1_000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}
