import { FLAG_PARAMS, NUMBER_PARAMS, TEXT_PARAMS } from '@app/domain';
import type { PlainSearch } from '../../app/plain-search.ts';

/** Every URL parameter the search understands (see docs/help/search-url-filtering.md). */
export const SEARCH_PARAM_NAMES: readonly string[] = [
  ...Object.values(TEXT_PARAMS).map((rule) => rule.param),
  ...Object.values(NUMBER_PARAMS).map((rule) => rule.param),
  ...Object.values(FLAG_PARAMS),
  'status',
  'sort',
  'page',
  'bounds',
  'polygon',
];

/** Keeps the search's own parameters (as strings) and drops anything else in the address. */
export function pickSearchParams(raw: Record<string, unknown>): PlainSearch {
  const picked: PlainSearch = {};
  for (const name of SEARCH_PARAM_NAMES) {
    const value = raw[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      picked[name] = String(value);
  }
  return picked;
}
