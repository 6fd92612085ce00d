import { UNKNOWN_FLORIDA_FACTS, type FloridaFacts } from '@app/domain';
import {
  readAmount,
  readElevation,
  readFlag,
  readFloodZone,
  readFrequency,
  readFurnished,
  readLeaseMonths,
  readList,
  readText,
  readUrl,
  readYear,
  type Read,
} from './florida-fact-readers.ts';
import type { LocalFieldTable, MappedFact } from './local-field-table.ts';

type Readers = {
  readonly [F in Exclude<MappedFact, 'FloodZone'>]: (raw: unknown) => Read<NonNullable<FloridaFacts[F]>>;
};

const READERS: Readers = {
  AssociationFeeFrequency: readFrequency,
  AssociationFee2: (raw) => readAmount(raw, 1_000_000),
  AssociationFee2Frequency: readFrequency,
  AssociationFeeIncludes: readList,
  CDDYN: readFlag,
  CDDAnnualFee: (raw) => readAmount(raw, 1_000_000),
  TaxYear: readYear,
  HomesteadYN: readFlag,
  BaseFloodElevation: readElevation,
  Elevation: readElevation,
  WaterfrontFeatures: readList,
  WaterBodyName: (raw) => readText(raw),
  GulfAccessYN: readFlag,
  BridgesToOpenWaterYN: readFlag,
  BridgeClearance: (raw) => readAmount(raw, 200),
  DockYN: readFlag,
  BoatLiftCapacity: (raw) => readAmount(raw, 200_000),
  CanalFrontage: (raw) => readAmount(raw, 10_000),
  SeawallYN: readFlag,
  Roof: readList,
  RoofYear: readYear,
  WindowFeatures: readList,
  ConstructionMaterials: readList,
  SeniorCommunityYN: readFlag,
  PetsAllowed: readList,
  MinimumLeaseMonths: readLeaseMonths,
  LeaseRestrictionsYN: readFlag,
  AssociationApprovalRequiredYN: readFlag,
  Furnished: readFurnished,
  VirtualTourURLUnbranded: readUrl,
};

/**
 * The Florida facts of a RESO Property record, each read from the field the board's table names:
 * an unusable value (a negative fee, an unknown lookup) becomes null with a problem noted, never a
 * rejected record. A zone from the MLS is marked as such, dated by the record's modification; a
 * seawall is also read from the waterfront features.
 */
export function toFloridaFacts(
  record: Readonly<Record<string, unknown>>,
  table: LocalFieldTable,
  modifiedOn: string,
): { facts: FloridaFacts; problems: string[] } {
  const problems: string[] = [];
  const read = <T>(fact: MappedFact, reader: (raw: unknown) => Read<T>): T | null => {
    const field = table[fact];
    if (field === null) return null;
    const result = reader(record[field]);
    if (result.problem !== null) problems.push(`${field}: ${result.problem}`);
    return result.value;
  };
  const values = Object.fromEntries(
    Object.entries(READERS).map(([fact, reader]) => [
      fact,
      read(fact as MappedFact, reader as (raw: unknown) => Read<unknown>),
    ]),
  ) as Omit<FloridaFacts, 'FloodZone' | 'FloodZoneSubtype' | 'FloodZoneSource' | 'FloodZoneDate'>;
  const flood = read('FloodZone', readFloodZone);
  const seawallFeature = values.WaterfrontFeatures?.some((feature) => /seawall/i.test(feature)) === true;
  const facts: FloridaFacts = {
    ...UNKNOWN_FLORIDA_FACTS,
    ...values,
    SeawallYN: values.SeawallYN ?? (seawallFeature ? true : null),
    FloodZone: flood?.zone ?? null,
    FloodZoneSubtype: flood?.subtype ?? null,
    FloodZoneSource: flood === null ? null : 'MLS',
    FloodZoneDate: flood === null ? null : modifiedOn.slice(0, 10),
  };
  return { facts, problems };
}
