import { z } from 'zod';
import type { FloridaFacts } from '@app/domain';

/** The facts a feed carries in a field of its own (the flood zone's subtype, source and date are ours). */
export type MappedFact = Exclude<keyof FloridaFacts, 'FloodZoneSubtype' | 'FloodZoneSource' | 'FloodZoneDate'>;

/**
 * Which upstream Property field carries each fact (null: this board has none, so it is neither asked for
 * nor read). Standard facts carry RESO Data Dictionary names; board-local ones (gulf access, bridges,
 * CDD, flood zone, lease minimum, ...) differ per MLS and vendor: confirm them in the board's Trestle
 * `$metadata` and configure them (docs/reso-local-fields.md).
 */
export type LocalFieldTable = Readonly<Record<MappedFact, string | null>>;

/**
 * The default table: RESO names, and the local names Florida boards on Stellar/Naples/Fort Myers style
 * schemas commonly use (see the notes on Southwest Florida listing data).
 */
export const DEFAULT_LOCAL_FIELD_TABLE: LocalFieldTable = {
  AssociationFeeFrequency: 'AssociationFeeFrequency',
  AssociationFee2: 'AssociationFee2',
  AssociationFee2Frequency: 'AssociationFee2Frequency',
  AssociationFeeIncludes: 'AssociationFeeIncludes',
  CDDYN: 'CDDYN',
  CDDAnnualFee: 'CDDAnnualFee',
  TaxYear: 'TaxYear',
  HomesteadYN: 'HomesteadYN',
  FloodZone: 'FloodZone',
  BaseFloodElevation: null,
  Elevation: 'Elevation',
  WaterfrontFeatures: 'WaterfrontFeatures',
  WaterBodyName: 'WaterBodyName',
  GulfAccessYN: 'GulfAccessYN',
  BridgesToOpenWaterYN: null,
  BridgeClearance: 'BridgeClearance',
  DockYN: 'DockYN',
  BoatLiftCapacity: 'BoatLiftCapacity',
  CanalFrontage: 'CanalFrontage',
  SeawallYN: null,
  Roof: 'Roof',
  RoofYear: 'RoofYear',
  WindowFeatures: 'WindowFeatures',
  ConstructionMaterials: 'ConstructionMaterials',
  SeniorCommunityYN: 'SeniorCommunityYN',
  PetsAllowed: 'PetsAllowed',
  MinimumLeaseMonths: 'MinimumLeaseType',
  LeaseRestrictionsYN: 'LeaseRestrictionsYN',
  AssociationApprovalRequiredYN: 'AssociationApprovalRequiredYN',
  Furnished: 'Furnished',
  VirtualTourURLUnbranded: 'VirtualTourURLUnbranded',
};

const MAPPED_FACTS = Object.keys(DEFAULT_LOCAL_FIELD_TABLE) as [MappedFact, ...MappedFact[]];

/** An OData property name: safe to put in a `$select` as it is. */
const fieldName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, 'must be an OData field name');

const overridesSchema = z.partialRecord(z.enum(MAPPED_FACTS), fieldName.nullable());

/** The problems of a table whose one upstream field is given to two facts. */
function sharedFields(table: LocalFieldTable): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const [fact, field] of Object.entries(table)) {
    if (field === null) continue;
    const other = seen.get(field);
    if (other !== undefined) problems.push(`${fact}: ${field} is also the field of ${other}`);
    seen.set(field, fact);
  }
  return problems;
}

/**
 * A board's table from its JSON (facts to field names, null for none) laid over the default one.
 * Unknown facts, names that are no OData identifier and one field given to two facts are refused
 * with a message naming each problem.
 */
export function parseLocalFieldTable(json: unknown): LocalFieldTable {
  const result = overridesSchema.safeParse(json);
  const table = result.success ? { ...DEFAULT_LOCAL_FIELD_TABLE, ...result.data } : null;
  const problems =
    table === null
      ? (result.error?.issues.map((issue) => `${issue.path.join('.') || '(table)'}: ${issue.message}`) ?? [])
      : sharedFields(table);
  if (table === null || problems.length > 0) throw new Error(`Invalid local field table: ${problems.join('; ')}`);
  return table;
}

/** The upstream field names of a table, for the `$select` of a Property query. */
export function localFieldNames(table: LocalFieldTable): string[] {
  return Object.values(table).filter((field): field is string => field !== null);
}
