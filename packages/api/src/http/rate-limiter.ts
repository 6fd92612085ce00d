import type { Clock } from '@app/domain';

/** Counts attempts per key in a sliding window and says whether one more is allowed. */
export interface RateLimiter {
  /** Records an attempt for the key; false when the key already used its allowance in the window. */
  tryAcquire(key: string): boolean;
  /** Whether the key has used its allowance in the window, without recording an attempt. */
  exhausted(key: string): boolean;
}

/** At most `limit` attempts per key within any `windowMs`; memory is bounded by `maxKeys`. */
export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  clock: Clock;
  maxKeys?: number;
}): RateLimiter {
  const attempts = new Map<string, number[]>();
  const maxKeys = options.maxKeys ?? 10_000;
  return {
    exhausted(key) {
      const now = options.clock.now();
      return (attempts.get(key) ?? []).filter((at) => now - at < options.windowMs).length >= options.limit;
    },
    tryAcquire(key) {
      const now = options.clock.now();
      const recent = (attempts.get(key) ?? []).filter((at) => now - at < options.windowMs);
      if (recent.length >= options.limit) {
        attempts.set(key, recent);
        return false;
      }
      recent.push(now);
      attempts.delete(key);
      attempts.set(key, recent);
      if (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value as string);
      return true;
    },
  };
}
