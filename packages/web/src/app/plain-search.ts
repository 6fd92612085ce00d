import { textOf } from '@app/domain';
/** Search params as plain strings: `?city=Naples&beds=3`, readable and shareable (no JSON in URLs). */
export type PlainSearch = Record<string, string>;

/** Reads a query string into plain string values (the last value of a repeated name wins). */
export function parsePlainSearch(text: string): PlainSearch {
  const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  const search: PlainSearch = {};
  for (const [name, value] of params) search[name] = value;
  return search;
}

/** Writes plain values back; empty, null and undefined values are left out. */
export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, textOf(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
