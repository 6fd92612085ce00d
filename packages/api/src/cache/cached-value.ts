import type { Clock } from '@app/domain';

/** A value computed on demand and kept for a while; concurrent callers share one computation. */
export interface CachedValue<T> {
  get(): Promise<T>;
  /** The kept value when it is loaded and fresh, without waiting; undefined otherwise. */
  peek(): T | undefined;
  /** Drops the kept value so the next get() computes it again. */
  invalidate(): void;
}

/**
 * Keeps the result of `load` for `ttlMs`. A failed load is not kept. Used for answers that are
 * the same for every visitor (public footer, featured listings).
 */
export function createCachedValue<T>(load: () => Promise<T>, ttlMs: number, clock: Clock): CachedValue<T> {
  let kept: { value: Promise<T>; at: number; settled?: T } | undefined;
  let generation = 0;
  return {
    peek() {
      return kept !== undefined && clock.now() - kept.at < ttlMs ? kept.settled : undefined;
    },
    get() {
      if (kept !== undefined && clock.now() - kept.at < ttlMs) return kept.value;
      const started = generation;
      const value = load();
      const entry: { value: Promise<T>; at: number; settled?: T } = { value, at: clock.now() };
      kept = entry;
      value.then(
        (settled) => {
          entry.settled = settled;
        },
        () => {
          if (generation === started) kept = undefined;
        },
      );
      return value;
    },
    invalidate() {
      generation += 1;
      kept = undefined;
    },
  };
}
