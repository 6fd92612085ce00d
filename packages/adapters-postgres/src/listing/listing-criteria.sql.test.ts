import { describe, expect, it } from 'vitest';
import { SqlParameters } from '../connection/sql-parameters.ts';
import { listingWhereSql, searchWords } from './listing-criteria.sql.ts';
import { listingPinsSql, listingSearchSql } from './listing-search.sql.ts';

describe(listingWhereSql, () => {
  it('is empty without criteria', () => {
    expect(listingWhereSql({ limit: 10 }, new SqlParameters())).toBe('');
  });

  it('passes every value as a parameter, never in the statement', () => {
    const p = new SqlParameters();
    const where = listingWhereSql(
      {
        text: "o'hara %_ x",
        city: "x' or 1=1 --",
        statuses: ['Active'],
        openHouseAfter: "2026'",
        polygon: [
          { lat: 1, lng: 2 },
          { lat: 3, lng: 4 },
          { lat: 5, lng: 2 },
        ],
        limit: 1,
      },
      p,
    );

    expect(where).not.toMatch(/o'hara|1=1|2026'/);
    expect(p.values).toEqual(
      expect.arrayContaining(["%o'hara%", '%\\%\\_%', '%x%', "x' or 1=1 --", 'Active', "2026'"]),
    );
  });

  it('selects nothing for no statuses or a polygon of fewer than 3 corners', () => {
    expect(listingWhereSql({ statuses: [], limit: 1 }, new SqlParameters())).toBe('where false');
    expect(listingWhereSql({ polygon: [{ lat: 1, lng: 2 }], limit: 1 }, new SqlParameters())).toBe('where false');
  });

  it('filters on yes/no criteria only when they are true', () => {
    expect(
      listingWhereSql(
        { waterfront: false, pool: false, priceReduced: false, priceChanged: false, limit: 1 },
        new SqlParameters(),
      ),
    ).toBe('');
  });
});

describe(searchWords, () => {
  it('splits on any whitespace and drops empty words', () => {
    expect(searchWords('  pelican \t bay\n')).toEqual(['pelican', 'bay']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe(listingSearchSql, () => {
  it('counts with the same filters and pages with whole, non-negative limit and offset', () => {
    const { sql, params } = listingSearchSql({ city: 'Naples', limit: 24.7, offset: -3 });

    expect(sql.match(/lower\(listing\.city\) = lower\(\$1\)/g)).toHaveLength(2);
    expect(params).toEqual(['Naples', 24, 0]);
  });
});

describe(listingPinsSql, () => {
  it('keeps only listings with coordinates', () => {
    expect(listingPinsSql({ limit: 10 }).sql).toContain(
      'where listing.latitude is not null and listing.longitude is not null',
    );
    expect(listingPinsSql({ postalCode: '34102', limit: 10 }).sql).toContain('= $1 and listing.latitude is not null');
  });
});
