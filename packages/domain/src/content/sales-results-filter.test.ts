import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterParams } from './filter-params.ts';
import { SALE_SIDES } from './sales-result.ts';
import {
  filterSalesResults,
  readSalesResultsFilter,
  salesResultCities,
  type SalesResultsFilter,
} from './sales-results-filter.ts';
import { summarizeSalesResults } from './sales-results-summary.ts';

const AGENT_IDS: Record<string, string> = { 'maria-alvarez': 'agent-1', 'tom-becker': 'agent-2' };
const idOfSlug = (slug: string) => AGENT_IDS[slug];

const sale = (city: string, side: 'listing' | 'buyer', agentId: string | null, price = 500_000) => ({
  city,
  side,
  agentId,
  price,
});
const SALES = [
  sale('Naples', 'listing', 'agent-1'),
  sale('naples', 'buyer', 'agent-2'),
  sale('Fort Myers', 'buyer', 'agent-1'),
  sale('Estero', 'listing', null),
];

const saleArbitrary = fc.record({
  city: fc.constantFrom('Naples', 'NAPLES', 'Fort Myers', 'Estero', 'Marco Island'),
  side: fc.constantFrom(...SALE_SIDES),
  agentId: fc.constantFrom('agent-1', 'agent-2', null),
  price: fc.integer({ min: 1, max: 20_000_000 }),
});
const filterArbitrary: fc.Arbitrary<SalesResultsFilter> = fc.record(
  {
    city: fc.constantFrom('Naples', 'fort myers', 'Sanibel'),
    side: fc.constantFrom(...SALE_SIDES),
    agent: fc.constantFrom('maria-alvarez', 'tom-becker', 'nobody'),
  },
  { requiredKeys: [], noNullPrototype: true },
);

describe(readSalesResultsFilter, () => {
  it('reads city, side and agent, trimmed', () => {
    expect(readSalesResultsFilter({ city: ' Naples ', side: 'buyer', agent: 'maria-alvarez', page: '2' })).toEqual({
      city: 'Naples',
      side: 'buyer',
      agent: 'maria-alvarez',
    });
  });

  it('leaves out empty, overlong and unknown values', () => {
    expect(readSalesResultsFilter({ city: '  ', side: 'seller', agent: 'x'.repeat(101) })).toEqual({});
  });

  it('reads back the filter its parameters were written from', () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        expect(readSalesResultsFilter(filterParams(filter))).toEqual(filter);
      }),
    );
  });
});

describe(filterSalesResults, () => {
  it('keeps the sales of the city (any case), side and agent asked for', () => {
    expect(filterSalesResults(SALES, { city: 'NAPLES' }, idOfSlug)).toEqual(SALES.slice(0, 2));
    expect(filterSalesResults(SALES, { side: 'buyer', agent: 'maria-alvarez' }, idOfSlug)).toEqual([SALES[2]]);
    expect(filterSalesResults(SALES, {}, idOfSlug)).toEqual(SALES);
  });

  it('keeps nothing for an agent slug that names no agent', () => {
    expect(filterSalesResults(SALES, { agent: 'nobody' }, idOfSlug)).toEqual([]);
  });

  it('keeps, in their order, exactly the sales meeting every condition', () => {
    fc.assert(
      fc.property(fc.array(saleArbitrary), filterArbitrary, (sales, filter) => {
        const kept = filterSalesResults(sales, filter, idOfSlug);
        const expected = sales.filter(
          (s) =>
            (filter.city === undefined || s.city.toLowerCase() === filter.city.toLowerCase()) &&
            (filter.side === undefined || s.side === filter.side) &&
            (filter.agent === undefined || s.agentId === AGENT_IDS[filter.agent]),
        );
        expect(kept).toEqual(expected);
      }),
    );
  });

  it('splits the sales into the listing side and the buyer side without losing any', () => {
    fc.assert(
      fc.property(fc.array(saleArbitrary), (sales) => {
        const listing = filterSalesResults(sales, { side: 'listing' }, idOfSlug);
        const buyer = filterSalesResults(sales, { side: 'buyer' }, idOfSlug);
        expect(summarizeSalesResults(listing).totalVolume + summarizeSalesResults(buyer).totalVolume).toBe(
          summarizeSalesResults(sales).totalVolume,
        );
        expect(summarizeSalesResults(sales).bySide.listing).toEqual({
          count: listing.length,
          volume: summarizeSalesResults(listing).totalVolume,
        });
      }),
    );
  });
});

describe(salesResultCities, () => {
  it('lists each city once, alphabetically, with its first spelling', () => {
    expect(salesResultCities(SALES)).toEqual(['Estero', 'Fort Myers', 'Naples']);
  });

  it('offers a city for every sale, and every city it offers keeps at least one sale', () => {
    fc.assert(
      fc.property(fc.array(saleArbitrary), (sales) => {
        const cities = salesResultCities(sales);
        const kept = cities.map((city) => filterSalesResults(sales, { city }, idOfSlug).length);
        expect(kept.every((count) => count > 0)).toBe(true);
        expect(kept.reduce((sum, count) => sum + count, 0)).toBe(sales.length);
      }),
    );
  });
});
