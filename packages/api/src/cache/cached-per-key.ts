import type { Clock } from '@app/domain';
import { createCachedValue, type CachedValue } from './cached-value.ts';

/**
 * Caches a loader per input, keyed by `keyOf(input)` (same time to live for all), keeping at
 * most `maxKeys` keys: the least recently used key is dropped first.
 */
export function createCachedPerKey<I, T>(
  keyOf: (input: I) => string,
  load: (input: I) => Promise<T>,
  options: { ttlMs: number; clock: Clock; maxKeys: number },
): (input: I) => Promise<T> {
  const entries = new Map<string, CachedValue<T>>();
  return (input) => {
    const key = keyOf(input);
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = createCachedValue(() => load(input), options.ttlMs, options.clock);
    } else {
      entries.delete(key);
    }
    entries.set(key, entry);
    if (entries.size > options.maxKeys) entries.delete(entries.keys().next().value as string);
    return entry.get();
  };
}
