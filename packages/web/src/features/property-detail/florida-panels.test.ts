import { toListingView, UNKNOWN_FLORIDA_FACTS } from '@app/domain';
import { exampleListing, listingArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { associationRulesFacts, floodStormFacts, floodZoneSummary, waterBoatingFacts } from './florida-panels.ts';

const view = (overrides = {}) =>
  toListingView(exampleListing({ AssociationFee: null, ...UNKNOWN_FLORIDA_FACTS, ...overrides }));
const asRecord = (facts: { label: string; value: string }[]) =>
  Object.fromEntries(facts.map((fact) => [fact.label, fact.value]));

describe('the Florida panels', () => {
  it('have nothing to show for a listing that says nothing of flood, water or association', () => {
    const listing = view();
    expect([floodStormFacts(listing), waterBoatingFacts(listing), associationRulesFacts(listing)]).toEqual([
      [],
      [],
      [],
    ]);
    expect(floodZoneSummary(listing)).toBeNull();
  });

  it('never show an empty value, whatever the listing', () => {
    fc.assert(
      fc.property(listingArbitrary(), (listing) => {
        const all = [floodStormFacts, waterBoatingFacts, associationRulesFacts].flatMap((panel) =>
          panel(toListingView(listing)),
        );
        expect(all.every((fact) => fact.value.trim() !== '' && !fact.value.includes('null'))).toBe(true);
      }),
    );
  });

  it('show a Port Royal home on Gordon Pass with gulf access and no bridges', () => {
    const water = asRecord(
      waterBoatingFacts(
        view({
          WaterBodyName: 'Gordon Pass',
          GulfAccessYN: true,
          BridgesToOpenWaterYN: false,
          DockYN: true,
          BoatLiftCapacity: 16_000,
          SeawallYN: true,
          CanalFrontage: 120,
        }),
      ),
    );
    expect(water).toMatchObject({
      Water: 'Gordon Pass',
      'Gulf access': 'Yes',
      Bridges: 'No bridges to open water',
      Dock: 'Yes',
      'Boat lift': '16,000 lb',
      Seawall: 'Yes',
      'Water frontage': '120 ft',
    });
    expect(asRecord(waterBoatingFacts(view({ BridgesToOpenWaterYN: true, BridgeClearance: 9.5 }))).Bridges).toBe(
      'Lowest bridge clearance 9.5 ft',
    );
  });

  it('explain a FEMA zone in plain words with the insurance rule and its source and day', () => {
    const summary = floodZoneSummary(
      view({ FloodZone: 'AE', FloodZoneSource: 'FEMA NFHL', FloodZoneDate: '2026-11-26', BaseFloodElevation: 9 }),
    );
    expect(summary).toEqual({
      zone: 'Zone AE',
      words: expect.stringContaining('1% annual chance') as string,
      insurance: 'Flood insurance is required for a federally backed mortgage.',
      source: "Source: FEMA's National Flood Hazard Layer, 2026-11-26",
    });
    expect(
      floodZoneSummary(view({ FloodZone: 'X', FloodZoneSubtype: 'AREA OF MINIMAL FLOOD HAZARD' }))?.insurance,
    ).toContain('not required');
  });

  it('show both associations of a Pelican Bay condo per month, and the CDD on the tax bill', () => {
    const rules = asRecord(
      associationRulesFacts(
        view({
          AssociationFee: 1_200,
          AssociationFeeFrequency: 'Quarterly',
          AssociationFee2: 650,
          AssociationFee2Frequency: 'Monthly',
          CDDYN: true,
          CDDAnnualFee: 1_800,
          MinimumLeaseMonths: 1,
          AssociationApprovalRequiredYN: true,
        }),
      ),
    );
    expect(rules).toMatchObject({
      'Association fees (both)': '$1,050 / month',
      'First association': '$400 / month',
      'Second association': '$650 / month',
      CDD: '$1,800 / year (on the tax bill)',
      'CDD per month': '$150 / month',
      'Minimum lease': '1 month',
      'Association approval': 'Required',
    });
  });
});
