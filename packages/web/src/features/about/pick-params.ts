import type { PlainSearch } from '../../app/plain-search.ts';

/** The named parameters of an address as strings (numbers and flags written out); others dropped. */
export function pickParams(raw: Record<string, unknown>, names: readonly string[]): PlainSearch {
  const picked: PlainSearch = {};
  for (const name of names) {
    const value = raw[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      picked[name] = String(value);
  }
  return picked;
}
