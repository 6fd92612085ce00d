import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickSearchParams, SEARCH_PARAM_NAMES } from './search-params.ts';

const HELP_PATH = 'docs/help/search-url-filtering.md';
const HELP =
  [resolve(process.cwd(), HELP_PATH), resolve(process.cwd(), '../..', HELP_PATH)].find((path) => existsSync(path)) ??
  HELP_PATH;

describe(pickSearchParams, () => {
  it('keeps the search parameters as strings and drops the rest', () => {
    expect(pickSearchParams({ city: 'Naples', beds: 3, utm_source: 'mail', openHouse: true })).toEqual({
      city: 'Naples',
      beds: '3',
      openHouse: 'true',
    });
  });
});

describe('the search-url-filtering help document', () => {
  it('documents every parameter the search understands', () => {
    const help = readFileSync(HELP, 'utf8');
    const missing = SEARCH_PARAM_NAMES.filter((name) => !help.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
