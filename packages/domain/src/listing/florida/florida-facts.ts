/** RESO AssociationFeeFrequency values. */
export const ASSOCIATION_FEE_FREQUENCIES = [
  'Annually',
  'Bi-Monthly',
  'Bi-Weekly',
  'Daily',
  'Monthly',
  'One Time',
  'Quarterly',
  'Seasonal',
  'Semi-Annually',
  'Semi-Monthly',
  'Weekly',
] as const;
export type AssociationFeeFrequency = (typeof ASSOCIATION_FEE_FREQUENCIES)[number];

/** RESO Furnished values. */
export const FURNISHED_VALUES = ['Furnished', 'Negotiable', 'Partially', 'Unfurnished'] as const;
export type Furnished = (typeof FURNISHED_VALUES)[number];

/** Where a listing's flood zone came from: the MLS record, or FEMA's National Flood Hazard Layer by point. */
export const FLOOD_ZONE_ORIGINS = ['MLS', 'FEMA NFHL'] as const;
export type FloodZoneOrigin = (typeof FLOOD_ZONE_ORIGINS)[number];

/**
 * The Southwest Florida facts of a listing beyond the spec's section 3: association and CDD fees, taxes,
 * flood and storm, water and boating, rules for owners and renters. RESO names where the Data Dictionary
 * has one; board-local facts (gulf access, bridges, CDD, ...) carry the names of our model, filled from
 * each board's own fields through the feed's local-field table. Every fact is null when unknown.
 */
export interface FloridaFacts {
  /** How often `AssociationFee` (the first association's fee) is charged. */
  readonly AssociationFeeFrequency: AssociationFeeFrequency | null;
  /** The second association's fee (a condo's, under a master association). */
  readonly AssociationFee2: number | null;
  readonly AssociationFee2Frequency: AssociationFeeFrequency | null;
  /** What the association fees pay for (Cable TV, Insurance, Water, ...). */
  readonly AssociationFeeIncludes: readonly string[] | null;
  /** Whether a Community Development District assessment is on the tax bill. */
  readonly CDDYN: boolean | null;
  readonly CDDAnnualFee: number | null;
  readonly TaxYear: number | null;
  /** Whether the seller's tax bill carries a homestead exemption (it resets on sale). */
  readonly HomesteadYN: boolean | null;
  /** The FEMA flood zone code, upper case (AE, VE, X, ...). */
  readonly FloodZone: string | null;
  /** FEMA's ZONE_SUBTY (tells a shaded X from an unshaded one). */
  readonly FloodZoneSubtype: string | null;
  readonly FloodZoneSource: FloodZoneOrigin | null;
  /** The day the zone was read from its source, `YYYY-MM-DD`. */
  readonly FloodZoneDate: string | null;
  /** Base flood elevation in feet (NAVD88), where determined. */
  readonly BaseFloodElevation: number | null;
  /** Ground elevation in feet. */
  readonly Elevation: number | null;
  readonly WaterfrontFeatures: readonly string[] | null;
  readonly WaterBodyName: string | null;
  readonly GulfAccessYN: boolean | null;
  /** Whether a boat meets any fixed bridge between the dock and open water. */
  readonly BridgesToOpenWaterYN: boolean | null;
  /** The lowest fixed bridge's clearance in feet at mean high water. */
  readonly BridgeClearance: number | null;
  readonly DockYN: boolean | null;
  /** Boat lift capacity in pounds. */
  readonly BoatLiftCapacity: number | null;
  /** Canal or water frontage in feet. */
  readonly CanalFrontage: number | null;
  readonly SeawallYN: boolean | null;
  /** Roof materials (Tile, Metal, Shingle, ...). */
  readonly Roof: readonly string[] | null;
  /** The year the roof was installed. */
  readonly RoofYear: number | null;
  /** Window and storm protection features (Impact Glass, Hurricane Shutters, ...). */
  readonly WindowFeatures: readonly string[] | null;
  readonly ConstructionMaterials: readonly string[] | null;
  /** A 55+ community. */
  readonly SeniorCommunityYN: boolean | null;
  /** RESO PetsAllowed values (Yes, No, Cats OK, Dogs OK, Number Limit, Size Limit, ...). */
  readonly PetsAllowed: readonly string[] | null;
  /** The shortest lease the association allows, in months (0: no minimum). */
  readonly MinimumLeaseMonths: number | null;
  readonly LeaseRestrictionsYN: boolean | null;
  /** Whether the association must approve a buyer or tenant. */
  readonly AssociationApprovalRequiredYN: boolean | null;
  readonly Furnished: Furnished | null;
  /** An IDX-safe (unbranded) virtual tour. */
  readonly VirtualTourURLUnbranded: string | null;
}

/** Facts with every value unknown. */
export const UNKNOWN_FLORIDA_FACTS: FloridaFacts = {
  AssociationFeeFrequency: null,
  AssociationFee2: null,
  AssociationFee2Frequency: null,
  AssociationFeeIncludes: null,
  CDDYN: null,
  CDDAnnualFee: null,
  TaxYear: null,
  HomesteadYN: null,
  FloodZone: null,
  FloodZoneSubtype: null,
  FloodZoneSource: null,
  FloodZoneDate: null,
  BaseFloodElevation: null,
  Elevation: null,
  WaterfrontFeatures: null,
  WaterBodyName: null,
  GulfAccessYN: null,
  BridgesToOpenWaterYN: null,
  BridgeClearance: null,
  DockYN: null,
  BoatLiftCapacity: null,
  CanalFrontage: null,
  SeawallYN: null,
  Roof: null,
  RoofYear: null,
  WindowFeatures: null,
  ConstructionMaterials: null,
  SeniorCommunityYN: null,
  PetsAllowed: null,
  MinimumLeaseMonths: null,
  LeaseRestrictionsYN: null,
  AssociationApprovalRequiredYN: null,
  Furnished: null,
  VirtualTourURLUnbranded: null,
};

/** The names of every Florida fact. */
export const FLORIDA_FACT_FIELDS = Object.keys(UNKNOWN_FLORIDA_FACTS) as readonly (keyof FloridaFacts)[];
