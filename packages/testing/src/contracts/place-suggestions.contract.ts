import { describe, expect, it } from 'vitest';
import type { Listing, ListingStore, PlaceSuggestion, PlaceSuggestions, StandardStatus } from '@app/domain';
import { exampleListing } from '../arbitraries/listing.arbitrary.ts';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the place suggestions contract needs: the port and the listing store it reads (empty after reset). */
export type PlaceSuggestionsFixture = ContractFixture<'places', PlaceSuggestions> & { readonly listings: ListingStore };

let next = 0;
function home(fields: Partial<Listing>, status: StandardStatus = 'Active'): Listing {
  next += 1;
  return exampleListing({
    ListingKey: `PS${next}`,
    ListingId: `26100${String(next).padStart(4, '0')}`,
    StandardStatus: status,
    UnitNumber: null,
    ...fields,
  });
}

const naples = (subdivision: string, street: string, number: string, zip = '34108') =>
  home({ City: 'Naples', SubdivisionName: subdivision, StreetName: street, StreetNumber: number, PostalCode: zip });

/** Three cities, four communities, five ZIP codes; sold and pending homes that must not count. */
function examplePlaces(): Listing[] {
  next = 0;
  return [
    naples('Pelican Bay', 'Gulf Shore', '4001'),
    naples('Pelican Bay', 'Pelican Bay', '6001'),
    naples('Pelican Bay', 'Pelican Bay', '6002'),
    naples('Naples Park', 'Vanderbilt', '101', '34110'),
    naples('Park Shore', 'Gulf Shore', '4100', '34103'),
    home({ City: 'Naples', SubdivisionName: 'Pelican Bay', PostalCode: '34108' }, 'Closed'),
    home({ City: 'Naples', SubdivisionName: 'Old Naples', PostalCode: '34102' }, 'Pending'),
    home({
      City: 'Bonita Springs',
      SubdivisionName: 'Bonita Bay',
      StreetName: 'Bay Village',
      StreetNumber: '26',
      PostalCode: '34134',
    }),
    home({
      City: 'Fort Myers',
      SubdivisionName: 'Gulf Harbour',
      StreetName: 'Harbour',
      StreetNumber: '15000',
      PostalCode: '33908',
    }),
    home(
      {
        City: 'Fort Myers',
        SubdivisionName: 'Gulf Harbour',
        StreetName: 'Harbour',
        StreetNumber: '15001',
        PostalCode: '33908',
      },
      'Coming Soon',
    ),
  ];
}

const summary = (items: readonly PlaceSuggestion[]) => items.map((item) => `${item.kind}:${item.label}:${item.homes}`);

/**
 * Declares the behaviour every PlaceSuggestions must have (its JSDoc promises), as a vitest suite run
 * against the adapter setup returns: typo-tolerant cities and communities with counts of homes for sale,
 * ZIP codes and MLS numbers by their first digits, addresses by every word, kinds in order, limits.
 */
export function placeSuggestionsContract(name: string, setup: () => Promise<PlaceSuggestionsFixture>): void {
  describe(`PlaceSuggestions contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const suggest = async (text: string, limitPerKind = 5) => {
      await fixture().listings.upsertMany(examplePlaces());
      return fixture().places.suggest({ text, limitPerKind });
    };

    it('finds Naples for "Napels", with its homes for sale (not the sold or pending ones)', async () => {
      expect(summary(await suggest('Napels'))[0]).toBe('city:Naples:5');
    });

    it('finds Pelican Bay for "pelican bey", first among the communities', async () => {
      const communities = (await suggest('pelican bey')).filter((item) => item.kind === 'community');
      expect(summary(communities)[0]).toBe('community:Pelican Bay:3');
    });

    it('puts a name that starts with the text first, then one with a word that does, then the closest', async () => {
      const communities = (await suggest('bay')).filter((item) => item.kind === 'community');
      expect(communities.map((item) => item.label)).toEqual(['Pelican Bay', 'Bonita Bay']);
      const cities = (await suggest('fort')).filter((item) => item.kind === 'city');
      expect(cities.map((item) => item.label)).toEqual(['Fort Myers']);
    });

    it('suggests nothing far from every name, and no place whose homes are all sold or pending', async () => {
      expect(await suggest('zzqx')).toEqual([]);
      expect((await suggest('Old Naples')).some((item) => item.label === 'Old Naples')).toBe(false);
    });

    it('suggests ZIP codes by their first digits, in order, with their homes', async () => {
      expect(summary(await suggest('341'))).toEqual(['zip:34103:1', 'zip:34108:3', 'zip:34110:1', 'zip:34134:1']);
      expect(summary(await suggest('3390'))).toEqual(['zip:33908:2']);
    });

    it('suggests MLS numbers by their first digits, each leading to its listing', async () => {
      const found = await suggest('26100000', 3);
      expect(found.map((item) => `${item.kind}:${item.listingId}`)).toEqual([
        'mls:261000001',
        'mls:261000002',
        'mls:261000003',
      ]);
      expect(found[0]?.detail).toBe('4001 Gulf Shore N Blvd, Naples, FL 34108');
      expect(await suggest('261000006')).toEqual([]);
    });

    it('reads a text as an address only when it starts with a street number', async () => {
      expect((await suggest('gulf 4001')).filter((item) => item.kind === 'address')).toEqual([]);
      const found = (await suggest('40 gulf')).filter((item) => item.kind === 'address');
      expect(found.map((item) => item.label)).toEqual(['4001 Gulf Shore N Blvd']);
    });

    it('suggests the addresses whose number starts with the first word and that hold the others', async () => {
      const found = (await suggest('4001 gulf')).filter((item) => item.kind === 'address');
      expect(found).toEqual([
        {
          kind: 'address',
          label: '4001 Gulf Shore N Blvd',
          detail: 'Naples, FL 34108',
          homes: 1,
          listingId: '261000001',
        },
      ]);
    });

    it('keeps to the limit per kind and lists the kinds in order', async () => {
      const found = await suggest('naples', 1);
      expect(found.map((item) => item.kind)).toEqual(['city', 'community']);
      expect(summary(found)).toEqual(['city:Naples:5', 'community:Naples Park:1']);
    });

    it('sees listings written after an earlier answer', async () => {
      expect(summary(await suggest('Estero'))).toEqual([]);
      await fixture().listings.upsertMany([home({ ListingKey: 'PSX', ListingId: 'X1', City: 'Estero' })]);
      expect(summary(await fixture().places.suggest({ text: 'Estero', limitPerKind: 5 }))[0]).toBe('city:Estero:1');
    });

    it('takes LIKE wildcards in the text literally', async () => {
      expect(await suggest('%_%')).toEqual([]);
      expect((await suggest('1% gulf')).filter((item) => item.kind === 'address')).toEqual([]);
    });
  });
}
