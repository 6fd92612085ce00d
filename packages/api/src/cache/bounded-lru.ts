import { LRUCache } from 'lru-cache';

/** How much an in-process cache may hold: total bytes (as its size function counts them) and entries. */
export interface CacheBounds {
  readonly maxBytes: number;
  readonly maxEntries: number;
}

/** How full a bounded cache is. */
export interface CacheUsage {
  readonly entries: number;
  readonly bytes: number;
}

/**
 * A least-recently-used map that never holds more than `bounds.maxEntries` entries or more than
 * `bounds.maxBytes` bytes as `sizeOf` counts them: setting an entry first evicts the least recently
 * used ones until both bounds hold, and an entry larger than the byte bound is not kept at all.
 */
export function createBoundedLru<V extends object>(
  bounds: CacheBounds,
  sizeOf: (value: V, key: string) => number,
): LRUCache<string, V> {
  if (!(bounds.maxBytes > 0) || !(bounds.maxEntries > 0))
    throw new RangeError(
      `A bounded cache needs positive bounds (got ${bounds.maxBytes} bytes, ${bounds.maxEntries} entries)`,
    );
  return new LRUCache<string, V>({
    max: bounds.maxEntries,
    maxSize: bounds.maxBytes,
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(sizeOf(value, key))),
  });
}

/** The entries and counted bytes of a bounded cache. */
export function cacheUsage<V extends object>(cache: LRUCache<string, V>): CacheUsage {
  return { entries: cache.size, bytes: cache.calculatedSize };
}

/** Bytes a set of headers takes, roughly (names and values; the objects themselves are in the entry overhead). */
export function headerBytes(headers: Readonly<Record<string, string>>): number {
  let bytes = 0;
  for (const [name, value] of Object.entries(headers)) bytes += name.length + value.length;
  return bytes;
}

/**
 * Bytes a kept byte array holds in memory: its whole backing buffer, which may be larger than the
 * view (zlib answers a slice of a 16 KiB buffer for a small output, and the slice keeps it all).
 */
export function retainedBytes(bytes: Uint8Array): number {
  return Math.max(bytes.byteLength, bytes.buffer.byteLength);
}
