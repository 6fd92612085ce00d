import type { AssociationFeeFrequency, FloridaFacts } from '@app/domain';
import { drawFloodFacts } from './florida-flood.ts';
import { drawWaterFacts } from './florida-water.ts';
import { createRandom, hashString, type Random } from './prng.ts';
import { CONDOMINIUM, LAND, SINGLE_FAMILY, type PropertyKind } from './property-kind.ts';
import type { Subdivision } from './subdivision.ts';

/** What the Florida facts of a demo listing are drawn from. */
export interface FloridaFactsPlan {
  readonly listingKey: string;
  readonly subdivision: Subdivision;
  readonly kind: PropertyKind;
  readonly price: number;
  readonly yearBuilt: number | null;
  readonly waterfront: boolean;
  /** The association fee per month drawn with the amenities. */
  readonly monthlyAssociationFee: number | null;
  readonly modificationTimestamp: string;
}

/** The Florida facts and the first association fee as billed (at its frequency). */
export type DrawnFloridaFacts = FloridaFacts & { readonly AssociationFee: number | null };

function associations(plan: FloridaFactsPlan, random: Random) {
  const condo = plan.kind === CONDOMINIUM;
  const monthly = plan.monthlyAssociationFee;
  const frequency: AssociationFeeFrequency | null =
    monthly === null
      ? null
      : condo
        ? random.pick(['Monthly', 'Quarterly'] as const)
        : random.pick(['Quarterly', 'Annually'] as const);
  const times = frequency === 'Quarterly' ? 3 : frequency === 'Annually' ? 12 : 1;
  // Pelican Bay's condos pay the Foundation (the master association) quarterly on top of their own.
  const master =
    condo && (plan.subdivision.name === 'Pelican Bay' || (plan.subdivision.profile === 'golf' && random.chance(0.4)));
  return {
    AssociationFee: monthly === null ? null : monthly * times,
    AssociationFeeFrequency: frequency,
    AssociationFee2: master ? random.int(55, 95) * 10 : null,
    AssociationFee2Frequency: master ? ('Quarterly' as const) : null,
    AssociationFeeIncludes:
      monthly === null
        ? null
        : condo
          ? [
              'Insurance',
              'Maintenance Structure',
              'Pool',
              'Trash',
              'Water',
              ...(random.chance(0.6) ? ['Cable TV'] : []),
            ]
          : [
              'Common Area Maintenance',
              ...(random.chance(0.5) ? ['Security'] : []),
              ...(random.chance(0.4) ? ['Street Lights'] : []),
            ],
  };
}

function cdd(subdivision: Subdivision, random: Random): Pick<FloridaFacts, 'CDDYN' | 'CDDAnnualFee'> {
  const chance =
    subdivision.city === 'Lehigh Acres'
      ? 0.45
      : subdivision.builtFrom >= 1995 && subdivision.profile === 'golf'
        ? 0.5
        : 0.05;
  const has = random.chance(chance);
  return { CDDYN: has, CDDAnnualFee: has ? random.int(8, 30) * 100 : null };
}

function storm(
  plan: FloridaFactsPlan,
  random: Random,
): Pick<FloridaFacts, 'Roof' | 'RoofYear' | 'WindowFeatures' | 'ConstructionMaterials'> {
  const built = plan.yearBuilt ?? 1990;
  const condo = plan.kind === CONDOMINIUM;
  const luxury = plan.price >= 1_500_000;
  const roof = condo
    ? ['Built-Up']
    : luxury
      ? [random.pick(['Tile', 'Metal'])]
      : [random.pick(['Shingle', 'Tile', 'Metal', 'Shingle'])];
  const impact = built >= 2002 ? random.chance(0.85) : random.chance(0.45);
  return {
    Roof: roof,
    RoofYear: Math.min(2025, random.int(Math.max(built, 2004), 2025)),
    WindowFeatures: impact
      ? ['Impact Glass']
      : [random.pick(['Hurricane Shutters', 'Accordion Shutters', 'Storm Panels'])],
    ConstructionMaterials: condo
      ? ['Concrete', 'Block']
      : built < 1970 && random.chance(0.2)
        ? ['Frame', 'Stucco']
        : ['Block', 'Stucco'],
  };
}

function rules(plan: FloridaFactsPlan, hasAssociation: boolean, random: Random) {
  const condo = plan.kind === CONDOMINIUM;
  const senior = plan.subdivision.profile !== 'estate' && random.chance(0.04);
  const lease = !hasAssociation
    ? random.chance(0.5)
      ? 0
      : null
    : condo
      ? random.weighted([
          [1, 3],
          [3, 3],
          [6, 1],
          [12, 1],
        ] as const)
      : random.pick([1, 3, 6]);
  return {
    SeniorCommunityYN: senior,
    PetsAllowed: condo ? random.pick([['Yes', 'Size Limit'], ['Yes', 'Number Limit'], ['No']]) : ['Yes'],
    MinimumLeaseMonths: lease,
    LeaseRestrictionsYN: hasAssociation ? lease !== null && lease > 0 : false,
    AssociationApprovalRequiredYN: hasAssociation ? condo || random.chance(0.3) : false,
    Furnished: random.weighted([
      ['Unfurnished', 5],
      ['Furnished', condo ? 4 : 1],
      ['Negotiable', 2],
      ['Partially', 1],
    ] as const),
  };
}

/**
 * Believable Southwest Florida facts for a demo listing, drawn from a random of its own (seeded by its
 * key), so the rest of the listing and every other listing stay as they were drawn.
 */
export function drawFloridaFacts(plan: FloridaFactsPlan): DrawnFloridaFacts {
  const random = createRandom(hashString(`${plan.listingKey}:florida`));
  const land = plan.kind === LAND;
  const fees = associations(plan, random);
  const flood = drawFloodFacts(plan.subdivision, plan.waterfront, random);
  const home = land ? null : storm(plan, random);
  return {
    ...fees,
    ...cdd(plan.subdivision, random),
    TaxYear: 2025,
    HomesteadYN: plan.kind === SINGLE_FAMILY ? random.chance(0.5) : random.chance(0.25),
    ...flood,
    FloodZoneSource: flood.FloodZone === null ? null : 'MLS',
    FloodZoneDate: flood.FloodZone === null ? null : plan.modificationTimestamp.slice(0, 10),
    ...drawWaterFacts(plan.subdivision, plan.waterfront, plan.kind === CONDOMINIUM, random),
    Roof: home?.Roof ?? null,
    RoofYear: home?.RoofYear ?? null,
    WindowFeatures: home?.WindowFeatures ?? null,
    ConstructionMaterials: home?.ConstructionMaterials ?? null,
    ...(land
      ? {
          SeniorCommunityYN: null,
          PetsAllowed: null,
          MinimumLeaseMonths: null,
          LeaseRestrictionsYN: null,
          AssociationApprovalRequiredYN: null,
          Furnished: null,
        }
      : rules(plan, plan.monthlyAssociationFee !== null, random)),
    // No demo tour: a made-up address would be a dead link on the page.
    VirtualTourURLUnbranded: null,
  };
}
