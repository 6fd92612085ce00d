import { describe, expect, it } from 'vitest';
import { anyOf, odataString } from './odata-filter.ts';
import {
  listingChangesUrl,
  listingKeysUrl,
  listingsByKeyUrl,
  openHousesUrl,
  PROPERTY_SELECT,
} from './trestle-queries.ts';

const BASE = 'https://api-trestle.corelogic.com';
const optionsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe(listingChangesUrl, () => {
  it('asks the Property resource for changes after the instant, oldest first, with the media', () => {
    const url = listingChangesUrl(BASE, '2026-11-01T00:00:00Z', ['Active', 'Pending'], 1_000);
    expect(url.startsWith(`${BASE}/trestle/odata/Property?$filter=`)).toBe(true);
    expect(optionsOf(url)).toEqual({
      $filter:
        "ModificationTimestamp gt 2026-11-01T00:00:00.000Z and (StandardStatus eq 'Active' or StandardStatus eq 'Pending')",
      $select: PROPERTY_SELECT.join(','),
      $orderby: 'ModificationTimestamp asc,ListingKey asc',
      $top: '1000',
      $expand: 'Media($select=MediaKey,MediaURL,Order,MediaCategory,ShortDescription;$orderby=Order)',
    });
  });

  it('has no timestamp condition on a full load', () => {
    expect(optionsOf(listingChangesUrl(BASE, null, ['Closed'], 10)).$filter).toBe("(StandardStatus eq 'Closed')");
  });

  it('encodes the options, so spaces and quotes survive any server', () => {
    const url = listingChangesUrl(BASE, null, ['Active Under Contract'], 10);
    expect(url).not.toMatch(/[ +]/);
    expect(url).toContain('$filter=(StandardStatus%20eq%20');
  });
});

describe('PROPERTY_SELECT', () => {
  it('selects exactly the stored Listing fields', () => {
    expect(PROPERTY_SELECT).toHaveLength(46);
    expect(PROPERTY_SELECT).toContain('InternetAutomatedValuationDisplayYN');
    expect(PROPERTY_SELECT).toContain('PhotosCount');
    expect(PROPERTY_SELECT).toContain('PurchaseContractDate');
    expect(PROPERTY_SELECT).not.toContain('Media');
  });
});

describe('the other queries', () => {
  it('ask for keys only, listings by key, and open houses ending later', () => {
    expect(optionsOf(listingKeysUrl(BASE, ['Active'], 300_000))).toEqual({
      $filter: "(StandardStatus eq 'Active')",
      $select: 'ListingKey',
      $orderby: 'ListingKey asc',
      $top: '300000',
    });
    expect(optionsOf(listingsByKeyUrl(BASE, ['K1', 'K2'], ['Active'], 1_000)).$filter).toBe(
      "(ListingKey eq 'K1' or ListingKey eq 'K2') and (StandardStatus eq 'Active')",
    );
    expect(optionsOf(openHousesUrl(BASE, '2026-11-01T12:00:00.000Z', 1_000))).toMatchObject({
      $filter: 'OpenHouseEndTime gt 2026-11-01T12:00:00.000Z',
      $orderby: 'OpenHouseStartTime asc,OpenHouseKey asc',
    });
  });
});

describe(odataString, () => {
  it('doubles inner quotes', () => {
    expect(odataString("O'Brien")).toBe("'O''Brien'");
    expect(anyOf('SubdivisionName', ["Captain's Cove"])).toBe("(SubdivisionName eq 'Captain''s Cove')");
  });

  it('refuses an empty choice rather than asking for everything', () => {
    expect(() => anyOf('StandardStatus', [])).toThrow(RangeError);
  });
});
