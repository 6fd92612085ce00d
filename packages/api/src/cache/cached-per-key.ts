import type { Clock } from '@app/domain';
import { LRUCache } from 'lru-cache';
import { createCachedValue, type CachedValue } from './cached-value.ts';

/** A loader cached per key, and how many keys it holds. */
export interface CachedPerKey<I, T> {
  (input: I): Promise<T>;
  /** How many keys are kept now (never more than `maxKeys`). */
  readonly keptKeys: () => number;
  /** Drops every kept answer (after a write that changes them). */
  readonly clear: () => void;
}

/**
 * Caches a loader per input, keyed by `keyOf(input)` (same time to live for all), keeping at
 * most `maxKeys` keys: the least recently used key is dropped first. The inputs come from
 * visitors (map areas, cities), so the count is the bound; each kept value is one answer of the
 * loader, whose own size the loader bounds (a page of results, the pins of one area).
 */
export function createCachedPerKey<I, T>(
  keyOf: (input: I) => string,
  load: (input: I) => Promise<T>,
  options: { ttlMs: number; clock: Clock; maxKeys: number },
): CachedPerKey<I, T> {
  const entries = new LRUCache<string, CachedValue<T>>({ max: options.maxKeys });
  const cached = (input: I): Promise<T> => {
    const key = keyOf(input);
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = createCachedValue(() => load(input), options.ttlMs, options.clock);
      entries.set(key, entry);
    }
    return entry.get();
  };
  return Object.assign(cached, { keptKeys: () => entries.size, clear: () => entries.clear() });
}
