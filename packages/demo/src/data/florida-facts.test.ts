import { floodZoneMeaning, monthlyAssociationFees, type Listing } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { generateDemoListings } from './generate-demo-listings.ts';

const listings = generateDemoListings({ count: 5_000 });
const inCommunity = (name: string, city?: string) =>
  listings.filter((listing) => listing.SubdivisionName === name && (city === undefined || listing.City === city));
const onWater = (list: Listing[]) => list.filter((listing) => listing.WaterfrontYN === true);
const homes = (list: Listing[]) => list.filter((listing) => listing.PropertyType === 'Residential');

describe('the Florida facts of the demo listings', () => {
  it('gives Port Royal waterfront homes gulf access with no bridges, seawalls and usually a dock', () => {
    const water = homes(onWater(inCommunity('Port Royal'))).filter(
      (listing) => listing.PropertySubType !== 'Condominium',
    );
    expect(water.length).toBeGreaterThan(5);
    for (const listing of water)
      expect(listing).toMatchObject({ GulfAccessYN: true, BridgesToOpenWaterYN: false, SeawallYN: true });
    expect(water.filter((listing) => listing.DockYN === true).length).toBeGreaterThan(water.length / 2);
  });

  it('gives Pelican Bay condos two associations, their total per month the sum of both', () => {
    const condos = inCommunity('Pelican Bay').filter((listing) => listing.PropertySubType === 'Condominium');
    expect(condos.length).toBeGreaterThan(5);
    for (const condo of condos) {
      expect(condo.AssociationFee2).not.toBeNull();
      const fees = monthlyAssociationFees(condo);
      expect(fees.total).toBeCloseTo((fees.first ?? 0) + (fees.second ?? 0), 2);
    }
  });

  it('puts Lehigh Acres in zone X (or leaves it to FEMA) and gives some of it a CDD', () => {
    const lehigh = listings.filter(
      (listing) => listing.City === 'Lehigh Acres' && listing.SubdivisionName === 'Lehigh Acres',
    );
    expect(lehigh.length).toBeGreaterThan(20);
    expect(lehigh.every((listing) => listing.FloodZone === null || listing.FloodZone === 'X')).toBe(true);
    expect(lehigh.some((listing) => listing.FloodZone === null)).toBe(true);
    expect(lehigh.some((listing) => listing.CDDYN === true && (listing.CDDAnnualFee ?? 0) > 0)).toBe(true);
  });

  it('gives Cape Coral canal homes bridges of several clearances', () => {
    const bridged = listings.filter(
      (listing) => listing.City === 'Cape Coral' && listing.BridgesToOpenWaterYN === true,
    );
    expect(new Set(bridged.map((listing) => listing.BridgeClearance)).size).toBeGreaterThan(3);
  });

  it('puts Marco Island in V and A zones, and only gives an MLS source and date to a zone', () => {
    const marco = listings.filter((listing) => listing.City === 'Marco Island' && listing.FloodZone !== null);
    expect(new Set(marco.map((listing) => listing.FloodZone))).toEqual(new Set(['VE', 'AE']));
    for (const listing of listings) {
      expect(listing.FloodZoneSource === 'MLS').toBe(listing.FloodZone !== null);
      if (listing.FloodZone !== null) expect(floodZoneMeaning(listing.FloodZone).kind).not.toBe('unknown');
    }
  });

  it('keeps water facts off homes that are not on the water', () => {
    for (const listing of listings.filter((item) => item.WaterfrontYN !== true))
      expect([listing.GulfAccessYN, listing.DockYN, listing.WaterBodyName]).toEqual([null, null, null]);
  });
});
