import { exampleListing } from '@app/testing';
import { describe, expect, it } from 'vitest';
import { toResoProperty } from '../../test-support/reso-json.ts';
import { DEFAULT_LOCAL_FIELD_TABLE, localFieldNames, parseLocalFieldTable } from './local-field-table.ts';
import { toListing } from './property.mapper.ts';

/** A Trestle Property record of a Port Royal home, as a Naples-style board sends it (default names). */
const naplesRecord = {
  ...toResoProperty(exampleListing({ ListingKey: 'PR1', SubdivisionName: 'Port Royal' })),
  AssociationFee: '1200.00',
  AssociationFeeFrequency: 'Quarterly',
  AssociationFee2: 450,
  AssociationFee2Frequency: 'Monthly',
  AssociationFeeIncludes: 'Insurance,Water,  Pool',
  CDDYN: false,
  TaxYear: 2025,
  HomesteadYN: 'Yes',
  FloodZone: 'Zone AE',
  Elevation: 6.5,
  WaterfrontFeatures: ['Canal Front', 'Seawall', 'Navigable Water'],
  WaterBodyName: 'Gordon Pass',
  GulfAccessYN: true,
  BridgeClearance: null,
  DockYN: 'Y',
  BoatLiftCapacity: '16000',
  CanalFrontage: 120,
  Roof: 'Tile',
  RoofYear: 2019,
  WindowFeatures: 'Impact Glass',
  ConstructionMaterials: 'Block,Stucco',
  SeniorCommunityYN: false,
  PetsAllowed: 'Yes,Size Limit',
  MinimumLeaseType: '1-2 Months',
  LeaseRestrictionsYN: true,
  AssociationApprovalRequiredYN: false,
  Furnished: 'Unfurnished',
  VirtualTourURLUnbranded: 'https://tours.example.com/pr1',
};

describe('Florida facts of a Trestle record', () => {
  it('reads every fact of a default-table board into the model, lists split and the MLS zone dated', () => {
    const mapped = toListing(naplesRecord);
    expect(mapped.kind === 'ok' && mapped.problems).toEqual([]);
    expect(mapped.kind === 'ok' && mapped.value).toMatchObject({
      AssociationFee: 1_200,
      AssociationFeeFrequency: 'Quarterly',
      AssociationFee2: 450,
      AssociationFeeIncludes: ['Insurance', 'Water', 'Pool'],
      CDDYN: false,
      HomesteadYN: true,
      FloodZone: 'AE',
      FloodZoneSource: 'MLS',
      FloodZoneDate: '2024-02-01',
      GulfAccessYN: true,
      DockYN: true,
      BoatLiftCapacity: 16_000,
      SeawallYN: true,
      Roof: ['Tile'],
      MinimumLeaseMonths: 1,
      Furnished: 'Unfurnished',
      VirtualTourURLUnbranded: 'https://tours.example.com/pr1',
    });
  });

  it('reads a board with other local names through its table, and asks for those names', () => {
    const table = parseLocalFieldTable({
      GulfAccessYN: 'SWFL_GulfAccess',
      BridgeClearance: 'BridgeHeight',
      BridgesToOpenWaterYN: 'SWFL_BridgesYN',
      FloodZone: 'SWFL_FloodZoneCode',
      MinimumLeaseMonths: 'SWFL_MinLease',
      CDDYN: null,
    });
    const { GulfAccessYN, BridgeClearance, FloodZone, MinimumLeaseType, ...rest } = naplesRecord;
    void [GulfAccessYN, BridgeClearance, FloodZone, MinimumLeaseType];
    const record = {
      ...rest,
      SWFL_GulfAccess: 'Yes',
      BridgeHeight: '9.5',
      SWFL_BridgesYN: 'Yes',
      SWFL_FloodZoneCode: 'X-Shaded',
      SWFL_MinLease: '30 Days',
      CDDYN: true,
    };
    const mapped = toListing(record, table);
    expect(mapped.kind === 'ok' && mapped.value).toMatchObject({
      GulfAccessYN: true,
      BridgeClearance: 9.5,
      BridgesToOpenWaterYN: true,
      FloodZone: 'X',
      FloodZoneSubtype: '0.2 PCT ANNUAL CHANCE FLOOD HAZARD',
      MinimumLeaseMonths: 1,
      CDDYN: null,
    });
    expect(localFieldNames(table)).toEqual(expect.arrayContaining(['SWFL_GulfAccess', 'BridgeHeight']));
    expect(localFieldNames(table)).not.toContain('CDDYN');
    expect(localFieldNames(table)).not.toContain('GulfAccessYN');
  });

  it('keeps the listing and drops each unusable value with a note: bad lookups, negative fees, bad URLs', () => {
    const mapped = toListing({
      ...naplesRecord,
      AssociationFee: -300,
      AssociationFeeFrequency: 'Fortnightly',
      CDDAnnualFee: 'a lot',
      FloodZone: 'Zone Q',
      DockYN: 'maybe',
      MinimumLeaseType: 'Seasonal',
      Furnished: 'Sort of',
      VirtualTourURLUnbranded: 'javascript:alert(1)',
      RoofYear: 1066,
    });
    expect(mapped.kind).toBe('ok');
    expect(mapped.kind === 'ok' && mapped.value).toMatchObject({
      AssociationFee: null,
      AssociationFeeFrequency: null,
      CDDAnnualFee: null,
      FloodZone: null,
      FloodZoneSource: null,
      DockYN: null,
      MinimumLeaseMonths: null,
      Furnished: null,
      VirtualTourURLUnbranded: null,
      RoofYear: null,
    });
    expect(mapped.kind === 'ok' && mapped.problems).toEqual([
      'AssociationFee: -300 is negative',
      expect.stringContaining('AssociationFeeFrequency: "Fortnightly" is not one of'),
      'CDDAnnualFee: "a lot" is not a number',
      'DockYN: "maybe" is not yes or no',
      'RoofYear: 1066 is not a year',
      'MinimumLeaseType: "Seasonal" is not a lease term',
      expect.stringContaining('Furnished: "Sort of" is not one of'),
      'VirtualTourURLUnbranded: "javascript:alert(1)" is not a web address',
      'FloodZone: "Zone Q" is not a FEMA flood zone',
    ]);
  });

  it.each([
    ['No Minimum', 0],
    ['7 Days', 1],
    ['3 Months', 3],
    ['1 Year', 12],
    ['Annual', 12],
    [6, 6],
  ])('reads the lease minimum %j as %i months', (value, months) => {
    const mapped = toListing({ ...naplesRecord, MinimumLeaseType: value });
    expect(mapped.kind === 'ok' && mapped.value.MinimumLeaseMonths).toBe(months);
  });
});

describe(parseLocalFieldTable, () => {
  it('lays a board table over the default one', () => {
    expect(parseLocalFieldTable({})).toEqual(DEFAULT_LOCAL_FIELD_TABLE);
    expect(parseLocalFieldTable({ DockYN: 'BoatDockYN' }).DockYN).toBe('BoatDockYN');
  });

  it.each([
    [{ GulfAcces: 'X' }, 'GulfAcces'],
    [{ DockYN: 'Dock YN; drop' }, 'must be an OData field name'],
    [{ DockYN: 'GulfAccessYN' }, 'DockYN: GulfAccessYN is also the field of GulfAccessYN'],
    [['DockYN'], '(table)'],
  ])('refuses %j, naming the problem', (json, problem) => {
    expect(() => parseLocalFieldTable(json)).toThrow(problem);
  });
});
