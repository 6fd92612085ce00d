import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { listingSearchArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_POLYGON_POINTS } from '../geo/geo.ts';
import {
  EMPTY_SEARCH,
  MAX_SEARCH_PAGE,
  SEARCH_SORTS,
  SEARCH_STATUS_SLUGS,
  type ListingSearch,
} from './listing-search.ts';
import {
  FLAG_PARAMS,
  listingSearchParams,
  NUMBER_PARAMS,
  parseListingSearch,
  pickListingSearchParams,
  SEARCH_PARAM_NAMES,
  TEXT_PARAMS,
} from './listing-search-params.ts';

/** The search field each URL parameter fills. */
const FIELD_OF_PARAM: Readonly<Record<string, keyof ListingSearch>> = Object.fromEntries([
  ...Object.entries(NUMBER_PARAMS).map(([field, rule]) => [rule.param, field]),
  ...Object.entries(TEXT_PARAMS).map(([field, rule]) => [rule.param, field]),
  ...Object.entries(FLAG_PARAMS).map(([field, param]) => [param, field]),
  ['status', 'statuses'],
  ['sort', 'sort'],
  ['page', 'page'],
  ['bounds', 'bounds'],
  ['polygon', 'polygon'],
]);
const PARAMS = Object.keys(FIELD_OF_PARAM);

/** The search with one parameter's field gone (back to its default for sort and page). */
function withoutParam(search: ListingSearch, param: string): ListingSearch {
  const field = FIELD_OF_PARAM[param]!;
  if (field === 'sort') return { ...search, sort: 'newest' };
  if (field === 'page') return { ...search, page: 1 };
  const rest: Partial<ListingSearch> = { ...search };
  delete rest[field];
  return rest as ListingSearch;
}

const farCorners = Array.from({ length: MAX_POLYGON_POINTS + 1 }, (_, i) => `26.${i},-81.${i}`).join('_');

/** A value each parameter refuses, paired with the parameter. */
const invalidParamArbitrary: fc.Arbitrary<[string, string]> = fc.oneof(
  ...Object.values(NUMBER_PARAMS).map((rule) => {
    const steps = Math.round((rule.max - rule.min) / rule.step);
    return fc.tuple(
      fc.constant(rule.param),
      fc.oneof(
        fc.constantFrom('abc', 'NaN', 'Infinity', '-Infinity', '1,000', '12abc', ' ', '$500'),
        fc.integer({ min: 1, max: 1_000_000 }).map((k) => String(rule.min - k * rule.step)),
        fc.integer({ min: 1, max: 1_000_000 }).map((k) => String(rule.max + k * rule.step)),
        fc.integer({ min: 0, max: steps - 1 }).map((k) => String(rule.min + k * rule.step + rule.step / 2)),
      ),
    );
  }),
  ...Object.values(TEXT_PARAMS).map((rule) =>
    fc.tuple(
      fc.constant(rule.param),
      fc
        .string({
          unit: fc.constantFrom('a', 'Z', '9', 'é', ' ', '&', '='),
          minLength: rule.maxLength - 1,
          maxLength: rule.maxLength + 20,
        })
        .map((text) => `x${text}y`),
    ),
  ),
  fc.tuple(
    fc.constant(TEXT_PARAMS.postalCode.param),
    fc.oneof(fc.stringMatching(/^\d{1,4}$/), fc.constantFrom('3410a', 'ABCDE', '34 02')),
  ),
  fc.tuple(
    fc.constant(TEXT_PARAMS.listAgentMlsId.param),
    fc.constantFrom('248 100', 'A100/2', 'maría', '<script>', 'a,b'),
  ),
  ...Object.values(FLAG_PARAMS).map((param) =>
    fc.tuple(
      fc.constant(param),
      fc.string({ minLength: 1 }).filter((text) => !['0', '1', 'true'].includes(text)),
    ),
  ),
  fc.tuple(
    fc.constant('status'),
    fc.constantFrom('sold', 'Active', 'active,bogus', 'canceled', 'under contract', 'pending,,nope'),
  ),
  fc.tuple(
    fc.constant('sort'),
    fc.string({ minLength: 1 }).filter((text) => !(SEARCH_SORTS as readonly string[]).includes(text)),
  ),
  fc.tuple(fc.constant('page'), fc.constantFrom('0', String(MAX_SEARCH_PAGE + 1), '1.5', '-1', 'two', '1e9', ' ')),
  fc.tuple(
    fc.constant('bounds'),
    fc.constantFrom(
      '26,-82,25,-81',
      '26,-81,27,-82',
      '26,-82,26,-81',
      '91,-82,92,-81',
      '26,-82,27',
      'a,b,c,d',
      '26.000001,-82,26.000004,-81',
      ' ',
    ),
  ),
  fc.tuple(
    fc.constant('polygon'),
    fc.constantFrom('26,-82_27,-81', '26,-82_27,-81_95,-81', 'x', '26,-82_27_26.5,-81', farCorners, ' '),
  ),
);

/** Any value a visitor could type into any parameter: valid, junk, blank or borderline. */
const anyParamsArbitrary: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.oneof(fc.constantFrom(...PARAMS), fc.string({ maxLength: 6 })),
  fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.integer({ min: -10, max: 3_000 }).map(String),
    fc.double({ noNaN: true }).map(String),
    fc.constantFrom(
      '',
      ' ',
      '-0',
      '0',
      '1',
      'true',
      ',',
      ' , ',
      'active,closed',
      'active,active',
      'price-asc',
      '1e3',
      ' 7 ',
      '34102',
    ),
    fc.constantFrom(
      '26,-82,27,-81',
      '26.1234567,-81.9,26.2,-81.8',
      '26.000001,-81,26.000002,-80',
      '26.1,-81.9_26.2,-81.8_26.15,-81.7',
      '-0.000001,0_1,1_0,1',
    ),
  ),
  { maxKeys: 8 },
);

describe(parseListingSearch, () => {
  it('reads no parameters as the empty search', () => {
    expect(parseListingSearch({})).toEqual({ search: EMPTY_SEARCH, issues: [] });
  });

  it('reads every filter of a search URL', () => {
    const { search, issues } = parseListingSearch({
      q: ' gulf shore ',
      city: 'Naples',
      zip: '34102',
      agent: ' 248100 ',
      minPrice: '500000',
      maxPrice: '1500000',
      beds: '3',
      baths: '2.5',
      minAcres: '0.25',
      minYear: '1990',
      status: 'active,coming-soon',
      waterfront: '1',
      pool: 'true',
      openHouse: '0',
      sort: 'price-asc',
      page: '2',
      bounds: '25.8,-82.3,26.8,-81.4',
      polygon: '26.1,-81.85_26.1,-81.75_26.2,-81.8',
      utm_source: 'newsletter',
    });
    expect(issues).toEqual([]);
    expect(search).toStrictEqual({
      q: 'gulf shore',
      city: 'Naples',
      postalCode: '34102',
      listAgentMlsId: '248100',
      minPrice: 500_000,
      maxPrice: 1_500_000,
      minBeds: 3,
      minBaths: 2.5,
      minLotAcres: 0.25,
      minYearBuilt: 1990,
      statuses: ['Active', 'Coming Soon'],
      waterfront: true,
      pool: true,
      sort: 'price-asc',
      page: 2,
      bounds: { south: 25.8, west: -82.3, north: 26.8, east: -81.4 },
      polygon: [
        { lat: 26.1, lng: -81.85 },
        { lat: 26.1, lng: -81.75 },
        { lat: 26.2, lng: -81.8 },
      ],
    });
  });

  it('names the parameter and the rule it breaks', () => {
    const { search, issues } = parseListingSearch({
      beds: '2.5',
      baths: '1.25',
      zip: '3410',
      agent: 'A 100',
      minYear: '1700',
      city: 'x'.repeat(61),
      sort: 'cheapest',
    });
    expect(search).toEqual(EMPTY_SEARCH);
    expect(issues).toEqual([
      { field: 'city', message: 'must be at most 60 characters' },
      { field: 'zip', message: 'must be a 5-digit ZIP code' },
      { field: 'agent', message: "must be an agent's MLS member id (letters, digits, dots, dashes, underscores)" },
      { field: 'beds', message: 'Bedrooms must be a whole number' },
      { field: 'baths', message: 'Bathrooms must be a multiple of 0.5' },
      { field: 'minYear', message: 'Built from must be from 1800 to 2100' },
      { field: 'sort', message: 'must be one of newest, price-desc, price-asc, reduced, largest, monthly-cost-asc' },
    ]);
  });

  it('lists the status names it knows when one is unknown', () => {
    expect(parseListingSearch({ status: 'active,sold' }).issues).toEqual([
      { field: 'status', message: 'Unknown status sold (use active, under-contract, coming-soon, pending, closed)' },
    ]);
  });

  it('reads each status once, in the order given', () => {
    expect(parseListingSearch({ status: 'pending, active,pending' }).search.statuses).toEqual(['Pending', 'Active']);
  });

  it('drops both limits of a range whose minimum is above its maximum and names the minimum', () => {
    expect(parseListingSearch({ minPrice: '900000', maxPrice: '500000', minSqft: '1000' })).toEqual({
      search: { ...EMPTY_SEARCH, minLivingArea: 1000 },
      issues: [{ field: 'minPrice', message: 'Minimum price is above maximum price' }],
    });
    fc.assert(
      fc.property(
        listingSearchArbitrary,
        fc.constantFrom(
          ['minPrice', 'maxPrice'],
          ['minSqft', 'maxSqft'],
          ['minAcres', 'maxAcres'],
          ['minYear', 'maxYear'],
        ),
        (search, [low, high]) => {
          const params = listingSearchParams(search);
          fc.pre(params[low] !== undefined && params[high] !== undefined && params[low] !== params[high]);
          const { search: read, issues } = parseListingSearch({ ...params, [low]: params[high], [high]: params[low] });
          expect(issues).toEqual([{ field: low, message: expect.any(String) }]);
          expect(read).toStrictEqual(withoutParam(withoutParam(search, low), high));
        },
      ),
    );
  });

  it('reads back exactly the search whose parameters it is given, without issues', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, (search) => {
        expect(parseListingSearch(listingSearchParams(search))).toStrictEqual({ search, issues: [] });
      }),
    );
  });

  it('reads back the search through a real query string', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, (search) => {
        const query = new URLSearchParams(listingSearchParams(search)).toString();
        expect(parseListingSearch(Object.fromEntries(new URLSearchParams(query))).search).toStrictEqual(search);
      }),
    );
  });

  it('reports every invalid value under its URL parameter and leaves only that value out', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, invalidParamArbitrary, (search, [param, raw]) => {
        const { search: read, issues } = parseListingSearch({ ...listingSearchParams(search), [param]: raw });
        expect(issues).toEqual([{ field: param, message: expect.any(String) }]);
        expect(read).toStrictEqual(withoutParam(search, param));
      }),
    );
  });

  it('treats an empty value of any parameter as no value', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, fc.constantFrom(...PARAMS), (search, param) => {
        expect(parseListingSearch({ ...listingSearchParams(search), [param]: '' })).toStrictEqual({
          search: withoutParam(search, param),
          issues: [],
        });
      }),
    );
  });

  it('ignores parameters it does not know', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, fc.dictionary(fc.string(), fc.string()), (search, extra) => {
        const unknown = Object.fromEntries(Object.entries(extra).filter(([key]) => !PARAMS.includes(key)));
        expect(parseListingSearch({ ...unknown, ...listingSearchParams(search) })).toStrictEqual({
          search,
          issues: [],
        });
      }),
    );
  });

  it('reads any URL as a search that writes back to a URL read the same way without issues', () => {
    fc.assert(
      fc.property(anyParamsArbitrary, (params) => {
        const { search } = parseListingSearch(params);
        expect(parseListingSearch(listingSearchParams(search))).toStrictEqual({ search, issues: [] });
      }),
    );
  });

  it('never reads an empty status list, which would select nothing', () => {
    for (const status of [',', ' , ', ',,'])
      expect(parseListingSearch({ status })).toEqual({ search: EMPTY_SEARCH, issues: [] });
  });
});

describe(listingSearchParams, () => {
  it('leaves out defaults and absent filters', () => {
    expect(listingSearchParams(EMPTY_SEARCH)).toEqual({});
  });

  it('writes each filter under its URL name', () => {
    expect(
      listingSearchParams({
        city: 'Cape Coral',
        minPrice: 250_000,
        minBaths: 1.5,
        maxLotAcres: 0.5,
        statuses: ['Pending', 'Closed'],
        priceReduced: true,
        waterfront: false,
        sort: 'largest',
        page: 3,
        bounds: { south: 26.5, west: -82.1, north: 26.7, east: -81.9 },
      }),
    ).toEqual({
      city: 'Cape Coral',
      minPrice: '250000',
      baths: '1.5',
      maxAcres: '0.5',
      status: 'pending,closed',
      reduced: '1',
      sort: 'largest',
      page: '3',
      bounds: '26.5,-82.1,26.7,-81.9',
    });
  });

  it(`writes only known parameter names, each with a non-empty value`, () => {
    fc.assert(
      fc.property(listingSearchArbitrary, (search) => {
        const params = listingSearchParams(search);
        for (const [param, value] of Object.entries(params)) {
          expect(PARAMS).toContain(param);
          expect(value).not.toBe('');
        }
        expect(Object.keys(SEARCH_STATUS_SLUGS)).toEqual(
          expect.arrayContaining((params.status ?? 'active').split(',')),
        );
      }),
    );
  });
});

describe(pickListingSearchParams, () => {
  it('keeps the search parameters as strings and drops the rest', () => {
    expect(pickListingSearchParams({ city: 'Naples', beds: 3, utm_source: 'mail', openHouse: true })).toEqual({
      city: 'Naples',
      beds: '3',
      openHouse: 'true',
    });
  });

  it('keeps everything parseListingSearch reads: both read the same search from it', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...SEARCH_PARAM_NAMES, 'utm_source', 'fbclid', 'x'),
          fc.string({ maxLength: 12 }),
        ),
        (params) => {
          expect(parseListingSearch(pickListingSearchParams(params))).toStrictEqual(parseListingSearch(params));
        },
      ),
    );
  });
});

const HELP_PATH = 'docs/help/search-url-filtering.md';
const HELP =
  [resolve(process.cwd(), HELP_PATH), resolve(process.cwd(), '../..', HELP_PATH)].find((path) => existsSync(path)) ??
  HELP_PATH;

describe('the search-url-filtering help document', () => {
  it('documents every parameter the search understands', () => {
    const help = readFileSync(HELP, 'utf8');
    const missing = SEARCH_PARAM_NAMES.filter((name) => !help.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
